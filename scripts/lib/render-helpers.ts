// Shared by the scripts that draw images from HTML (mockups, the share card).

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch,
  );

/** A small deterministic random source: the same drawing on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A seed from a text, so each project gets its own but stable drawing. */
export const seedOf = (text: string) =>
  [...text].reduce((acc, ch) => (acc * 31 + (ch.codePointAt(0) ?? 0)) >>> 0, 7);
