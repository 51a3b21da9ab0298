// When a job was, in a page's language: "Mar 2022 – Apr 2023", "Mai 2023 – heute". Pure.

/** A month as YYYY-MM (or a year alone) in `language`, the same in every time zone. */
export function formatMonth(month: string, language: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number | undefined];
  const locale = language === "en" ? "en-GB" : language;
  const key = `${locale} ${number === undefined ? "year" : "month"}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      ...(number === undefined ? {} : { month: "short" }),
      timeZone: "UTC",
    });
    formats.set(key, format);
  }
  return format.format(new Date(Date.UTC(year, (number ?? 1) - 1, 1)));
}

// One formatter per language and form: the build writes each period on a page and in a PDF.
const formats = new Map<string, Intl.DateTimeFormat>();

/** From the start to the end, or to `present` while the job goes on. */
export function formatPeriod(
  job: { start: string; end?: string | undefined },
  language: string,
  present: string,
): string {
  const end = job.end === undefined ? present : formatMonth(job.end, language);
  return `${formatMonth(job.start, language)} – ${end}`;
}
