// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ContentError } from "~/content/schema";
import { renderMarkdown } from "./markdown.server";

const render = (markdown: string) => renderMarkdown(markdown, { images: {}, where: "post.md" });

describe("Markdown to HTML at build time", () => {
  it("highlights code with classes, never inline styles", async () => {
    const html = await render(
      "```tsx\nconst a: number = <b>1</b>;\n```\n\n```css\n.a { color: red; }\n```",
    );
    expect(html).toMatch(/<pre class="shiki[^"]*"/);
    expect(html).toContain('class="code-token-keyword"');
    expect(html).not.toContain("style=");
  });

  it("renders code in an unknown language as plain text", async () => {
    const html = await render("```klingon\nQapla'\n```");
    expect(html).toContain("<pre");
    expect(html).toContain("Qapla");
  });

  it("makes every heading a link to itself", async () => {
    const html = await render("## First part\n\n### A detail");
    expect(html).toContain(
      '<h2 id="first-part"><a class="heading-anchor" href="#first-part">First part</a></h2>',
    );
    expect(html).toContain('<h3 id="a-detail"><a class="heading-anchor" href="#a-detail">');
  });

  it("turns a local image into a responsive picture with its size, and names a missing one", async () => {
    const picture = {
      sources: { avif: "/a-480.avif 480w", webp: "/a-480.webp 480w" },
      img: { src: "/a.png", w: 1440, h: 900 },
    };
    const html = await renderMarkdown("![A chart](./images/a.png)", {
      images: { "a.png": picture },
      where: "post.md",
    });
    expect(html).toContain('<source type="image/avif" srcset="/a-480.avif 480w"');
    expect(html).toContain('<img src="/a.png" width="1440" height="900" alt="A chart"');
    await expect(render("![Gone](./images/gone.png)")).rejects.toThrow(ContentError);
    await expect(render("![Gone](./images/gone.png)")).rejects.toThrow(/post\.md: the image/);
  });
});
