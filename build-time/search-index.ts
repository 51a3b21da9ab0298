// The site's search index, written at build time from the prerendered pages by Pagefind, beside
// them in pagefind/: its browser code, its WebAssembly and the index in small files, which the
// browser fetches only when a reader opens search (app/search/).
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** A page to index: its address (without the base path) and its HTML as the build wrote it. */
export type IndexedPage = { url: string; html: string };
/** A record with no page of its own, such as a project without a write-up, in a language. */
export type IndexedRecord = { url: string; title: string; content: string; language?: string };

/** The index's folder in the build. */
export const SEARCH_INDEX_FOLDER = "pagefind";

const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

/** Every <html lang>, since Pagefind splits the index per language; records take the pages'. */
const pageLanguage = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "en";

/** A formula, MathML around the TeX it was written as (app/blog/markdown-math.server.ts). */
const FORMULA =
  /<math\b[^>]*>(?:(?!<\/math>)[\s\S])*?<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>[\s\S]*?<\/math>/g;

/**
 * The page as search reads it: each formula as its TeX alone. Its MathML's letters run
 * together ("smin" for s_{\min}) and, beside the TeX, would show every formula twice in a
 * result.
 */
export const formulasAsTex = (html: string) => html.replace(FORMULA, " $1 ");

function failOn(errors: string[], doing: string) {
  if (errors.length > 0)
    throw new Error(`Search index: ${doing} failed:\n  ${errors.join("\n  ")}`);
}

type Added = { errors: string[]; doing: string };

/**
 * An index that takes its pages as the prerender answers them, rather than all at the build's
 * end: Pagefind reads each page in its own process while the build's thread prerenders the
 * next. A page is added once every page before it in `order` has been, since the order in which
 * pages are added decides the index's files; a build adds them in the order its pages are
 * listed, however the prerender's requests interleave. The prerender's HTML differs from the
 * page as it is sent only in its head (the styles inlined, the security meta), which is not
 * read (search-index.test.ts holds that the index is the same).
 */
export type SearchIndexing = {
  /** The addresses of the pages it indexes, in order. */
  order: readonly string[];
  /** A page's HTML as the prerender answered it, by its address without the base path. */
  give(url: string, html: string | Uint8Array): void;
  /**
   * Adds every page not given (all, when none was), asking `htmlOf` for its HTML as it is
   * sent, and the records, and writes the index to <client>/pagefind. With every page given,
   * it asks for none: the index is written while the pages are finished.
   */
  write(
    client: string,
    records: IndexedRecord[],
    htmlOf: (url: string) => Promise<string> | string,
  ): Promise<{ pages: number }>;
};

export function searchIndexing(order: readonly string[]): SearchIndexing {
  const known = new Set(order);
  const waiting = new Map<string, string>();
  const added: Promise<Added>[] = [];
  let next = 0;
  // Loaded here, not with the config file that imports this one, which the dev server loads too.
  let started: ReturnType<typeof start> | undefined;
  async function start() {
    const { close, createIndex } = await import("pagefind");
    const created = await createIndex();
    return { close, created };
  }
  // Records take the language of the first page.
  let language: string | undefined;
  /** Every page whose turn has come, in order: all asked at once, since Pagefind's process
   * answers each in turn, and waiting for each answer left both it and the build idle. */
  const addReady = (index: PagefindIndex) => {
    for (let url = order[next]; url !== undefined && waiting.has(url); url = order[++next]) {
      const html = waiting.get(url) as string;
      waiting.delete(url);
      language ??= pageLanguage(html);
      const doing = `reading ${url}`;
      // Awaited only in write: until then a failure is kept, not left unhandled.
      added.push(
        index.addHTMLFile({ url, content: formulasAsTex(html) }).then(
          ({ errors }) => ({ errors, doing }),
          (error: unknown) => ({ errors: [String(error)], doing }),
        ),
      );
    }
  };
  const given = new Set<string>();
  return {
    order,
    give(url, html) {
      if (!known.has(url) || given.has(url)) return;
      given.add(url);
      waiting.set(url, typeof html === "string" ? html : new TextDecoder().decode(html));
      started ??= start();
      // A Pagefind that cannot start is named by write, which waits for the same start.
      started.then(({ created }) => created.index && addReady(created.index)).catch(() => {});
    },
    async write(client, records, htmlOf) {
      started ??= start();
      const { close, created } = await started;
      try {
        failOn(created.errors, "starting Pagefind");
        const index = created.index;
        if (!index) throw new Error("Search index: Pagefind started no index");
        for (const url of order) if (!given.has(url)) waiting.set(url, await htmlOf(url));
        addReady(index);
        const all = await Promise.all([
          ...added,
          ...records.map(async (record) => {
            const { errors } = await index.addCustomRecord({
              url: record.url,
              content: record.content,
              language: record.language ?? language ?? "en",
              meta: { title: record.title },
            });
            return { errors, doing: `adding ${record.url}` };
          }),
        ]);
        for (const { errors, doing } of all) failOn(errors, doing);
        const output = join(client, SEARCH_INDEX_FOLDER);
        const written = await index.writeFiles({ outputPath: output });
        failOn(written.errors, "writing the index");
        // Pagefind's ready-made interfaces (app/search/ is the site's own) would only be dead
        // weight.
        for (const name of await readdir(output))
          if (UNUSED.test(name)) await rm(join(output, name));
        return { pages: order.length + records.length };
      } finally {
        await close();
      }
    },
  };
}

type PagefindIndex = NonNullable<
  Awaited<ReturnType<typeof import("pagefind").createIndex>>["index"]
>;

/** Indexes the pages and records and writes the index to <client>/pagefind. */
export function writeSearchIndex(
  client: string,
  pages: IndexedPage[],
  records: IndexedRecord[],
): Promise<{ pages: number }> {
  const html = new Map(pages.map((page) => [page.url, page.html]));
  return searchIndexing(pages.map((page) => page.url)).write(
    client,
    records,
    (url) => html.get(url) as string,
  );
}
