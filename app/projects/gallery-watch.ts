import { holdFirstScreen } from "~/shell/first-screen";
import { loadAll } from "./load-all";
import { allSettled, alreadyComplete, type Settled, settle } from "./settling";

/** Marks the projects' gallery for the page's script: ProjectsGallery renders it. */
export const GALLERY_ATTRIBUTE = "data-gallery";

function reportFailure(src: string) {
  // Logged for the owner, never shown to the visitor.
  console.error(`Could not load project screenshot ${src}`);
}

/**
 * Shows the projects once every screenshot has settled (loaded or failed), the loader until
 * then. Plain DOM: the page's script runs it on a page without React. Returns the clean-up.
 */
export function watchGallery(gallery: Element): () => void {
  const list = gallery.querySelector("ul");
  const loader = gallery.querySelector<HTMLElement>('[role="status"]');
  if (!list) return () => {};
  const images = [...list.querySelectorAll<HTMLImageElement>("img[data-settle-key]")];
  const total = images.length;
  // The particle field waits for the list (see first-screen.ts); leaving the page lets it go.
  let shown!: () => void;
  holdFirstScreen(
    new Promise<void>((done) => {
      shown = done;
    }),
  );
  let settled: Settled = new Set();
  const record = (keys: readonly string[]) => {
    settled = settle(settled, keys);
    if (!allSettled(settled, total)) return;
    list.dataset.ready = "true";
    list.setAttribute("aria-busy", "false");
    if (loader) loader.hidden = true;
    shown();
  };
  // One listener on the list, in the capture phase (load and error do not bubble).
  const onSettled = (event: Event) => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.dataset.settleKey) return;
    if (event.type === "error") reportFailure(img.currentSrc || img.src);
    record([img.dataset.settleKey]);
  };
  list.addEventListener("load", onSettled, true);
  list.addEventListener("error", onSettled, true);
  // Images that finished before anyone listened.
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
}
