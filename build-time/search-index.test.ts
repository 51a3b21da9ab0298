// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../app/blog/markdown.server";
import {
  formulasAsTex,
  type IndexedPage,
  SEARCH_INDEX_FOLDER,
  type SearchIndexing,
  searchIndexing,
  writeSearchIndex,
} from "./search-index";

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

describe("an index given its pages as the prerender answers them", () => {
  const body = (n: number) =>
    `<body><main data-pagefind-body><h1>Post ${n}</h1><p>Word${n} and shared words.</p></main></body>`;
  // As the prerender answers a page, and as it is sent: the styles inlined, the security meta.
  const answered = (n: number) =>
    `<html lang="en"><head><title>Post ${n}</title><link rel="stylesheet" href="/a.css"></head>${body(n)}</html>`;
  const sent = (n: number) =>
    `<html lang="en"><head><title>Post ${n}</title><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><style>p{color:red}</style></head>${body(n)}</html>`;
  const urls = [1, 2, 3, 4].map((n) => `/blog/post-${n}`);
  const pages: IndexedPage[] = urls.map((url, at) => ({ url, html: sent(at + 1) }));
  const records = [{ url: "/projects#a", title: "A project", content: "A project. Vite." }];
  /** Each page's HTML as it is sent, asked for only where the prerender gave none. */
  const htmlOf = (of: IndexedPage[]) => (url: string) => {
    const page = of.find((one) => one.url === url);
    if (!page) throw new Error(`asked for ${url}, which is not among the pages`);
    return page.html;
  };

  async function files(dir: string) {
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
      .sort();
    return Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))]));
  }

  async function written(
    give: (indexing: SearchIndexing) => void,
    sent: (url: string) => string = htmlOf(pages),
  ) {
    const client = await mkdtemp(join(tmpdir(), "search-ahead-"));
    try {
      const indexing = searchIndexing(urls);
      give(indexing);
      await indexing.write(client, records, sent);
      return await files(join(client, SEARCH_INDEX_FOLDER));
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  }

  /** The index written from the pages as they are sent, all at the build's end. */
  async function writtenAtTheEnd() {
    const client = await mkdtemp(join(tmpdir(), "search-end-"));
    try {
      await writeSearchIndex(client, pages, records);
      return await files(join(client, SEARCH_INDEX_FOLDER));
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  }

  it("writes the same files, whichever pages came ahead and in whatever order", async () => {
    const atTheEnd = await writtenAtTheEnd();
    expect(atTheEnd.length).toBeGreaterThan(3);
    const allAhead = await written((indexing) => {
      for (const n of [3, 1, 4, 2]) indexing.give(`/blog/post-${n}`, answered(n));
    });
    expect(allAhead).toEqual(atTheEnd);
    const someAhead = await written((indexing) => {
      indexing.give("/blog/post-2", new TextEncoder().encode(answered(2)));
      indexing.give("/blog/post-1", answered(1));
      // Not a searchable page: not indexed.
      indexing.give("/contact", answered(9));
    });
    expect(someAhead).toEqual(atTheEnd);
  });

  it("asks for no page as it is sent when the prerender gave them all", async () => {
    const atTheEnd = await writtenAtTheEnd();
    const given = await written(
      (indexing) => {
        for (const n of [1, 2, 3, 4]) indexing.give(`/blog/post-${n}`, answered(n));
      },
      () => {
        throw new Error("the pages as they are sent are not ready yet");
      },
    );
    expect(given).toEqual(atTheEnd);
  });
});
