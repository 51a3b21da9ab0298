// The posts in <content>/posts/, as the pages and feeds show them while the build prerenders.
// They come from the one reader (core/published.ts), which also decides what is published.

import { contentDir } from "#content/dir.ts";
import { defaultLanguage } from "#core/languages.ts";
import { featuredFirst, type PostFile } from "#core/post-file.ts";
import { languageFolder, postsOf } from "#core/published.ts";
import { ContentError } from "#core/schema.ts";
import { pageOfRequest } from "~/current-page";
import { wordsIn } from "~/i18n/words";
import type { Picture } from "~/projects/screenshots";
import { alertNamesIn } from "./alert-names";
import { formatDate } from "./dates";
import { footnoteNamesIn } from "./footnote-names";
import type { Rendered } from "./markdown.server";
import { picturesOf } from "./markdown-pictures.server";
import { renderOnce } from "./rendered.server";
import { zoomNamesIn } from "./zoom-link";

const images = picturesOf("posts");

/**
 * What a page shows of a post. The date is written out here, while prerendering: formatting it
 * in the browser would load the locale's date data on every visit, one long task on a phone.
 */
export type PostSummary = Omit<PostFile, "body" | "bodyLine"> & {
  dateText: string;
  updatedText?: string;
};

/** A language's published posts, newest first; drafts too while developing. */
export function allPosts(language = defaultLanguage): PostFile[] {
  const read = () => postsOf(language);
  // `npm run dev` reads them again for each page, to show an edit. A build's posts do not change
  // while it prerenders: read once, not once per page (each read looks at every post's file).
  if (!import.meta.env.PROD) return read();
  let posts = builtPosts.get(language);
  if (!posts) {
    posts = read();
    builtPosts.set(language, posts);
  }
  return posts;
}

const builtPosts = new Map<string, PostFile[]>();

/** What a page shows of a post, its date written in the page's language. */
export const summaryIn =
  (language: string) =>
  ({ body: _, bodyLine: __, ...post }: PostFile): PostSummary => ({
    ...post,
    dateText: formatDate(post.date, language),
    ...(post.updated === undefined ? {} : { updatedText: formatDate(post.updated, language) }),
  });

export const summary = summaryIn(defaultLanguage);

/** The loader of /search: the posts of the page's language, as its pages show them. */
export function postsOfPage({ request }: { request: Request }) {
  const { language } = pageOfRequest(request);
  return { posts: allPosts(language).map(summaryIn(language)) };
}

/** The loader of /blog: the same posts, the featured ones first. */
export function postsOfBlog({ request }: { request: Request }) {
  return { posts: featuredFirst(postsOfPage({ request }).posts) };
}

export function renderPost(post: PostFile, language = defaultLanguage): Promise<Rendered> {
  return renderOnce(post.body, {
    images,
    where: `${languageFolder(language, "posts")}/${post.slug}.md`,
    firstLine: post.bodyLine,
    zoomNames: zoomNamesIn(wordsIn(language)),
    footnoteNames: footnoteNamesIn(wordsIn(language)),
    alertNames: alertNamesIn(wordsIn(language)),
  });
}

export function coverOf(post: Pick<PostFile, "cover" | "slug">): Picture | undefined {
  if (!post.cover) return undefined;
  const picture = images[post.cover.file];
  if (!picture)
    throw new ContentError(
      `Post ${contentDir}/posts/${post.slug}.md → cover.file: ${post.cover.file} is not in ${contentDir}/posts/images`,
    );
  return picture;
}
