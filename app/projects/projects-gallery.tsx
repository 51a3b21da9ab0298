import { useEffect, useRef } from "react";
import { projects } from "#content/projects.ts";
import { contentIn } from "#core/local-content.ts";
import { useWords } from "~/i18n/use-words";
import { GALLERY_ATTRIBUTE, watchGallery } from "./gallery-watch";
import { Loader } from "./loader";
import { projectAnchors } from "./project-anchor";
import { ProjectCard } from "./project-card";

// The same in every language: the keys of the site's own entries name them, so a link holds.
const anchors = projectAnchors(projects);

/**
 * The projects, hidden behind the loader until their screenshots settle: the page's script
 * (gallery-watch.ts) shows them; React, where it runs, calls the same code.
 */
export function ProjectsGallery() {
  const galleryRef = useRef<HTMLDivElement>(null);
  useEffect(() => (galleryRef.current ? watchGallery(galleryRef.current) : undefined), []);
  const words = useWords();

  return (
    <div ref={galleryRef} className="gallery" {...{ [GALLERY_ATTRIBUTE]: "" }}>
      <Loader />
      {/* Hidden, not removed: it keeps its place and its images keep loading, so showing it
          moves nothing. Without JavaScript the noscript rule shows it straight away. */}
      <ul
        className="project-list"
        aria-label={words.text("projectList")}
        aria-busy="true"
        data-ready="false"
      >
        {contentIn(words.language).projects.map((project, index) => (
          <ProjectCard
            key={project.href}
            project={project}
            index={index}
            anchor={anchors[index] ?? ""}
          />
        ))}
      </ul>
      <noscript>
        <style>
          {
            '.project-list[data-ready="false"]{visibility:visible}.project-list[data-ready="false"]>.project{content-visibility:auto}.loader{display:none}'
          }
        </style>
      </noscript>
    </div>
  );
}
