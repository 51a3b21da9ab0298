import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { postsOfPage } from "~/blog/posts.server";
import { languageOfRequest } from "~/i18n/request-language";
import { SearchPage } from "~/search/search-page";
import { pageLanguage, pageMeta } from "~/seo";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts).
export const loader = ({ request }: LoaderFunctionArgs) => postsOfPage(languageOfRequest(request));

export const meta: MetaFunction<typeof loader> = (args) => {
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("search"),
    description: describe("searchDescription"),
    path: "/search",
  });
};

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />;
}
