// @vitest-environment node
import { getAllByRole, queryAllByRole, within } from "@testing-library/dom";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

const picture = {
  sources: { avif: "/a-480.avif 480w", webp: "/a-480.webp 480w, /a-1440.webp 1440w" },
  img: { src: "/a-1440.webp", w: 1440, h: 900 },
};

/** The Markdown's HTML in a page, as a reader's browser would hold it. Rendered in Node, as the
 * build renders it: Shiki's WebAssembly does not load in a browser-like test environment. */
async function page(markdown: string) {
  const { html } = await renderMarkdown(markdown, {
    images: { "a.png": picture },
    where: "post.md",
  });
  const article = new Window().document.createElement("article") as unknown as HTMLElement;
  article.innerHTML = html;
  return article;
}

describe("image captions", () => {
  it("caption an image alone in its paragraph by its title, under the image", async () => {
    const article = await page(
      [
        '![Spending by month, one bar a month](./images/a.png "Ledgerly\'s dashboard, <March> & all")',
        "Text after it.",
      ].join("\n\n"),
    );
    const [figure] = getAllByRole(article, "figure");
    const caption = figure?.querySelector("figcaption");
    // Text, never markup: the title's < and & are shown as written.
    expect(caption?.textContent).toBe("Ledgerly's dashboard, <March> & all");
    expect(figure?.lastElementChild).toBe(caption);
    // The image keeps its alt text, its link to open it large, and no tooltip of the same words.
    const image = within(figure as HTMLElement).getByRole("img", {
      name: "Spending by month, one bar a month",
    });
    expect(image.getAttribute("title")).toBeNull();
    expect(image.closest("a")?.getAttribute("href")).toBe("/a-1440.webp");
    // No paragraph is left around the figure: a figure in a <p> is no HTML.
    expect(figure?.closest("p")).toBeNull();
    expect(article.querySelectorAll("p")).toHaveLength(1);
  });

  it("caption an image in a link of its own, and a picture from the web", async () => {
    const article = await page(
      [
        '[![Linked](./images/a.png "The caption")](https://example.com)',
        '![Remote](https://example.com/b.png "Another caption")',
      ].join("\n\n"),
    );
    const figures = getAllByRole(article, "figure");
    expect(figures.map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
      "The caption",
      "Another caption",
    ]);
    expect(figures[0]?.querySelector("a")?.getAttribute("href")).toBe("https://example.com");
    expect(figures[0]?.querySelector("[data-image-zoom]")).toBeNull();
  });

  it("caption an image alone under an alert's title", async () => {
    const article = await page('> [!NOTE]\n> ![A chart](./images/a.png "In a note")');
    const [figure] = getAllByRole(article, "figure");
    expect(figure?.querySelector("figcaption")?.textContent).toBe("In a note");
    expect(figure?.closest('[role="note"]')).not.toBeNull();
  });

  it("caption an image written by reference, with its definition's title", async () => {
    const article = await page(
      '![A chart][chart]\n\n[chart]: ./images/a.png "From the definition"',
    );
    expect(getAllByRole(article, "figure")[0]?.querySelector("figcaption")?.textContent).toBe(
      "From the definition",
    );
  });

  it("leave an image without a title, a blank title or one inside a sentence uncaptioned", async () => {
    const article = await page(
      [
        "![No title](./images/a.png)",
        '![Blank title](./images/a.png "  ")',
        'A sentence with ![an icon](./images/a.png "A title") inside it.',
        '![One](./images/a.png "First") ![two](./images/a.png "Second")',
        // An item of a tight list has no paragraph of its own to become a figure.
        '- ![In a list](./images/a.png "A title")\n- Another item',
      ].join("\n\n"),
    );
    expect(queryAllByRole(article, "figure")).toHaveLength(0);
    expect(article.querySelectorAll("figcaption")).toHaveLength(0);
    expect(getAllByRole(article, "img")).toHaveLength(6);
  });
});
