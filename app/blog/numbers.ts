/** A count written as the language writes numbers ("1,234" in English, "1.234" in German). */
export function formatNumber(count: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(count);
}

// One formatter per language: making one is slow next to using it, and the build writes a
// reading time on every post's card, on many pages.
const formats = new Map<string, Intl.NumberFormat>();
