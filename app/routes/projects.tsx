import { profile } from "~/content/profile";
import { ProjectsPage } from "~/projects/projects-page";
import { pageMeta } from "~/seo";
import { titles } from "~/site-routes";

export const meta = () =>
  pageMeta({
    title: titles.projects,
    description: `Projects by ${profile.name}, ${profile.position}, with screenshots and links to the live sites.`,
    path: "/projects",
  });

export default function Projects() {
  return <ProjectsPage />;
}
