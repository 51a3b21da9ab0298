import { useLoaderData } from "react-router";
import { postsOfPage } from "~/blog/posts.server";
import { SearchPage } from "~/search/search-page";
import { routeMeta } from "~/seo";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts).
export const loader = postsOfPage;

export const meta = routeMeta;

export default function Search() {
  return <SearchPage {...useLoaderData<typeof loader>()} />;
}
