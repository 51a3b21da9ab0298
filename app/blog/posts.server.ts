// The posts, read through Vite so `npm run dev` sees every save and the build bundles them into
// the prerender only (a .server module never reaches the browser).
import { ContentError } from "~/content/schema";
import type { Picture } from "~/projects/screenshots";
import { renderMarkdown } from "./markdown.server";
import { newestFirst, type PostFile, parsePostFile } from "./post-file";

const sources = import.meta.glob<string>("../content/posts/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});
const pictures = import.meta.glob<Picture>("../content/posts/images/*.{png,jpg,jpeg}", {
  eager: true,
  import: "default",
  query: { w: "480;800;1120;1440", format: "avif;webp", quality: "60", effort: "2", as: "picture" },
});
/** Post images by file name. */
export const postImages = Object.fromEntries(
  Object.entries(pictures).map(([path, picture]) => [path.split("/").pop() ?? path, picture]),
);

export type PostSummary = Omit<PostFile, "body">;

/** Published posts, newest first; drafts too while developing. */
export function allPosts(): PostFile[] {
  const posts = Object.entries(sources).map(([path, raw]) =>
    parsePostFile(path.split("/").pop() ?? path, raw),
  );
  return newestFirst(posts.filter((post) => import.meta.env.DEV || !post.draft));
}

export const summary = ({ body: _, ...post }: PostFile): PostSummary => post;

export function findPost(slug: string | undefined): PostFile | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export async function renderPost(post: PostFile): Promise<string> {
  return renderMarkdown(post.body, {
    images: postImages,
    where: `app/content/posts/${post.slug}.md`,
  });
}

export function coverOf(post: PostSummary): Picture | undefined {
  if (!post.cover) return undefined;
  const picture = postImages[post.cover.file];
  if (!picture)
    throw new ContentError(
      `Post app/content/posts/${post.slug}.md → cover.file: ${post.cover.file} is not in app/content/posts/images`,
    );
  return picture;
}
