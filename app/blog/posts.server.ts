// The posts in app/content/posts/, parsed and rendered while the build prerenders.
import { ContentError } from "~/content/schema";
import type { Picture } from "~/projects/screenshots";
import { renderMarkdown } from "./markdown.server";
import { markdownFolder } from "./markdown-files.server";
import { newestFirst, type PostFile, parsePostFile } from "./post-file";

const { sources, images } = markdownFolder("posts");

export type PostSummary = Omit<PostFile, "body">;

/** Published posts, newest first; drafts too while developing. */
export function allPosts(): PostFile[] {
  const posts = Object.entries(sources).map(([file, raw]) => parsePostFile(file, raw));
  return newestFirst(posts.filter((post) => import.meta.env.DEV || !post.draft));
}

export const summary = ({ body: _, ...post }: PostFile): PostSummary => post;

export function findPost(slug: string | undefined): PostFile | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export async function renderPost(post: PostFile): Promise<string> {
  return renderMarkdown(post.body, {
    images,
    where: `app/content/posts/${post.slug}.md`,
  });
}

export function coverOf(post: PostSummary): Picture | undefined {
  if (!post.cover) return undefined;
  const picture = images[post.cover.file];
  if (!picture)
    throw new ContentError(
      `Post app/content/posts/${post.slug}.md → cover.file: ${post.cover.file} is not in app/content/posts/images`,
    );
  return picture;
}
