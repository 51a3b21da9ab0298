// Each post's and write-up's HTML, made once and shared by every page and feed that shows it.
// All of them render in the prerender's one server bundle (or the dev server's), so a module's
// own memory is enough here; the Markdown comes from the one reader, core/published.ts.
import { cachedByHash, type HashCache } from "#core/hash-cache.ts";
import type { Rendered, RenderOptions } from "./markdown.server";
import { englishZoomNames } from "./zoom-link";

/**
 * Each rendered Markdown is kept by the hash of its inputs and of the code that renders it (the
 * Markdown modules, and the package versions: Shiki, KaTeX, remark and rehype), so a rebuild
 * renders only what changed, and `npm run dev` answers a post it rendered before without
 * loading them: the renderer is imported at the first Markdown not kept (remark, rehype, Shiki
 * and KaTeX take a quarter of a second to load).
 */
export const MARKDOWN_CACHE: HashCache = {
  dir: "node_modules/.cache/markdown",
  code: [
    "app/blog/markdown.server.ts",
    "app/blog/markdown-math.server.ts",
    "app/blog/zoom-link.ts",
    "package-lock.json",
  ],
};

// The pictures are one object for all the posts (or all the write-ups): written out once.
const picturesText = new WeakMap<RenderOptions["images"], string>();

function rendered(markdown: string, options: RenderOptions): Promise<Rendered> {
  let pictures = picturesText.get(options.images);
  if (pictures === undefined) {
    pictures = JSON.stringify(options.images);
    picturesText.set(options.images, pictures);
  }
  const { where, firstLine, zoomNames } = options;
  const input = JSON.stringify([markdown, where, firstLine, zoomNames, pictures]);
  return cachedByHash(MARKDOWN_CACHE, input, async () => {
    const { renderMarkdown } = await import("./markdown.server");
    return renderMarkdown(markdown, options);
  });
}

type Made = RenderOptions & { markdown: string; rendered: Promise<Rendered> };

const made = new Map<string, Made>();

/**
 * renderMarkdown, made again only when the Markdown or the pictures beside it change (`npm run
 * dev` loads a new set of pictures when one is added), a post's front matter grows or shrinks,
 * which moves the lines an error names, or a page in another language shows it (a write-up in
 * the site's own language stands in for a missing translation): its images' links are named in
 * the page's language. A content error is kept like a page: the same Markdown meets it again
 * until the file or the pictures change.
 */
export function renderOnce(markdown: string, options: RenderOptions): Promise<Rendered> {
  const { plain, of } = options.zoomNames ?? englishZoomNames;
  const key = `${plain}\n${of}\n${options.where}`;
  const known = made.get(key);
  if (
    known?.markdown === markdown &&
    known.images === options.images &&
    known.firstLine === options.firstLine
  )
    return known.rendered;
  const render = rendered(markdown, options);
  made.set(key, { ...options, markdown, rendered: render });
  return render;
}
