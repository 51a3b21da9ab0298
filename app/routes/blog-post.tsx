import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { site } from "#content/site.ts";
import { firstHomeOf } from "#core/first-home.ts";
import { defaultLanguage } from "#core/languages.ts";
import { neighbours } from "#core/post-file.ts";
import { seriesPath, seriesPlace } from "#core/series.ts";
import { commentsSettings } from "#core/site-options.ts";
import { editHref } from "~/blog/edit-link";
import { PostPage } from "~/blog/post-page";
import { allPosts, coverOf, renderPost, summaryIn } from "~/blog/posts.server";
import { relatedPosts } from "~/blog/related";
import { pageOfRequest } from "~/current-page";
import { blogPostingData, postShareImage, routeMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts),
// and typegen writes types only for routes that exist.
// One route for every post (blog/:slug), so the post is the last part of the address; a slug
// not among the published posts is the 404 page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = pageOfRequest(request);
  const posts = allPosts(language);
  const wanted = slugOf(path);
  const post = posts.find(({ slug }) => slug === wanted);
  if (!post) throw data(null, { status: 404 });
  const { html, sections } = await renderPost(post, language);
  const { previous, next } = neighbours(posts, post.slug);
  const titled = (other: typeof post) => ({ slug: other.slug, title: other.title });
  const link = (other: typeof post | null) => other && titled(other);
  const inSeries = seriesPlace(posts, post.slug);
  return {
    post: summaryIn(language)(post),
    html,
    sections,
    cover: coverOf(post) ?? null,
    previous: link(previous),
    next: link(next),
    comments: commentsSettings() ?? null,
    series: inSeries
      ? {
          name: inSeries.series.name,
          path: seriesPath(inSeries.series.name),
          part: inSeries.part,
          posts: inSeries.series.posts.map(titled),
        }
      : null,
    related: relatedPosts(posts, post).map(summaryIn(language)),
    edit: editHref(site.editUrl, post.slug, language === defaultLanguage ? undefined : language),
    original: firstHomeOf(post.canonical),
  };
}

// The title and address are its route's (app/site-routes.ts); the rest, the post's own.
export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ language }) => {
    const post = args.loaderData?.post;
    if (!post) return null;
    return {
      description: post.description,
      type: "article",
      image: postShareImage(post, language),
      extra: [
        { property: "article:published_time", content: post.date },
        ...(post.updated ? [{ property: "article:modified_time", content: post.updated }] : []),
        ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
        { "script:ld+json": blogPostingData(post, language) },
      ],
    };
  });

export default function BlogPost() {
  return <PostPage {...useLoaderData<typeof loader>()} />;
}
