import { CoursesPage } from "~/courses/courses-page";
import { routeMeta } from "~/seo";

export const meta = routeMeta;

export default function Courses() {
  return <CoursesPage />;
}
