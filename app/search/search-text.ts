// What search says, and the excerpts it shows, apart from the DOM so it can be tested alone.

/** The search box's name, and the dialog's. */
export const SEARCH_LABEL = "Search posts, write-ups and projects";

/** What the status line says: read out by screen readers as the results change. */
export function resultsStatus(count: number, term: string): string {
  const quoted = `“${term.trim()}”`;
  if (count === 0) return `No results for ${quoted}`;
  return `${count} ${count === 1 ? "result" : "results"} for ${quoted}`;
}

/** Pagefind's messages when it cannot load, in a build and under `npm run dev` (no index). */
export const SEARCH_UNAVAILABLE = {
  build: "Search could not load. Every post and project is listed on the search page.",
  dev: "Search reads the built site: run npm start to try it. Every post and project is listed on the search page.",
} as const;

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
