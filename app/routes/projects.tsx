import { profile } from "~/content/profile";
import { ProjectsGallery } from "~/projects/projects-gallery";
import { pageMeta } from "~/seo";

export const meta = () =>
  pageMeta({
    title: "My Projects",
    description: `Projects by ${profile.name}, ${profile.position}, with screenshots and links to the live sites.`,
    path: "/projects",
  });

export default function Projects() {
  return (
    <div className="page">
      <h1 className="page-title">My Projects</h1>
      <ProjectsGallery />
    </div>
  );
}
