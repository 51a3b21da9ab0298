// @vitest-environment node
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ContentError } from "#core/schema.ts";
import { renderMarkdown } from "./markdown.server";
import { worthRenderingAhead } from "./markdown-key";
import { renderAhead, renderOnce } from "./rendered.server";
import { englishZoomNames } from "./zoom-link";

// Each test renders Markdown no build has met: a line of its own makes it new to the cache.
const fresh = (markdown: string) => `${markdown}\n\nA line of its own: ${randomUUID()}.`;

const picture = {
  sources: { avif: "/assets/a-480.avif 480w", webp: "/assets/a-480.webp 480w" },
  img: { src: "/assets/a.png", w: 480, h: 270 },
};

describe("Markdown rendered ahead of its page", () => {
  it("is the Markdown a page renders, found whatever the page's place, line or pictures", async () => {
    const markdown = fresh("## A part\n\nSome `code` and $x^2$.\n\n```ts\nconst a = 1;\n```");
    expect(worthRenderingAhead(markdown)).toBe(true);
    await renderAhead(markdown);
    expect(worthRenderingAhead(markdown)).toBe(false);
    const onItsPage = await renderOnce(markdown, {
      images: { "a.png": picture },
      where: "posts/a-part.md",
      firstLine: 7,
      zoomNames: { ...englishZoomNames, plain: "Vergrößern" },
    });
    expect(onItsPage).toEqual(await renderMarkdown(markdown, { images: {}, where: "posts/x.md" }));
  });

  it("is kept by a page's own rendering too, so the build does not render it again", async () => {
    const markdown = fresh("Plain words.");
    await renderOnce(markdown, { images: {}, where: "posts/plain.md", firstLine: 4 });
    expect(worthRenderingAhead(markdown)).toBe(false);
  });

  it("leaves a Markdown with a picture to its page, which has the pictures as encoded", async () => {
    const markdown = fresh("![A chart](./images/a.png)");
    expect(worthRenderingAhead(markdown)).toBe(false);
    await renderAhead(markdown);
    const { html } = await renderOnce(markdown, { images: { "a.png": picture }, where: "p.md" });
    expect(html).toContain("/assets/a-480.avif 480w");
  });

  it("leaves a Markdown with footnotes to its page, which names them in its language", async () => {
    const markdown = fresh("A claim.[^source]\n\n[^source]: Where it comes from.");
    expect(worthRenderingAhead(markdown)).toBe(false);
    await renderAhead(markdown);
    const inGerman = { label: "Fußnoten", back: "Zurück zum Verweis {number}" };
    const english = await renderOnce(markdown, { images: {}, where: "posts/a.md" });
    const german = await renderOnce(markdown, {
      images: {},
      where: "posts/a.md",
      footnoteNames: inGerman,
    });
    expect(english.html).toContain(">Footnotes<");
    expect(german.html).toContain(">Fußnoten<");
    expect(german.html).toContain('aria-label="Zurück zum Verweis 1"');
  });

  it("leaves a mistake to its page, which names the file and the line", async () => {
    const markdown = fresh("A sum: $\\fraq{1}{2}$.");
    await expect(renderAhead(markdown)).resolves.toBeUndefined();
    expect(worthRenderingAhead(markdown)).toBe(true);
    const page = renderOnce(markdown, { images: {}, where: "posts/sums.md", firstLine: 6 });
    await expect(page).rejects.toThrow(ContentError);
    await expect(page).rejects.toThrow("posts/sums.md:6");
  });
});
