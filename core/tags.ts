// A page per tag, at /blog/tags/<slug>. Pure, and free of the content schema: the route list
// (app/site-routes.ts) reads it in the browser's bundle too. The one reader
// (core/published.ts) refuses tags that cannot have an address of their own.
import { contentDir } from "#content/dir.ts";
import { textSlug } from "./text-slug.ts";

export const tagPath = (tag: string) => `/blog/tags/${textSlug(tag)}`;

/** A tag as its page lists it: the name as the owner wrote it and how many posts carry it. */
export type TagEntry = { name: string; slug: string; posts: number };

/** Every tag the posts carry, once each, by address. */
export function tagsOf(posts: readonly { tags: readonly string[] }[]): TagEntry[] {
  const bySlug = new Map<string, TagEntry>();
  for (const post of posts) {
    for (const name of new Set(post.tags)) {
      const slug = textSlug(name);
      const known = bySlug.get(slug);
      if (known) known.posts += 1;
      else bySlug.set(slug, { name, slug, posts: 1 });
    }
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * Whether search engines may keep a tag's page (docs/decisions/0010-tag-pages-with-one-post.md):
 * a page that lists one post repeats that post's card, so it is left out until a second post
 * carries the tag.
 */
export const tagIndexed = (tag: Pick<TagEntry, "posts">) => tag.posts >= 2;

/** The posts that carry the tag whose address is `slug`, in the order given. */
export function postsTagged<T extends { tags: readonly string[] }>(
  posts: readonly T[],
  slug: string | undefined,
): { name: string; posts: T[] } | undefined {
  const tagged = posts.filter((post) => post.tags.some((tag) => textSlug(tag) === slug));
  const name = tagged[0]?.tags.find((tag) => textSlug(tag) === slug);
  return name === undefined ? undefined : { name, posts: tagged };
}

/**
 * What keeps a tag from having its own page: no letter or digit to make an address of, or the
 * same address as another tag. Each problem names the tags and the posts that carry them.
 */
export function tagProblems(posts: readonly { slug: string; tags: readonly string[] }[]): string[] {
  const where = (slug: string) => `${contentDir}/posts/${slug}.md`;
  const problems: string[] = [];
  const first = new Map<string, { name: string; post: string }>();
  for (const post of posts) {
    for (const name of new Set(post.tags)) {
      const slug = textSlug(name);
      if (!slug) {
        problems.push(
          `  - ${where(post.slug)} → tags: "${name}" has no letter a–z or digit to make its address /blog/tags/…`,
        );
        continue;
      }
      const seen = first.get(slug);
      if (!seen) first.set(slug, { name, post: post.slug });
      else if (seen.name !== name) {
        problems.push(
          `  - ${where(seen.post)} → tags: "${seen.name}" and ${where(post.slug)} → tags: "${name}" would share the address /blog/tags/${slug}: write them the same, or tell them apart`,
        );
      }
    }
  }
  return problems;
}
