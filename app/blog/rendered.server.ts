// Each post's and write-up's HTML, made once and shared by every page and feed that shows it.
// All of them render in the prerender's one server bundle (or the dev server's), so a module's
// own memory is enough here; the Markdown comes from the one reader, core/published.ts.
import { cachedByHash } from "#core/hash-cache.ts";
import { englishAlertNames } from "./alert-names";
import { englishFootnoteNames } from "./footnote-names";
import type { Rendered, RenderOptions } from "./markdown.server";
import { dependsOnItsPage, keyOf, MARKDOWN_CACHE } from "./markdown-key";
import { englishZoomNames } from "./zoom-link";

const render = async (markdown: string, options: RenderOptions) => {
  const { renderMarkdown } = await import("./markdown.server");
  return renderMarkdown(markdown, options);
};

function rendered(markdown: string, options: RenderOptions): Promise<Rendered> {
  return cachedByHash(MARKDOWN_CACHE, keyOf(markdown, options), () => render(markdown, options));
}

/**
 * Renders a Markdown without pictures, footnotes or alerts into the cache, where its page then
 * finds it. One with a content error is left to its page, which names the file and the line; so
 * is one with a picture, which needs the pictures as the build encoded them, or with footnotes
 * or alerts, named in its page's language.
 */
export async function renderAhead(markdown: string): Promise<void> {
  if (dependsOnItsPage(markdown)) return;
  await cachedByHash(MARKDOWN_CACHE, keyOf(markdown, {}), () =>
    render(markdown, { images: {}, where: "a post rendered ahead" }),
  ).catch(() => undefined);
}

/**
 * Loads the renderer and sets it up (Shiki's grammars, KaTeX), rendering nothing that is kept.
 * `npm run dev` calls it once its first page is answered
 * (build-time/vite-plugins/warm-markdown.ts): most pages find their Markdown in the cache, so
 * the renderer was loaded only at the first edit to a post, which then took seconds to show
 * where the next ones take a fifth of one.
 */
export async function warmUp(): Promise<void> {
  await render("```ts\nconst warm = 1;\n```\n\n$x^2$", { images: {}, where: "a warm-up" });
}

type Made = RenderOptions & { markdown: string; rendered: Promise<Rendered> };

const made = new Map<string, Made>();

/**
 * renderMarkdown, made again only when the Markdown or the pictures beside it change (`npm run
 * dev` loads a new set of pictures when one is added), a post's front matter grows or shrinks,
 * which moves the lines an error names, or a page in another language shows it (a write-up in
 * the site's own language stands in for a missing translation): its images' links are named in
 * the page's language, as are its footnotes and its alerts. A content error is kept like a
 * page: the same Markdown meets it again until the file or the pictures change.
 */
export function renderOnce(markdown: string, options: RenderOptions): Promise<Rendered> {
  const { plain, of } = options.zoomNames ?? englishZoomNames;
  const { label, labelLang, back } = options.footnoteNames ?? englishFootnoteNames;
  const alerts = Object.values(options.alertNames ?? englishAlertNames).map(
    ({ text, lang }) => `${text} ${lang ?? ""}`,
  );
  const key = [plain, of, label, labelLang, back, ...alerts, options.where].join("\n");
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
