import { z } from "zod";
import { entryId, httpsUrl, languageCode, text } from "./schema-fields.ts";

// What only the CV shows (content/cv.ts, optional): work experience and the languages spoken.
// Everything else on the CV is the profile, courses and projects. Part of the one schema
// (schema.ts → contentSchema).

/** A month as YYYY-MM, or a year alone: when a job began or ended. */
const month = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, "must be a month such as 2023-04, or a year such as 2023");

/** A job's fields; jobSchema adds that it ends after it starts. */
export const jobFields = z.strictObject({
  id: entryId.optional(),
  role: text,
  organisation: text,
  // The organisation's site.
  href: httpsUrl.optional(),
  location: text.optional(),
  start: month,
  // Left out while the job goes on: the CV says "present".
  end: month.optional(),
  // What you did there, a line each.
  lines: z.array(text).default([]),
});

export const jobSchema = jobFields.superRefine((job, context) => {
  // Months compare as text in this form; a year alone is its first month.
  if (job.end !== undefined && job.end < job.start.slice(0, job.end.length))
    context.addIssue({
      code: "custom",
      path: ["end"],
      message: `must not be before the job's start, ${job.start}`,
    });
});

/** A language you speak, by its code: the CV names it in each page's language. */
export const spokenLanguageSchema = z.strictObject({
  code: languageCode,
  // How well: "Native", "Fluent", "C1"…
  level: text.optional(),
});

/** The paper a CV prints on. */
export const papers = ["a4", "letter"] as const;

export const cvSchema = z.strictObject({
  experience: z.array(jobSchema).default([]),
  languages: z.array(spokenLanguageSchema).default([]),
  // A4 or Letter; by the site's language when left out (Letter where the language's country
  // prints on it: en is the United States').
  paper: z.enum(papers, { error: 'must be "a4" or "letter"' }).optional(),
});
