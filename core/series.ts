// A page per series, at /blog/series/<slug>, its address made as a tag's is. Pure, and free of
// the content schema: the route list (app/site-routes.ts) reads it in the browser's bundle too.
import { textSlug } from "./text-slug.ts";

export const seriesPath = (name: string) => `/blog/series/${textSlug(name)}`;

/** A series as its page and its posts show it: the name as the first post given writes it (the
 * newest, as the one reader gives them, with or without their dates), and its posts in the
 * order they are read, oldest first. */
export type Series<T> = { name: string; slug: string; posts: T[] };

type InSeries = { series?: string | undefined; date?: string; title: string };

/**
 * Every series the posts make, by address, so "Building Ledgerly" and "building ledgerly" are
 * one; its posts by date, those of one day by title. The route list knows no dates: it needs only
 * the series.
 */
export function seriesOf<T extends InSeries>(posts: readonly T[]): Series<T>[] {
  const bySlug = new Map<string, Series<T>>();
  for (const post of posts) {
    if (post.series === undefined) continue;
    const slug = textSlug(post.series);
    const known = bySlug.get(slug);
    if (known) known.posts.push(post);
    else bySlug.set(slug, { name: post.series, slug, posts: [post] });
  }
  for (const series of bySlug.values()) {
    series.posts.sort(
      (a, b) => (a.date ?? "").localeCompare(b.date ?? "") || a.title.localeCompare(b.title),
    );
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

// Each post's page asks for its place: the series made once per list of posts (a build's list
// is one array for all its pages), not once per page, which grew with the square of the posts.
const seriesOfList = new WeakMap<readonly object[], Series<unknown>[]>();

/** The series a post belongs to, and its place in it counting from 1; undefined outside one. */
export function seriesPlace<T extends InSeries & { slug: string }>(
  posts: readonly T[],
  slug: string,
): { series: Series<T>; part: number } | undefined {
  let all = seriesOfList.get(posts);
  if (!all) {
    all = seriesOf(posts);
    seriesOfList.set(posts, all);
  }
  for (const series of all as Series<T>[]) {
    const at = series.posts.findIndex((post) => post.slug === slug);
    if (at !== -1) return { series, part: at + 1 };
  }
  return undefined;
}
