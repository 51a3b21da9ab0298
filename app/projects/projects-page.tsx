import { useWords } from "~/i18n/use-words";
import { ProjectsGallery } from "./projects-gallery";

export function ProjectsPage() {
  const words = useWords();
  return (
    <div className="page">
      <h1 className="page-title">{words.say("projects")}</h1>
      <ProjectsGallery />
    </div>
  );
}
