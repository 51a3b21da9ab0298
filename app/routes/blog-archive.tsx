import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { postsByYear } from "~/blog/archive";
import { ArchivePage } from "~/blog/archive-page";
import { allPosts, summaryIn } from "~/blog/posts.server";
import { pageOfRequest } from "~/current-page";
import { routeMeta } from "~/seo";

// Typed without ./+types: this route exists only when the owner has posts (app/site-routes.ts),
// and typegen writes types only for routes that exist.
export function loader({ request }: LoaderFunctionArgs) {
  const { language } = pageOfRequest(request);
  const years = postsByYear(allPosts(language).map(summaryIn(language)));
  return {
    years: years.map(({ year, posts }) => ({
      year,
      posts: posts.map(({ slug, title, date, dateText }) => ({ slug, title, date, dateText })),
    })),
  };
}

export const meta = routeMeta;

export default function BlogArchive() {
  return <ArchivePage {...useLoaderData<typeof loader>()} />;
}
