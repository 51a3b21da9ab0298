// The posts a reader of one post may want next, chosen while the build prerenders. Pure.
import { textSlug } from "#core/text-slug.ts";

type Tagged = { slug: string; date: string; title: string; tags: readonly string[] };

/**
 * Up to `limit` other posts that share the most tags with `post` (tags compared by address, as
 * their pages are); of those sharing as many, the newest first. None when no post shares a tag.
 */
export function relatedPosts<T extends Tagged>(posts: readonly T[], post: Tagged, limit = 3): T[] {
  const own = new Set(post.tags.map(textSlug));
  const shared = (other: T) => new Set(other.tags.map(textSlug).filter((tag) => own.has(tag))).size;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, count: shared(other) }))
    .filter(({ count }) => count > 0)
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.title.localeCompare(b.other.title),
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
