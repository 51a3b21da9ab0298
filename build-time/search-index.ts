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

/** Indexes the pages and records and writes the index to <client>/pagefind. */
export async function writeSearchIndex(
  client: string,
  pages: IndexedPage[],
  records: IndexedRecord[],
): Promise<{ pages: number }> {
  // Loaded here, not with the config file that imports this one, which the dev server loads too.
  const { close, createIndex } = await import("pagefind");
  const created = await createIndex();
  failOn(created.errors, "starting Pagefind");
  const index = created.index;
  if (!index) throw new Error("Search index: Pagefind started no index");
  try {
    const language = pageLanguage(pages[0]?.html ?? "");
    // All asked at once: Pagefind's process answers each in turn, and waiting for each answer
    // before sending the next left both it and the build's thread idle between pages.
    const added = await Promise.all([
      ...pages.map(async (page) => {
        const { errors } = await index.addHTMLFile({
          url: page.url,
          content: formulasAsTex(page.html),
        });
        return { errors, doing: `reading ${page.url}` };
      }),
      ...records.map(async (record) => {
        const { errors } = await index.addCustomRecord({
          url: record.url,
          content: record.content,
          language: record.language ?? language,
          meta: { title: record.title },
        });
        return { errors, doing: `adding ${record.url}` };
      }),
    ]);
    for (const { errors, doing } of added) failOn(errors, doing);
    const output = join(client, SEARCH_INDEX_FOLDER);
    const written = await index.writeFiles({ outputPath: output });
    failOn(written.errors, "writing the index");
    // Pagefind's ready-made interfaces (app/search/ is the site's own) would only be dead weight.
    for (const name of await readdir(output)) if (UNUSED.test(name)) await rm(join(output, name));
    return { pages: pages.length + records.length };
  } finally {
    await close();
  }
}
