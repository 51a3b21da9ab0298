import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BlogPage } from "~/blog/blog-page";
import { allPosts, summary } from "~/blog/posts.server";
import { postsTagged, tagIndexed, tagPath } from "~/blog/tags";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";
import { slugOf, titles } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has tagged posts
// (app/site-routes.ts), and typegen writes types only for routes that exist.
// One route per tag, so the tag's address is the last part of the page's.
export function loader({ request }: LoaderFunctionArgs) {
  const tagged = postsTagged(allPosts(), slugOf(request.url));
  if (!tagged) throw data(null, { status: 404 });
  return {
    tag: tagged.name,
    indexed: tagIndexed({ posts: tagged.posts.length }),
    posts: tagged.posts.map(summary),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  if (!loaderData) return [];
  const { tag, indexed } = loaderData;
  return pageMeta({
    title: titles.tag(tag),
    description: `Writing by ${profile.name}, ${profile.position}, tagged “${tag}”.`,
    path: indexed ? tagPath(tag) : null,
  });
};

export default function BlogTag() {
  const { tag, posts } = useLoaderData<typeof loader>();
  return <BlogPage tag={tag} posts={posts} />;
}
