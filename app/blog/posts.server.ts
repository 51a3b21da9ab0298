// The posts in app/content/posts/, parsed and rendered while the build prerenders.
import { ContentError } from "~/content/schema";
import type { Picture } from "~/projects/screenshots";
import { formatDate } from "./dates";
import { renderMarkdown } from "./markdown.server";
import { markdownFolder } from "./markdown-files.server";
import { newestFirst, type PostFile, parsePostFile } from "./post-file";

const { sources, images } = markdownFolder("posts");

/**
 * What a page shows of a post. The date is written out here, while prerendering: formatting it
 * in the browser would load the locale's date data on every visit, one long task on a phone.
 */
export type PostSummary = Omit<PostFile, "body"> & { dateText: string };

/** Published posts, newest first; drafts too while developing. */
export function allPosts(): PostFile[] {
  const posts = Object.entries(sources).map(([file, raw]) => parsePostFile(file, raw));
  return newestFirst(posts.filter((post) => import.meta.env.DEV || !post.draft));
}

export const summary = ({ body: _, ...post }: PostFile): PostSummary => ({
  ...post,
  dateText: formatDate(post.date),
});

export function findPost(slug: string | undefined): PostFile | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export async function renderPost(post: PostFile): Promise<string> {
  return renderMarkdown(post.body, {
    images,
    where: `app/content/posts/${post.slug}.md`,
  });
}

export function coverOf(post: Pick<PostFile, "cover" | "slug">): Picture | undefined {
  if (!post.cover) return undefined;
  const picture = images[post.cover.file];
  if (!picture)
    throw new ContentError(
      `Post app/content/posts/${post.slug}.md → cover.file: ${post.cover.file} is not in app/content/posts/images`,
    );
  return picture;
}
