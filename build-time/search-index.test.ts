// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../app/blog/markdown.server";
import { formulasAsTex } from "./search-index";

// Rendered before the tests, outside their time limit: the first render starts the highlighter.
const { html } = await renderMarkdown(
  "Size $s_{\\min} < s$ grows.\n\n$$\n\\frac{a}{b}\n$$\n\nAfter.",
  { images: {}, where: "post.md" },
);

describe("what search reads of a page", () => {
  it("reads each formula once, as the TeX it was written as", () => {
    const read = formulasAsTex(html);
    expect(read).not.toContain("<math");
    expect(read).toContain("Size  s_{\\min} &#x3C; s  grows.");
    expect(read).toContain(" \\frac{a}{b} ");
    expect(read).toContain("<p>After.</p>");
  });
});
