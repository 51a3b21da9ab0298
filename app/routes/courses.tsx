import { CoursesPage } from "~/components/courses-page";
import { profile } from "~/content/profile";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta(
    "Courses",
    `Courses and certificates of ${profile.name}, ${profile.position}: where I learned what I build with.`,
  );

export default function Courses() {
  return <CoursesPage />;
}
