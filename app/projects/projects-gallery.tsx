import { useCallback, useEffect, useRef, useState } from "react";
import { projects } from "~/content/projects";
import { Loader } from "./loader";
import { ProjectCard } from "./project-card";
import { allSettled, alreadyComplete, type Settled, settle } from "./settling";

const total = projects.length * 3;

function reportFailure(src: string) {
  // Logged for the owner, never shown to the visitor.
  console.error(`Could not load project screenshot ${src}`);
}

export function ProjectsGallery() {
  const listRef = useRef<HTMLUListElement>(null);
  const [settled, setSettled] = useState<Settled>(() => new Set());
  const ready = allSettled(settled, total);

  const onSettled = useCallback((key: string, event: React.SyntheticEvent<HTMLImageElement>) => {
    if (event.type === "error") {
      const img = event.currentTarget;
      reportFailure(img.currentSrc || img.src);
    }
    setSettled((current) => settle(current, [key]));
  }, []);

  // Prerendered or cached images may have finished before React attached its handlers.
  useEffect(() => {
    const images = listRef.current?.querySelectorAll<HTMLImageElement>("img[data-settle-key]");
    const entries = [...(images ?? [])].map(
      (img) => [img.dataset.settleKey ?? "", img] as [string, HTMLImageElement],
    );
    const { done, failed } = alreadyComplete(entries);
    failed.forEach(reportFailure);
    setSettled((current) => settle(current, done));
  }, []);

  return (
    <div className="gallery">
      {!ready && <Loader />}
      {/* Hidden, not removed: it keeps its place and its images keep loading, so showing it
          moves nothing. Without JavaScript the noscript rule shows it straight away. */}
      <ul
        ref={listRef}
        className="project-list"
        aria-label="Projects"
        aria-busy={!ready}
        data-ready={ready}
      >
        {projects.map((project, index) => (
          <ProjectCard key={project.href} project={project} index={index} onSettled={onSettled} />
        ))}
      </ul>
      <noscript>
        <style>
          {'.project-list[data-ready="false"]{visibility:visible}.loader{display:none}'}
        </style>
      </noscript>
    </div>
  );
}
