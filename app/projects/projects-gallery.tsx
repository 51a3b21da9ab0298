import { useEffect, useMemo, useRef, useState } from "react";
import { projects } from "~/content/projects";
import { holdFirstScreen } from "~/shell/first-screen";
import { loadAll } from "./load-all";
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
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The particle field waits for the list (see first-screen.ts); leaving the page lets it go.
    let shown!: () => void;
    holdFirstScreen(
      new Promise<void>((done) => {
        shown = done;
      }),
    );
    // Counted outside React state: a settled screenshot changes nothing on screen until the last
    // one has, so the 3 × N load events cause one render, not one each.
    let settled: Settled = new Set();
    const record = (keys: readonly string[]) => {
      settled = settle(settled, keys);
      if (!allSettled(settled, total)) return;
      setReady(true);
      shown();
    };
    // One listener on the list, in the capture phase (load and error do not bubble), instead of
    // two React handlers on each image: the cards then hydrate with nothing to attach, and a
    // shot that settles before its card has hydrated is still counted.
    const onSettled = (event: Event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement) || !img.dataset.settleKey) return;
      if (event.type === "error") reportFailure(img.currentSrc || img.src);
      record([img.dataset.settleKey]);
    };
    list.addEventListener("load", onSettled, true);
    list.addEventListener("error", onSettled, true);
    // Prerendered or cached images may have finished before anyone listened.
    const images = [...list.querySelectorAll<HTMLImageElement>("img[data-settle-key]")];
    const { done, failed } = alreadyComplete(
      images.map((img) => [img.dataset.settleKey ?? "", img] as [string, HTMLImageElement]),
    );
    failed.forEach(reportFailure);
    record(done);
    // The list waits for every shot, so none may wait for the visitor to scroll (see
    // ProjectCard). Those that had not started start now; their load events count them.
    const controller = new AbortController();
    void loadAll(images, { signal: controller.signal });
    return () => {
      shown();
      controller.abort();
      list.removeEventListener("load", onSettled, true);
      list.removeEventListener("error", onSettled, true);
    };
  }, []);

  // The cards never change: showing the list re-renders none of them. (Not a Suspense boundary
  // each, to hydrate them in turns: a prerender sends such boundaries out of place, to be moved
  // in by a script, which a visitor without JavaScript would never see.)
  const cards = useMemo(
    () =>
      projects.map((project, index) => (
        <ProjectCard key={project.href} project={project} index={index} />
      )),
    [],
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
          {
            '.project-list[data-ready="false"]{visibility:visible}.project-list[data-ready="false"]>.project{content-visibility:auto}.loader{display:none}'
          }
        </style>
      </noscript>
    </div>
  );
}
