// Words to search for, read from the owner's posts, so the search tests hold for any content.
import { readPosts } from "#core/published.ts";

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);

/** The words of five letters or more a reader sees in a post's Markdown: no code, no formulas. */
export const proseWords = (markdown: string) => words(prose(markdown));

/**
 * A post's prose as a reader sees it: no code, no formulas (search reads their TeX, in which a
 * command such as \operatorname is no word of the post), no addresses, no markup.
 */
const prose = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*\$/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\S+/g, " ");

/**
 * A word in the body of one post only, in no post's title and no other post at all, with the
 * post it is in: the rarest evidence that search reads the text, not the titles.
 */
export function bodyOnlyWord(): { word: string; post: { slug: string; title: string } } | null {
  const posts = readPosts({ drafts: false });
  const inTitles = new Set(posts.flatMap((post) => [...words(post.title)]));
  for (const post of posts) {
    const elsewhere = new Set(
      posts.filter((other) => other !== post).flatMap((other) => [...words(JSON.stringify(other))]),
    );
    const word = [...words(prose(post.body))]
      .filter((candidate) => !inTitles.has(candidate) && !elsewhere.has(candidate))
      .sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    if (word) return { word, post: { slug: post.slug, title: post.title } };
  }
  return null;
}
