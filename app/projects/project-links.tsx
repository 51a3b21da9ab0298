import type { Project } from "#core/schema.ts";
import { useWords } from "~/i18n/use-words";
import { ExternalLink } from "~/ui/external-link";

/** The project's live site and, when the owner names one, its source; each named for the project. */
export function ProjectLinks({ project }: { project: Project & { lang?: string } }) {
  const words = useWords();
  const name = (
    <span className="sr-only" lang={project.lang}>
      : {project.title}
    </span>
  );
  return (
    <>
      <ExternalLink href={project.href} className="project__link">
        {words.say("liveSite")}
        {name}
        <span aria-hidden="true">→</span>
      </ExternalLink>
      {project.repository && (
        <ExternalLink href={project.repository} className="project__link">
          {words.say("sourceCode")}
          {name}
          <span aria-hidden="true">→</span>
        </ExternalLink>
      )}
    </>
  );
}
