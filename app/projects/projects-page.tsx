import { titles } from "~/site-routes";
import { ProjectsGallery } from "./projects-gallery";

export function ProjectsPage() {
  return (
    <div className="page">
      <h1 className="page-title">{titles.projects}</h1>
      <ProjectsGallery />
    </div>
  );
}
