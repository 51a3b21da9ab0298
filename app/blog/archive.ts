// The archive's order: every post under its year. Pure.
import { newestFirst } from "#core/post-file.ts";

/** The posts by the year of their date, the newest year first and each year's posts newest first. */
export function postsByYear<T extends { date: string; title: string }>(
  posts: readonly T[],
): { year: string; posts: T[] }[] {
  const years = new Map<string, T[]>();
  for (const post of newestFirst([...posts])) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, posts]) => ({ year, posts }));
}
