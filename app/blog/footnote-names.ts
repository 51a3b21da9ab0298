// What a post's footnotes are called, in the page's language: the heading of the notes (read by
// a screen reader, hidden on screen, as GitHub does) and each note's link back to where it is
// referred to.
import { texts } from "#core/texts.ts";
import type { Words } from "~/i18n/words";

/** The heading's `labelLang` is the site's own where the page's language has no word for it. */
export type FootnoteNames = { label: string; labelLang?: string; back: string };

export const footnoteNamesIn = (words: Words): FootnoteNames => {
  const labelLang = words.langOf("footnotes");
  return {
    label: words.text("footnotes"),
    ...(labelLang ? { labelLang } : {}),
    back: words.text("backToReference"),
  };
};

/** The site's own names, for Markdown rendered with no page around it (a test, a tool). */
export const englishFootnoteNames: FootnoteNames = {
  label: texts.footnotes,
  back: texts.backToReference,
};
