import { NotFoundPage } from "~/not-found/not-found-page";
import { pageLanguage, pageMeta } from "~/seo";
import type { Route } from "./+types/not-found";

export const meta = (args: Route.MetaArgs) => {
  const { language, words } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("notFound"),
    description: words.text("notFoundDescription"),
    path: null,
  });
};

export default function NotFound() {
  return <NotFoundPage />;
}
