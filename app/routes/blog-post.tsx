import { data } from "react-router";
import { PostPage } from "~/blog/post-page";
import { coverOf, findPost, renderPost, summary } from "~/blog/posts.server";
import { blogPostingData, pageMeta, postShareImage } from "~/seo";
import { slugOf } from "~/site-routes";
import type { Route } from "./+types/blog-post";

// One route per post (app/site-routes.ts), so the post is the last part of the address.
export async function loader({ request }: Route.LoaderArgs) {
  const post = findPost(slugOf(request.url));
  if (!post) throw data(null, { status: 404 });
  return { post: summary(post), html: await renderPost(post), cover: coverOf(post) ?? null };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return pageMeta({
    title: post.title,
    description: post.description,
    path,
    type: "article",
    image: postShareImage(post),
    extra: [
      { property: "article:published_time", content: post.date },
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
      { "script:ld+json": blogPostingData(post) },
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostPage {...loaderData} />;
}
