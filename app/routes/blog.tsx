import { type MetaFunction, useLoaderData } from "react-router";
import { BlogPage } from "~/blog/blog-page";
import { allPosts, summary } from "~/blog/posts.server";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts),
// and typegen writes types only for routes that exist.
export const loader = () => ({ posts: allPosts().map(summary) });

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta({
    title: titles.blog,
    description: `Writing by ${profile.name}, ${profile.position}: what I build, how, and what I learned.`,
    path: "/blog",
  });

export default function Blog() {
  return <BlogPage {...useLoaderData<typeof loader>()} />;
}
