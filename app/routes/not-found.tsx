import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta("Page not found", "The page you are looking for does not exist.");

export default function NotFound() {
  return <NotFoundPage />;
}
