import { titles } from "~/site-routes";
import { PostList } from "./post-list";
import type { PostSummary } from "./posts.server";

/** /blog: the heading and every published post. */
export function BlogPage({ posts }: { posts: PostSummary[] }) {
  return (
    <div className="page blog">
      <h1 className="page-title">{titles.blog}</h1>
      <PostList posts={posts} />
    </div>
  );
}
