// What search says, and the excerpts it shows, apart from the DOM so it can be tested alone.

/** What search says, in the page's language: the header's search link carries it
 * (app/ui/page-texts.ts), from the site's words (core/texts.ts). */
export type SearchTexts = {
  /** The search box's name, and the dialog's. */
  label: string;
  placeholder: string;
  close: string;
  results: string;
  everything: string;
  noResults: string;
  oneResult: string;
  someResults: string;
  failed: string;
};

/** What the status line says: read out by screen readers as the results change. */
export function resultsStatus(
  count: number,
  term: string,
  texts: Pick<SearchTexts, "noResults" | "oneResult" | "someResults">,
): string {
  const template =
    count === 0 ? texts.noResults : count === 1 ? texts.oneResult : texts.someResults;
  return template.replace("{count}", String(count)).replace("{words}", term.trim());
}

/** Under `npm run dev` there is no index: said to the developer, in English. */
export const SEARCH_IN_DEV =
  "Search reads the built site: run npm start to try it. Every post and project is listed on the search page.";

/** A run of an excerpt's text, marked where it matches the search. */
export type ExcerptPart = { text: string; match: boolean };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X"
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

/**
 * Pagefind's excerpt ("…the <mark>word</mark> here…", the page's text escaped as HTML) as runs
 * of text: shown as text nodes and <mark> elements, never parsed as HTML, so nothing in a page's
 * text can become markup in the results.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [index, run] of excerpt.split(/<\/?mark>/).entries()) {
    if (run === "") continue;
    parts.push({ text: decode(run), match: index % 2 === 1 });
  }
  return parts;
}
