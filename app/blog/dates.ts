/** "14 March 2025" ("14. März 2025" in German), the same in every time zone. */
export function formatDate(date: string, language = "en-GB"): string {
  // English as the spec writes it (day first); every other language in its own way.
  const locale = language === "en" ? "en-GB" : language;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

// One formatter per language: toLocaleDateString makes a new one for every date, and the
// build writes each post's date on many pages.
const formats = new Map<string, Intl.DateTimeFormat>();
