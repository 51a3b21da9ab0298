import { ProjectsGallery } from "./projects-gallery";

export function ProjectsPage() {
  return (
    <div className="page">
      <h1 className="page-title">My Projects</h1>
      <ProjectsGallery />
    </div>
  );
}
