// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ContentError } from "#core/schema.ts";
import { isSafeHref, renderMarkdown } from "./markdown.server";

const rendered = (markdown: string) => renderMarkdown(markdown, { images: {}, where: "post.md" });
const render = async (markdown: string) => (await rendered(markdown)).html;

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

  it("lists the ## and ### headings in order, with the ids their links point at", async () => {
    const { html, sections } = await rendered(
      [
        "Intro.",
        "## Parse at the `edge`",
        "### A *detail*",
        "#### Too deep for the contents",
        "## Parse at the edge",
        "```md\n## Not a heading\n```",
      ].join("\n\n"),
    );
    expect(sections).toEqual([
      { id: "parse-at-the-edge", text: "Parse at the edge", level: 2 },
      { id: "a-detail", text: "A detail", level: 3 },
      { id: "parse-at-the-edge-1", text: "Parse at the edge", level: 2 },
    ]);
    for (const { id } of sections) expect(html).toContain(`id="${id}"`);
  });

  it("turns a local image into a responsive picture with its size, and names a missing one", async () => {
    const picture = {
      sources: { avif: "/a-480.avif 480w", webp: "/a-480.webp 480w" },
      img: { src: "/a.png", w: 1440, h: 900 },
    };
    const { html } = await renderMarkdown("![A chart](./images/a.png)", {
      images: { "a.png": picture },
      where: "post.md",
    });
    expect(html).toContain('<source type="image/avif" srcset="/a-480.avif 480w"');
    expect(html).toContain('<img src="/a.png" width="1440" height="900" alt="A chart"');
    await expect(render("![Gone](./images/gone.png)")).rejects.toThrow(ContentError);
    await expect(render("![Gone](./images/gone.png)")).rejects.toThrow(/post\.md: the image/);
  });

  it("wraps each local image in a link to its largest file, named for what it does", async () => {
    const picture = {
      sources: { avif: "/a-480.avif 480w", webp: "/a-480.webp 480w, /a-1440.webp 1440w" },
      img: { src: "/a-1440.webp", w: 1440, h: 900 },
    };
    const images = { "a.png": picture };
    const { html } = await renderMarkdown("![A chart](./images/a.png)\n\n![](./images/a.png)", {
      images,
      where: "post.md",
      zoomNames: { plain: "Bild groß öffnen", of: "Bild groß öffnen: {alt}" },
    });
    const links = [...html.matchAll(/<a [^>]*>\s*<picture>[\s\S]*?<\/picture>\s*<\/a>/g)].map(
      ([link]) => link,
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/^<a href="\/a-1440\.webp" data-image-zoom=""/);
      expect(link).toContain('<img src="/a-1440.webp"');
    }
    expect(links[0]).toContain('aria-label="Bild groß öffnen: A chart"');
    // An image without alt text is still a link with a name.
    expect(links[1]).toContain('aria-label="Bild groß öffnen"');
    // In the site's own words where the page gives none; an image in a link of its own keeps it.
    const english = await renderMarkdown(
      "![A $& chart](./images/a.png)\n\n[![Linked](./images/a.png)](https://example.com)",
      { images, where: "post.md" },
    );
    expect(english.html).toContain('aria-label="Open the image large: A $&#x26; chart"');
    expect(english.html).toContain('<a href="https://example.com"><picture>');
    expect(english.html.match(/data-image-zoom/g)).toHaveLength(1);
  });

  it("keeps links to the web, mail, phones and the site itself", async () => {
    const html = await render(
      [
        "[web](https://example.com/a?b=1&c=2) [plain](http://example.com)",
        "[mail](mailto:ada@example.com) [call](tel:+15550142368)",
        "[page](/projects) [near](../other-post) [part](#setup) <https://example.com/auto>",
      ].join("\n\n"),
    );
    for (const href of [
      "https://example.com/a?b=1&#x26;c=2",
      "http://example.com",
      "mailto:ada@example.com",
      "tel:+15550142368",
      "/projects",
      "../other-post",
      "#setup",
      "https://example.com/auto",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it.each([
    ["[click](javascript:alert(1))", "click"],
    ["[Click](JavaScript:alert(1))", "Click"],
    ["[image](data:text/html;base64,PHNjcmlwdD4=)", "image"],
    ["[old](vbscript:msgbox(1))", "old"],
    ["[app](someapp:open)", "app"],
    ["<javascript:alert(1)>", "javascript:alert(1)"],
    ["[ref][x]\n\n[x]: javascript:alert(1)", "ref"],
    ["[**bold** text](&#x6A;avascript:alert(1))", "bold"],
  ])("leaves %j as text, with no link", async (markdown, text) => {
    const html = await render(markdown);
    expect(html).not.toContain("<a");
    expect(html).not.toContain("href");
    expect(html).toContain(text);
  });
});

describe("footnotes", () => {
  const markdown =
    "## Claims\n\nA claim.[^source] Another.[^2] The first again.[^source]\n\n" +
    "[^source]: Where it comes from.\n[^2]: A second note.\n";

  it("link each reference to its note, and each note back, named in the page's language", async () => {
    const { html } = await renderMarkdown(markdown, {
      images: {},
      where: "post.md",
      footnoteNames: { label: "Fußnoten", back: "Zurück zum Verweis {number}" },
    });
    const references = [
      ...html.matchAll(/<a href="#([^"]+)" id="([^"]+)" data-footnote-ref[^>]*>(\d+)<\/a>/g),
    ];
    // Numbered in the order they are first referred to; a note referred to twice keeps its number.
    expect(references.map(([, , , number]) => number)).toEqual(["1", "2", "1"]);
    for (const [, note, reference] of references) {
      expect(html).toContain(`<li id="${note}">`);
      expect(html).toMatch(
        new RegExp(`<a href="#${reference}"[^>]* aria-label="Zurück zum Verweis \\d(-2)?"`),
      );
    }
    // Their heading, hidden on screen, is no link: nothing for the keyboard to stop at unseen.
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Fußnoten</h2>');
    // The second link back to the first note says which reference it returns to.
    expect(html).toContain('aria-label="Zurück zum Verweis 1-2"');
    expect(html).not.toContain("Back to reference");
  });

  it("mark their heading with the site's language where the page's has no word for it", async () => {
    const names = { label: "Footnotes", back: "Zurück zum Verweis {number}" };
    const heading = async (footnoteNames: typeof names & { labelLang?: string }) =>
      (await renderMarkdown(markdown, { images: {}, where: "post.md", footnoteNames })).html.match(
        /<h2 [^>]*id="footnote-label"[^>]*>/,
      )?.[0];
    expect(await heading({ ...names, labelLang: "en" })).toContain('lang="en"');
    expect(await heading(names)).not.toContain("lang=");
  });

  it("leave their heading out of the table of contents", async () => {
    const { sections } = await rendered(markdown);
    expect(sections.map(({ text }) => text)).toEqual(["Claims"]);
  });
});

describe("math", () => {
  it("writes $…$ as inline MathML and $$…$$ on lines of their own as a displayed formula", async () => {
    const html = await render(
      "The curve is $y = x^2$ here.\n\n$$\n\\operatorname{clamp}(a, x, b) = \\max(a, \\min(x, b))\n$$",
    );
    const [inline, block, ...more] = html.match(/<math\b[^>]*>/g) ?? [];
    expect(more).toEqual([]);
    expect(inline).not.toContain("display");
    expect(block).toContain('display="block"');
    // A wide formula scrolls in its own box, which a keyboard reaches as it reaches a code block.
    expect(block).toContain('tabindex="0"');
    expect(html).toMatch(/<p>The curve is <math[^>]*><semantics><mrow><mi>y<\/mi>/);
    expect(html).toContain('<annotation encoding="application/x-tex">y = x^2</annotation>');
    expect(html).toContain("\\operatorname{clamp}(a, x, b)");
    // Only MathML: nothing that would need KaTeX's stylesheet or fonts.
    expect(html).not.toContain("katex");
    expect(html).not.toContain("<pre");
  });

  it("writes no inline style, even for the TeX KaTeX would style", async () => {
    const html = await render("$\\pmb{x}$ and $\\fcolorbox{red}{white}{y}$ and $\\color{red}{z}$");
    expect(html).toContain("<math");
    expect(html).not.toMatch(/\sstyle=/);
  });

  it.each([
    ["It costs $5 and $10 at most.", "$5 and $10"],
    ["Between $5-$10 a month.", "$5-$10"],
    ["From $ 3 to 4 $ each.", "$ 3 to 4 $"],
    ["An escaped \\$x$ stays text.", "$x$"],
  ])("leaves the dollars of %j as text", async (markdown, text) => {
    const html = await render(markdown);
    expect(html).not.toContain("<math");
    expect(html).toContain(text);
  });

  it("still reads a formula after a price", async () => {
    const html = await render("For $5 and $10 you get $x$.");
    expect(html).toContain("$5 and $10 you get <math");
  });

  it("keeps the formula's TeX as a heading's text and id", async () => {
    const { html, sections } = await rendered("## Why $e^x$ grows");
    expect(sections).toEqual([{ id: "why-ex-grows", text: "Why e^x grows", level: 2 }]);
    expect(html).toContain("<math");
  });

  it("stops the build on TeX it cannot read, naming the file, the line and the reason", async () => {
    const markdown = "Intro.\n\nA sum: $\\fraq{1}{2}$.\n\n$$\n\\left( x\n$$";
    const error = await renderMarkdown(markdown, {
      images: {},
      where: "content/posts/sums.md",
      firstLine: 6,
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toContain("content/posts/sums.md:8: Undefined control sequence: \\fraq");
    expect(message).toMatch(/content\/posts\/sums\.md:10: .*\\right/);
  });
});

describe("which links a post may carry", () => {
  it.each([
    "https://example.com",
    "HTTP://example.com",
    "mailto:a@b.c",
    "tel:+1555",
    "/blog",
    "post",
    "./images/a.png",
    "#part",
    "?page=2",
    "//example.com",
    "a/b:c",
    "",
  ])("keeps %j", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "file:///etc/passwd",
    "ftp://example.com",
  ])("drops %j", (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});
