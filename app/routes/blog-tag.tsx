import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { postsTagged, tagIndexed, tagPath } from "#core/tags.ts";
import { BlogPage } from "~/blog/blog-page";
import { allPosts, summaryIn } from "~/blog/posts.server";
import { languageOfRequest } from "~/i18n/request-language";
import { pageLanguage, pageMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has tagged posts
// (app/site-routes.ts), and typegen writes types only for routes that exist.
// One route per tag, so the tag's address is the last part of the page's.
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const tagged = postsTagged(allPosts(language), slugOf(request.url));
  if (!tagged) throw data(null, { status: 404 });
  return {
    tag: tagged.name,
    indexed: tagIndexed({ posts: tagged.posts.length }),
    posts: tagged.posts.map(summaryIn(language)),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.loaderData) return [];
  const { tag, indexed } = args.loaderData;
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("tag", { tag }),
    description: describe("tagDescription", { tag }),
    path: indexed ? tagPath(tag) : null,
  });
};

export default function BlogTag() {
  const { tag, posts } = useLoaderData<typeof loader>();
  return <BlogPage tag={tag} posts={posts} />;
}
