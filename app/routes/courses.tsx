import { CoursesPage } from "~/courses/courses-page";
import { pageLanguage, pageMeta } from "~/seo";
import type { Route } from "./+types/courses";

export const meta = (args: Route.MetaArgs) => {
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("courses"),
    description: describe("coursesDescription"),
    path: "/courses",
  });
};

export default function Courses() {
  return <CoursesPage />;
}
