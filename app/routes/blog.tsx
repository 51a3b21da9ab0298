import { useLoaderData } from "react-router";
import { BlogPage } from "~/blog/blog-page";
import { postsOfBlog } from "~/blog/posts.server";
import { routeMeta } from "~/seo";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts),
// and typegen writes types only for routes that exist.
export const loader = postsOfBlog;

export const meta = routeMeta;

export default function Blog() {
  return <BlogPage {...useLoaderData<typeof loader>()} archive />;
}
