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

/**
 * Up to `limit` other posts that share the most tags with `post` (tags compared by address, as
 * their pages are); of those sharing as many, the newest first. None when no post shares a tag.
 */
export function relatedPosts<T extends Tagged>(posts: readonly T[], post: Tagged, limit = 3): T[] {
  const own = new Set(post.tags.map(textSlug));
  const shared = (other: T) => tagSlugsOf(other).filter((tag) => own.has(tag)).length;
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
