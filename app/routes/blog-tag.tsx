import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { postsTagged } from "#core/tags.ts";
import { BlogPage } from "~/blog/blog-page";
import { allPosts, summaryIn } from "~/blog/posts.server";
import { pageOfRequest } from "~/current-page";
import { routeMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has tagged posts
// (app/site-routes.ts), and typegen writes types only for routes that exist.
// One route for every tag: the tag's address is the last part of the page's.
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = pageOfRequest(request);
  const tagged = postsTagged(allPosts(language), slugOf(path));
  if (!tagged) throw data(null, { status: 404 });
  return { tag: tagged.name, posts: tagged.posts.map(summaryIn(language)) };
}

// Its title, description and whether search engines keep it are its route's (app/site-routes.ts).
export const meta = routeMeta;

export default function BlogTag() {
  const { tag, posts } = useLoaderData<typeof loader>();
  return <BlogPage tag={tag} posts={posts} />;
}
