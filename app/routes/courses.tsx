import { profile } from "~/content/profile";
import { CoursesPage } from "~/courses/courses-page";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

export const meta = () =>
  pageMeta({
    title: titles.courses,
    description: `Courses and certificates of ${profile.name}, ${profile.position}: where I learned what I build with.`,
    path: "/courses",
  });

export default function Courses() {
  return <CoursesPage />;
}
