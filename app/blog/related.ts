// The posts a reader of one post may want next, chosen while the build prerenders. Pure.
import { textSlug } from "#core/text-slug.ts";

type Tagged = { slug: string; date: string; title: string; tags: readonly string[] };

// Each post's distinct tag addresses, made once per post: every post's page compares its tags
// with every other post's, a million comparisons at a thousand posts.
const tagSlugs = new WeakMap<Tagged, string[]>();
function tagSlugsOf(post: Tagged): string[] {
  let slugs = tagSlugs.get(post);
  if (!slugs) {
    slugs = [...new Set(post.tags.map(textSlug))];
    tagSlugs.set(post, slugs);
  }
  return slugs;
}

// Each list's posts by tag address, made once per list: a post's page then counts the tags it
// shares with the posts under its own tags, not with every post.
const byTagOf = new WeakMap<readonly Tagged[], Map<string, Tagged[]>>();
function byTag<T extends Tagged>(posts: readonly T[]): Map<string, T[]> {
  let index = byTagOf.get(posts) as Map<string, T[]> | undefined;
  if (!index) {
    index = new Map();
    for (const post of posts)
      for (const tag of tagSlugsOf(post)) {
        const list = index.get(tag);
        if (list) list.push(post);
        else index.set(tag, [post]);
      }
    byTagOf.set(posts, index);
  }
  return index;
}

/**
 * Up to `limit` other posts that share the most tags with `post` (tags compared by address, as
 * their pages are); of those sharing as many, the newest first. None when no post shares a tag.
 */
export function relatedPosts<T extends Tagged>(posts: readonly T[], post: Tagged, limit = 3): T[] {
  const index = byTag(posts);
  const shared = new Map<T, number>();
  for (const tag of new Set(post.tags.map(textSlug)))
    for (const other of index.get(tag) ?? [])
      if (other.slug !== post.slug) shared.set(other, (shared.get(other) ?? 0) + 1);
  return [...shared]
    .sort(
      ([a, countA], [b, countB]) =>
        countB - countA ||
        // ISO dates compare as text; localeCompare, slow at this count, only for a title's tie.
        (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1),
    )
    .slice(0, limit)
    .map(([other]) => other);
}
