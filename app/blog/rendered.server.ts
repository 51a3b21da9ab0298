// Each post's and write-up's HTML, made once and shared by every page and feed that shows it.
// All of them render in the prerender's one server bundle (or the dev server's), so a module's
// own memory is enough here; the Markdown comes from the one reader, core/published.ts.
import type { Picture } from "~/projects/screenshots";
import { type Rendered, type RenderOptions, renderMarkdown } from "./markdown.server";

type Made = {
  markdown: string;
  images: Record<string, Picture>;
  firstLine: number | undefined;
  rendered: Promise<Rendered>;
};

const made = new Map<string, Made>();

/**
 * renderMarkdown, made again only when the Markdown or the pictures beside it change (`npm run
 * dev` loads a new set of pictures when one is added), or a post's front matter grows or
 * shrinks, which moves the lines an error names. A content error is kept like a page: the same
 * Markdown meets it again until the file or the pictures change.
 */
export function renderOnce(markdown: string, options: RenderOptions): Promise<Rendered> {
  const { images, firstLine } = options;
  const known = made.get(options.where);
  if (known?.markdown === markdown && known.images === images && known.firstLine === firstLine)
    return known.rendered;
  const rendered = renderMarkdown(markdown, options);
  made.set(options.where, { markdown, images, firstLine, rendered });
  return rendered;
}
