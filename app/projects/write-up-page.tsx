import { type Device, devices } from "#core/devices.ts";
import { contentIn } from "#core/local-content.ts";
import { proseTexts } from "~/blog/prose-texts";
import { useWords } from "~/i18n/use-words";
import { BackLink } from "~/ui/back-link";
import { EntryText } from "~/ui/entry-text";
import { ProjectLinks } from "./project-links";
import { ScreenshotPicture } from "./screenshot-picture";

// The shots side by side from 48rem (3 : 1.2 : 0.6 of a 46rem column), stacked below it.
const sizes: Record<Device, string> = {
  pc: "(min-width: 48rem) 29rem, 100vw",
  tablet: "(min-width: 48rem) 12rem, 100vw",
  mobile: "(min-width: 48rem) 6rem, 100vw",
};

/** A project's own page: its three screenshots large, its links, then the write-up. */
export function WriteUpPage({ index, html, lang }: { index: number; html: string; lang: string }) {
  const words = useWords();
  const project = contentIn(words.language).projects[index];
  if (!project) return null;
  return (
    // Search indexes the write-up from here (build-time/search-index.ts).
    <article className="page write-up" data-pagefind-body="">
      <BackLink to="/projects" label="allProjects" />
      <EntryText as="h1" className="page-title post__title" entry={project} field="title" />
      <EntryText
        as="p"
        className="chip project__tech write-up__tech"
        entry={project}
        field="technology"
      />
      <div className="write-up__shots">
        {devices.map((device) => (
          <ScreenshotPicture key={device} project={project} device={device} sizes={sizes[device]} />
        ))}
      </div>
      <div className="write-up__links" data-pagefind-ignore="">
        <ProjectLinks project={project} />
      </div>
      {/* Rendered at build time from the owner's own Markdown (app/blog/markdown.server.ts). */}
      {/* The write-up in the site's own language where this one has none of its own. */}
      <div
        className="prose"
        lang={lang === words.language ? undefined : lang}
        {...proseTexts(words)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's write-up, built by us
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
