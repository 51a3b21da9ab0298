import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { BlogPage } from "~/blog/blog-page";
import { postsOfPage } from "~/blog/posts.server";
import { languageOfRequest } from "~/i18n/request-language";
import { pageLanguage, pageMeta } from "~/seo";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts),
// and typegen writes types only for routes that exist.
export const loader = ({ request }: LoaderFunctionArgs) => postsOfPage(languageOfRequest(request));

export const meta: MetaFunction<typeof loader> = (args) => {
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("blog"),
    description: describe("blogDescription"),
    path: "/blog",
  });
};

export default function Blog() {
  return <BlogPage {...useLoaderData<typeof loader>()} />;
}
