// Each post's and write-up's HTML, made once and shared by every page and feed that shows it.
// All of them render in the prerender's one server bundle (or the dev server's), so a module's
// own memory is enough here; the Markdown comes from the one reader, core/published.ts.
import { cachedByHash, type HashCache, isKept } from "#core/hash-cache.ts";
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

/** Pictures come only from `![…]` in the Markdown: the HTML a Markdown holds is left out. */
const mayShowAPicture = (markdown: string) => markdown.includes("![");

/**
 * What a rendered Markdown is kept by. Where it is and its first line only name a content
 * error, which is never kept; the pictures and the name of their links only change a Markdown
 * that shows one. So a Markdown without a picture is kept by its text alone, and the build can
 * render it on a thread of its own before its page asks (renderAhead).
 */
function keyOf(markdown: string, { images, zoomNames }: Partial<RenderOptions>): string {
  if (!mayShowAPicture(markdown)) return JSON.stringify([markdown]);
  let pictures = images && picturesText.get(images);
  if (pictures === undefined) {
    pictures = JSON.stringify(images);
    if (images) picturesText.set(images, pictures);
  }
  return JSON.stringify([markdown, zoomNames, pictures]);
}

const render = async (markdown: string, options: RenderOptions) => {
  const { renderMarkdown } = await import("./markdown.server");
  return renderMarkdown(markdown, options);
};

function rendered(markdown: string, options: RenderOptions): Promise<Rendered> {
  return cachedByHash(MARKDOWN_CACHE, keyOf(markdown, options), () => render(markdown, options));
}

/** Whether renderAhead would render a Markdown: it shows no picture and is not kept yet. */
export function worthRenderingAhead(markdown: string): boolean {
  return !mayShowAPicture(markdown) && isKept(MARKDOWN_CACHE, keyOf(markdown, {})) === false;
}

/**
 * Renders a Markdown without pictures into the cache, where its page then finds it. One with a
 * content error is left to its page, which names the file and the line; so is one with a
 * picture, which needs the pictures as the build encoded them.
 */
export async function renderAhead(markdown: string): Promise<void> {
  if (mayShowAPicture(markdown)) return;
  await cachedByHash(MARKDOWN_CACHE, keyOf(markdown, {}), () =>
    render(markdown, { images: {}, where: "a post rendered ahead" }),
  ).catch(() => undefined);
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
