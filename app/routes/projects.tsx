import { ProjectsPage } from "~/projects/projects-page";
import { routeMeta } from "~/seo";

export const meta = routeMeta;

export default function Projects() {
  return <ProjectsPage />;
}
