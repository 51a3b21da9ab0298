import { PostList } from "~/blog/post-list";
import { allPosts, summary } from "~/blog/posts.server";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/blog";

export const loader = () => ({ posts: allPosts().map(summary) });

export const meta = () =>
  pageMeta({
    title: "Blog",
    description: `Writing by ${profile.name}, ${profile.position}: what I build, how, and what I learned.`,
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page blog">
      <h1 className="page-title">Blog</h1>
      <PostList posts={loaderData.posts} />
    </div>
  );
}
