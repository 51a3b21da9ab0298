import { textSlug } from "./text-slug.ts";

// What names a course or a project wherever something refers to it from elsewhere: a
// translation's entry, a project's anchor on /projects. Its place in the list would change with
// every reorder; its title's slug changes only when the title does, and an `id` never.

/** An entry's key: its `id` when it has one, else its title's slug (empty if that has none). */
export const entryKey = (entry: { id?: string; title: string }): string =>
  entry.id ?? textSlug(entry.title);

/** What a key is made of, as an `id` must be written: "modern-javascript", "css-2". */
export const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A job's key (content/cv.ts): its `id`, else the slug of its role and organisation. */
export const jobKey = (job: { id?: string; role: string; organisation: string }): string =>
  job.id ?? textSlug(`${job.role} ${job.organisation}`);
