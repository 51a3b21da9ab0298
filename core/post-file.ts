import { parse } from "yaml";
import { contentDir } from "#content/dir.ts";
import { parseOrExplain } from "./content-errors.ts";
import { ARCHIVE_PATH, postPath } from "./page-paths.ts";
import { ContentError, type PostFrontMatter, postSchema } from "./schema.ts";

// What a post file is: YAML front matter between two `---` lines, then Markdown. Pure, so the
// one reader (core/published.ts) and the tests share it.

export type PostFile = PostFrontMatter & {
  /** The file name without `.md`: the post's address, /blog/<slug>. */
  slug: string;
  /** The Markdown after the front matter. */
  body: string;
  /** The line of the file the Markdown starts on, so an error in it names the file's line. */
  bodyLine: number;
  readingMinutes: number;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const WORDS_PER_MINUTE = 220;

/** Minutes a reader needs, from the words of the text and the code alike; at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Reads one post, or throws a ContentError that names the file and every bad field, like the
 * rest of the content check.
 */
export function parsePostFile(
  file: string,
  source: string,
  // The folder as the owner finds it: a translation's posts are in <content>/<code>/posts.
  folder = `${contentDir}/posts`,
): PostFile {
  const where = `${folder}/${file}`;
  const slug = file.replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    throw new ContentError(
      `Post ${where}: the file name must be lower-case letters, digits and dashes, such as my-first-post.md (it becomes the address /blog/${slug})`,
    );
  }
  if (postPath(slug) === ARCHIVE_PATH) {
    throw new ContentError(
      `Post ${where}: its address /blog/${slug} is the blog's archive; give the file another name`,
    );
  }
  const match = source.match(FRONT_MATTER);
  if (!match) {
    throw new ContentError(
      `Post ${where}: it must start with front matter between two --- lines (title, date, description, tags)`,
    );
  }
  let data: unknown;
  try {
    data = parse(match[1] ?? "") ?? {};
  } catch (error) {
    throw new ContentError(
      `Post ${where}: the front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  const front = parseOrExplain(postSchema, data, { heading: `Post ${where} has problems:`, where });
  const body = source.slice(match[0].length);
  const bodyLine = match[0].split("\n").length;
  return { ...front, slug, body, bodyLine, readingMinutes: readingMinutes(body) };
}

/** Newest first; posts of the same day by title, so the order never depends on the disk. */
export function newestFirst<T extends { date: string; title: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** /blog's order: the featured posts first, then the rest, each in the order given. */
export const featuredFirst = <T extends { featured: boolean }>(posts: readonly T[]): T[] => [
  ...posts.filter((post) => post.featured),
  ...posts.filter((post) => !post.featured),
];

/**
 * The posts either side of one in a newest-first list: the previous one was written before it,
 * the next one after; null at either end.
 */
export function neighbours<T extends { slug: string }>(
  posts: readonly T[],
  slug: string,
): { previous: T | null; next: T | null } {
  const at = posts.findIndex((post) => post.slug === slug);
  if (at === -1) return { previous: null, next: null };
  return { previous: posts[at + 1] ?? null, next: (at > 0 && posts[at - 1]) || null };
}
