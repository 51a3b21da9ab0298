// What makes a post's image open large: the build wraps each one in a link to its largest file
// (markdown.server.ts), marked so that a page's script loads the dialog only where there is one.
// The page's script imports this module: it imports nothing but types.
import type { Words } from "~/i18n/words";

/** The attribute marking a link that opens its image large (image-zoom.ts). */
export const ZOOM_ATTRIBUTE = "data-image-zoom";

/** Set on <html> once a press opens the dialog: until then, the link opens the file. */
export const ZOOM_READY_ATTRIBUTE = "data-image-zoom-ready";

/** The link's name, in the page's language: a plain one for an image without alt text. */
export type ZoomNames = { plain: string; of: string };

export const zoomNamesIn = (words: Words): ZoomNames => ({
  plain: words.text("openImage"),
  of: words.text("openImageOf"),
});

/** The English names, for Markdown rendered with no page around it (a test, a tool). */
export const englishZoomNames: ZoomNames = {
  plain: "Open the image large",
  of: "Open the image large: {alt}",
};

// The link holds only the image, so without a name of its own it would be read as the alt
// text alone, which says what the image shows, not what pressing the link does.
export function zoomName(names: ZoomNames, alt: string): string {
  const text = alt.trim();
  // A function, so that a `$` in the alt text is written as it is.
  return text ? names.of.replace("{alt}", () => text) : names.plain;
}
