/** A part (between "@"s) at least this long may break at its dots and slashes too. */
const LONG_PART = 20;

const isMark = (ch: string | undefined) => ch === "@" || ch === "." || ch === "/";

/** Splits after each mark in `marks`, after the last of a run ("//"), never before the start. */
function splitAfter(text: string, marks: (ch: string | undefined) => boolean): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (marks(text[i]) && !isMark(text[i + 1]) && i > start) {
      pieces.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * Splits an email address, handle or web address into the pieces between which a line may
 * break, never inside a word ("example.co" / "m"): after "@" first of all, so an address
 * reads "mira.kovacs@" / "example.com"; and after the dots and slashes of a part too long to
 * stay whole. A leading "@" stays with its name. Joined again, the pieces are the text unchanged.
 */
export function wrapPoints(text: string): string[] {
  return splitAfter(text, (ch) => ch === "@").flatMap((part) =>
    part.length >= LONG_PART ? splitAfter(part, (ch) => ch === "." || ch === "/") : [part],
  );
}
