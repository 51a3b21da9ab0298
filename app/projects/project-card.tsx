import { type Device, devices } from "#core/devices.ts";
import { writeUpPath } from "#core/page-paths.ts";
import type { Project } from "#core/schema.ts";
import { writeUpSlug } from "#core/write-up-slug.ts";
import { useWords } from "~/i18n/use-words";
import { EntryName, EntryText } from "~/ui/entry-text";
import { pageHref } from "~/ui/page-href";
import { ProjectLinks } from "./project-links";
import { ScreenshotPicture } from "./screenshot-picture";
import { screenshot } from "./screenshots";

// How wide each shot is drawn, for the browser to pick a variant: the showcase is the card's
// width (one column below 1024 px, two above, inside a 72rem page), and the shots take 84%,
// 26% and 12% of it.
const sizes: Record<Device, string> = {
  pc: "(min-width: 1024px) min(29rem, 40vw), calc(84vw - 3rem)",
  tablet: "(min-width: 1024px) min(9rem, 13vw), calc(26vw - 1rem)",
  mobile: "(min-width: 1024px) min(4.25rem, 6vw), calc(12vw - 0.5rem)",
};

type Props = { project: Project & { lang?: string }; index: number; anchor: string };

/** One project. Its shots carry a key the gallery counts them by as they load (data-settle-key). */
export function ProjectCard({ project, index, anchor }: Props) {
  const words = useWords();
  const { w, h } = screenshot(project, "pc").img;
  // The desktop shot's proportions size the card's placeholder while it is off screen.
  const style = { "--pc-ratio": (h / w).toFixed(4) } as React.CSSProperties;
  return (
    <li id={anchor} className="card project" style={style}>
      <div className="showcase">
        {devices.map((device) => {
          const key = `${index}-${device}`;
          return (
            <ScreenshotPicture
              key={device}
              project={project}
              device={device}
              sizes={sizes[device]}
              className={`device device--${device}`}
              // Lazy in the page as it is sent, so that no shot competes with what the first paint
              // needs (the styles and the font of the heading, the page's largest paint while the
              // list waits) or with the scripts that show the list; without JavaScript the list
              // is shown at once and its shots load as the visitor scrolls. The gallery turns
              // them all eager once it runs, because it shows the list only once all are in.
              loading="lazy"
              fetchPriority="low"
              data-settle-key={key}
            />
          );
        })}
      </div>
      <div className="project__body">
        <EntryText as="h2" className="project__title" entry={project} field="title" />
        <EntryText as="p" className="chip project__tech" entry={project} field="technology" />
        <div className="project__links">
          {project.writeUp && (
            <a
              href={pageHref(words.path(writeUpPath(writeUpSlug(project.writeUp))))}
              className="project__link"
            >
              {words.say("readWriteUp")}
              <EntryName entry={project} />
              <span aria-hidden="true">→</span>
            </a>
          )}
          <ProjectLinks project={project} />
        </div>
      </div>
    </li>
  );
}
