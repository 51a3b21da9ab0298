// The characters of Inter's basic subset: what almost every page sets, so the one font file the
// first screen waits for is a fraction of the full Latin file. `npm run font-subset` cuts the
// file to them, and app/styles/fonts.css gives the basic face the same unicode-range (CSS cannot
// import it; font-subset.test.ts holds the two equal).
export const BASIC_CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)),
  ..."\u00a0©°·–—‘’“”•…←→€™",
  // German, the demo's second language: its letters and its quotation marks, so its pages
  // paint from the same one file.
  ..."ÄÖÜäöüß„‚",
].join("");

/** The code points a CSS `unicode-range` value covers (single points and ranges). */
export function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(",")) {
    const match = part.trim().match(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i);
    if (!match) throw new Error(`not a unicode-range part: "${part.trim()}"`);
    const first = Number.parseInt(match[1] ?? "", 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}
