// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../app/blog/markdown.server";
import { formulasAsTex, SEARCH_INDEX_FOLDER, startSearchIndex } from "./search-index";

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

describe("the search index made while the pages come", () => {
  const pages = ["one", "two", "three"].map((word) => ({
    url: `/blog/${word}`,
    html: `<html lang="en"><body><main data-pagefind-body><h1>Post ${word}</h1><p>The word ${word}.</p></main></body></html>`,
  }));
  const filesOf = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => statSync(join(dir, file)).isFile())
        .map((file) => [file, readFileSync(join(dir, file)).toString("base64")]),
    );

  it("writes the same files whatever order the pages are offered in, and the rest from the build", async () => {
    const root = mkdtempSync(join(tmpdir(), "search-ahead-"));
    try {
      const inOrder = startSearchIndex(pages.map((page) => page.url));
      for (const page of pages) inOrder.offer(page.url, page.html);
      await inOrder.write(join(root, "a"), () => undefined, []);
      const reversed = startSearchIndex(pages.map((page) => page.url));
      for (const page of [...pages].reverse().slice(0, 2)) reversed.offer(page.url, page.html);
      // The first page never offered: the build's copy of it is read at the end.
      await reversed.write(join(root, "b"), (url) => pages.find((p) => p.url === url)?.html, []);
      const written = filesOf(join(root, "a", SEARCH_INDEX_FOLDER));
      expect(Object.keys(written).some((file) => file.includes("fragment"))).toBe(true);
      expect(filesOf(join(root, "b", SEARCH_INDEX_FOLDER))).toEqual(written);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
