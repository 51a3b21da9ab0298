import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
  // Counted outside React state: a settled screenshot changes nothing on screen until the last
  // one has, so the 3 × N load events cause one render, not one each.
  const settled = useRef<Settled>(new Set());
  const [ready, setReady] = useState(false);

  const record = useCallback((keys: readonly string[]) => {
    settled.current = settle(settled.current, keys);
    if (allSettled(settled.current, total)) setReady(true);
  }, []);

  const onSettled = useCallback(
    (key: string, event: React.SyntheticEvent<HTMLImageElement>) => {
      if (event.type === "error") {
        const img = event.currentTarget;
        reportFailure(img.currentSrc || img.src);
      }
      record([key]);
    },
    [record],
  );

  useEffect(() => {
    const images = [
      ...(listRef.current?.querySelectorAll<HTMLImageElement>("img[data-settle-key]") ?? []),
    ];
    // Prerendered or cached images may have finished before React attached its handlers.
    const { done, failed } = alreadyComplete(
      images.map((img) => [img.dataset.settleKey ?? "", img] as [string, HTMLImageElement]),
    );
    failed.forEach(reportFailure);
    record(done);
  }, [record]);

  // The cards never change: showing the list re-renders none of them.
  const cards = useMemo(
    () =>
      projects.map((project, index) => (
        <ProjectCard key={project.href} project={project} index={index} onSettled={onSettled} />
      )),
    [onSettled],
  );

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
        {cards}
      </ul>
      <noscript>
        <style>
          {'.project-list[data-ready="false"]{visibility:visible}.loader{display:none}'}
        </style>
      </noscript>
    </div>
  );
}
