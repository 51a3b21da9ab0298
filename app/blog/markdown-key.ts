// What a post's or write-up's rendered Markdown is kept by (app/blog/rendered.server.ts). A
// module of its own, light enough for the build's config to import: the build renders posts
// ahead of their pages (build-time/markdown-ahead.ts) and asks here which need it.
import { type HashCache, isKept, madeBy } from "#core/hash-cache.ts";
import { mayHaveAlerts } from "./alert-names.ts";
import type { RenderOptions } from "./markdown.server";

/**
 * Each rendered Markdown is kept by the hash of its inputs and of the code that renders it (the
 * renderer's module and every module of ours it imports, and the package versions, locked and
 * installed: Shiki, KaTeX, remark and rehype), so a rebuild renders only what changed, and `npm
 * run dev` answers a post it rendered before without loading them: the renderer is imported at
 * the first Markdown not kept (remark, rehype, Shiki and KaTeX take a quarter of a second to
 * load).
 */
export const MARKDOWN_CACHE: HashCache = {
  dir: "node_modules/.cache/markdown",
  code: madeBy("app/blog/markdown.server.ts"),
};

// The pictures are one object for all the posts (or all the write-ups): written out once.
const picturesText = new WeakMap<RenderOptions["images"], string>();

/** Pictures come only from `![…]` in the Markdown: the HTML a Markdown holds is left out. */
export const mayShowAPicture = (markdown: string) => markdown.includes("![");

/** Footnotes come only from `[^…]`: their names are in the page's language. */
const mayHaveFootnotes = (markdown: string) => markdown.includes("[^");

/** Whether a Markdown's HTML depends on the page that shows it, beyond its text: alerts are
 * titled in the page's language too. */
export const dependsOnItsPage = (markdown: string) =>
  mayShowAPicture(markdown) || mayHaveFootnotes(markdown) || mayHaveAlerts(markdown);

/**
 * What a rendered Markdown is kept by. Where it is and its first line only name a content
 * error, which is never kept; the pictures and the name of their links only change a Markdown
 * that shows one, the footnotes' names one that has notes, and the alerts' titles one with an
 * alert. So a Markdown with neither is
 * kept by its text alone, and the build can render it on a thread of its own before its page
 * asks (renderAhead).
 */
export function keyOf(
  markdown: string,
  { images, zoomNames, footnoteNames, alertNames }: Partial<RenderOptions>,
): string {
  if (!dependsOnItsPage(markdown)) return JSON.stringify([markdown]);
  let pictures = images && picturesText.get(images);
  if (pictures === undefined) {
    pictures = JSON.stringify(images);
    if (images) picturesText.set(images, pictures);
  }
  return JSON.stringify([markdown, zoomNames, pictures, footnoteNames, alertNames]);
}

/** Whether renderAhead would render a Markdown: its page adds nothing, and it is not kept yet. */
export function worthRenderingAhead(markdown: string): boolean {
  return !dependsOnItsPage(markdown) && isKept(MARKDOWN_CACHE, keyOf(markdown, {})) === false;
}
