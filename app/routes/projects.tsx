import { ProjectsPage } from "~/projects/projects-page";
import { pageLanguage, pageMeta } from "~/seo";
import type { Route } from "./+types/projects";

export const meta = (args: Route.MetaArgs) => {
  const { language, words, describe } = pageLanguage(args);
  return pageMeta({
    language,
    title: words.text("projects"),
    description: describe("projectsDescription"),
    path: "/projects",
  });
};

export default function Projects() {
  return <ProjectsPage />;
}
