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

/**
 * A search index being made: the pages are handed to Pagefind's process in the order of `urls`
 * (its index numbers them as they come, so another order would write other files), each as
 * soon as it and those before it are offered, while the build goes on; `write` adds the pages
 * not offered, from the build, and the records, and writes the index.
 */
export type SearchIndexer = {
  offer(url: string, html: string): void;
  write(
    client: string,
    pageOf: (url: string) => string | undefined,
    records: IndexedRecord[],
  ): Promise<{ pages: number }>;
};

export function startSearchIndex(urls: readonly string[]): SearchIndexer {
  // Loaded here, not with the config file that imports this one, which the dev server loads too.
  const pagefind = import("pagefind").then(async ({ close, createIndex }) => {
    const created = await createIndex();
    if (!created.index) await close();
    failOn(created.errors, "starting Pagefind");
    if (!created.index) throw new Error("Search index: Pagefind started no index");
    return { index: created.index, close };
  });
  // Until `write`, a failure is kept for it, not thrown by the process as unhandled.
  pagefind.catch(() => {});
  const wanted = new Set(urls);
  const offered = new Map<string, string>();
  const added: Promise<{ errors: string[]; doing: string }>[] = [];
  let language: string | undefined;
  let next = 0;
  const add = (url: string, html: string) => {
    language ??= pageLanguage(html);
    // Each sent at once: Pagefind's process answers each in turn, and waiting for each answer
    // before sending the next left both it and the build's thread idle between pages.
    added.push(
      pagefind.then(async ({ index }) => ({
        errors: (await index.addHTMLFile({ url, content: formulasAsTex(html) })).errors,
        doing: `reading ${url}`,
      })),
    );
  };
  const flush = () => {
    for (let html = offered.get(urls[next] ?? ""); html !== undefined; ) {
      add(urls[next] as string, html);
      offered.delete(urls[next] as string);
      next++;
      html = offered.get(urls[next] ?? "");
    }
  };
  return {
    offer(url, html) {
      if (next >= urls.length || !wanted.has(url)) return;
      offered.set(url, html);
      flush();
    },
    async write(client, pageOf, records) {
      const { index, close } = await pagefind;
      try {
        for (; next < urls.length; next++) {
          const url = urls[next] as string;
          const html = offered.get(url) ?? pageOf(url);
          if (html === undefined) throw new Error(`Search index: no page was built for ${url}`);
          add(url, html);
        }
        for (const record of records)
          added.push(
            index
              .addCustomRecord({
                url: record.url,
                content: record.content,
                language: record.language ?? language ?? "en",
                meta: { title: record.title },
              })
              .then(({ errors }) => ({ errors, doing: `adding ${record.url}` })),
          );
        for (const { errors, doing } of await Promise.all(added)) failOn(errors, doing);
        const output = join(client, SEARCH_INDEX_FOLDER);
        const written = await index.writeFiles({ outputPath: output });
        failOn(written.errors, "writing the index");
        // Pagefind's ready-made interfaces (app/search/ is the site's own) would be dead weight.
        for (const name of await readdir(output))
          if (UNUSED.test(name)) await rm(join(output, name));
        return { pages: urls.length + records.length };
      } finally {
        await close();
      }
    },
  };
}

/** Indexes the pages and records and writes the index to <client>/pagefind. */
export function writeSearchIndex(
  client: string,
  pages: IndexedPage[],
  records: IndexedRecord[],
): Promise<{ pages: number }> {
  const indexer = startSearchIndex(pages.map((page) => page.url));
  const html = new Map(pages.map((page) => [page.url, page.html]));
  return indexer.write(client, (url) => html.get(url), records);
}

/** Kept on globalThis: the prerender's preview server and react-router.config.ts each load
 * their own copy of this module. */
const AHEAD = Symbol.for("portfolio:search-index-ahead");
const ahead = globalThis as typeof globalThis & { [AHEAD]?: SearchIndexer };

/** A search index begun while the pages are prerendered, fed each page as it is answered. */
export function indexAhead(urls: readonly string[]): SearchIndexer {
  const indexer = startSearchIndex(urls);
  ahead[AHEAD] = indexer;
  return indexer;
}

/** The index begun while prerendering, once; undefined when none was. */
export function indexedAhead(): SearchIndexer | undefined {
  const indexer = ahead[AHEAD];
  ahead[AHEAD] = undefined;
  return indexer;
}
