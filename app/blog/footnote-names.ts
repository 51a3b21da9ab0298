// What a post's footnotes are called, in the page's language: the heading of the notes (read by
// a screen reader, hidden on screen, as GitHub does) and each note's link back to where it is
// referred to.
import { texts } from "#core/texts.ts";
import type { Words } from "~/i18n/words";

export type FootnoteNames = { label: string; back: string };

export const footnoteNamesIn = (words: Words): FootnoteNames => ({
  label: words.text("footnotes"),
  back: words.text("backToReference"),
});

/** The site's own names, for Markdown rendered with no page around it (a test, a tool). */
export const englishFootnoteNames: FootnoteNames = {
  label: texts.footnotes,
  back: texts.backToReference,
};
