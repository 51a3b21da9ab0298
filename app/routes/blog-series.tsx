import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { seriesOf } from "#core/series.ts";
import { BlogPage } from "~/blog/blog-page";
import { allPosts, summaryIn } from "~/blog/posts.server";
import { pageOfRequest } from "~/current-page";
import { routeMeta } from "~/seo";
import { slugOf } from "~/site-routes";

// Typed without ./+types: this route exists only when the owner has a series
// (app/site-routes.ts), and typegen writes types only for routes that exist.
// One route for every series: the series' address is the last part of the page's.
export function loader({ request }: LoaderFunctionArgs) {
  const { language, path } = pageOfRequest(request);
  const series = seriesOf(allPosts(language)).find(({ slug }) => slug === slugOf(path));
  if (!series) throw data(null, { status: 404 });
  return { series: series.name, posts: series.posts.map(summaryIn(language)) };
}

// Its title, description and whether search engines keep it are its route's (app/site-routes.ts).
export const meta = routeMeta;

export default function BlogSeries() {
  return <BlogPage {...useLoaderData<typeof loader>()} />;
}
