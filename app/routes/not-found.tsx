import { NotFoundPage } from "~/not-found/not-found-page";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

export const meta = () =>
  pageMeta({
    title: titles.notFound,
    description: "The page you are looking for does not exist. Please check the URL and try again.",
    path: null,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
