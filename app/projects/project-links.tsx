import type { Project } from "~/content/schema";
import { ExternalLink } from "~/ui/external-link";

/** The project's live site and, when the owner names one, its source; each named for the project. */
export function ProjectLinks({ project }: { project: Project }) {
  return (
    <>
      <ExternalLink href={project.href} className="project__link">
        Live site<span className="sr-only">: {project.title}</span>
        <span aria-hidden="true">→</span>
      </ExternalLink>
      {project.repository && (
        <ExternalLink href={project.repository} className="project__link">
          Source code<span className="sr-only">: {project.title}</span>
          <span aria-hidden="true">→</span>
        </ExternalLink>
      )}
    </>
  );
}
