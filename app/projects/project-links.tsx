import type { Project } from "#core/schema.ts";
import { useWords } from "~/i18n/use-words";
import { EntryName } from "~/ui/entry-text";
import { ExternalLink } from "~/ui/external-link";

/** The project's live site and, when the owner names one, its source; each named for the project. */
export function ProjectLinks({ project }: { project: Project & { lang?: string } }) {
  const words = useWords();
  const name = <EntryName entry={project} />;
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
