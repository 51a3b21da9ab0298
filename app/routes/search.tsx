import { type MetaFunction, useLoaderData } from "react-router";
import { allPosts, summary } from "~/blog/posts.server";
import { profile } from "~/content/profile";
import { SearchPage } from "~/search/search-page";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts).
export const loader = () => ({ posts: allPosts().map(summary) });

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta({
    title: titles.search,
    description: `Every post and project by ${profile.name}, ${profile.position}.`,
    path: "/search",
  });

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />;
}
