import { NotFoundPage } from "~/not-found/not-found-page";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/not-found";

// Every address the route table has not: the page says its title and description itself.
export const meta = (args: Route.MetaArgs) =>
  routeMeta(args, ({ words }) => ({
    title: words.text("notFound"),
    description: words.text("notFoundDescription"),
  }));

export default function NotFound() {
  return <NotFoundPage />;
}
