// Each post's and write-up's HTML, made once and shared by every page and feed that shows it.
// All of them render in the prerender's one server bundle (or the dev server's), so a module's
// own memory is enough here; the Markdown comes from the one reader, core/published.ts.
import type { Picture } from "~/projects/screenshots";
import { type Rendered, renderMarkdown } from "./markdown.server";

type Made = { markdown: string; images: Record<string, Picture>; rendered: Promise<Rendered> };

const made = new Map<string, Made>();

/**
 * renderMarkdown, made again only when the Markdown or the pictures beside it change (`npm run
 * dev` loads a new set of pictures when one is added). A content error is kept like a page:
 * the same Markdown meets it again until the file or the pictures change.
 */
export function renderOnce(
  markdown: string,
  options: { images: Record<string, Picture>; where: string },
): Promise<Rendered> {
  const known = made.get(options.where);
  if (known?.markdown === markdown && known.images === options.images) return known.rendered;
  const rendered = renderMarkdown(markdown, options);
  made.set(options.where, { markdown, images: options.images, rendered });
  return rendered;
}
