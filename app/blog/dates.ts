/** "14 March 2025" ("14. März 2025" in German), the same in every time zone. */
export function formatDate(date: string, language = "en-GB"): string {
  // English as the spec writes it (day first); every other language in its own way.
  const locale = language === "en" ? "en-GB" : language;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
