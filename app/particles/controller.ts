import { particleConfig } from "./config";
import type { EngineMessage, EngineStart } from "./engine";
import { workerCanvasIsSafe } from "./engine-choice";
import { type FieldState, loadState, saveState } from "./field-state";
import type { WorkerMessage, WorkerReply } from "./particle-worker";
import { STARTED_MARK } from "./started-mark";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)");
const darkScheme = () => window.matchMedia("(prefers-color-scheme: dark)");

/** The theme's particle colour: the canvas's `color` is --color-particle (tokens.css). */
const particleColor = (canvas: HTMLCanvasElement) => getComputedStyle(canvas).color;

/** The tab's session storage, where the field waits for the next page; absent where forbidden. */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function measure(canvas: HTMLCanvasElement): EngineStart {
  const rect = canvas.getBoundingClientRect();
  return {
    width: rect.width,
    height: rect.height,
    pixelRatio: Math.min(window.devicePixelRatio || 1, particleConfig.maxPixelRatio),
    hidden: document.visibilityState === "hidden",
    reducedMotion: reducedMotion().matches,
    color: particleColor(canvas),
  };
}

/**
 * Starts the field on the canvas: in a worker that owns the canvas where the browser can
 * (OffscreenCanvas and module workers) and safely (not WebKit, see engine-choice.ts), otherwise
 * on the main thread with the same engine.
 * Forwards pointer, clicks, size, visibility and motion preference; returns the clean-up.
 */
export async function startParticles(canvas: HTMLCanvasElement): Promise<() => void> {
  const start = { ...measure(canvas), carried: loadState(tabStorage()) };
  let send: (message: EngineMessage) => void;
  let stopEngine: () => void;
  let mode: "worker" | "main";
  // The mark says the field has drawn its first frame, which in a worker comes a module load
  // after this function returns (the compositor shows that frame a moment later), and whether
  // it went on from the previous page's field.
  const markStarted = (carried: boolean) =>
    performance.mark(STARTED_MARK, { detail: { mode, carried } });
  // The latest word of where the particles are, written for the next page as this one goes.
  let latest: FieldState | undefined;
  const keep = (state: FieldState) => {
    latest = state;
  };

  if (
    "transferControlToOffscreen" in canvas &&
    typeof Worker !== "undefined" &&
    workerCanvasIsSafe(navigator.userAgent)
  ) {
    mode = "worker";
    const worker = new Worker(new URL("./particle-worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.type === "drawn") markStarted(data.carried);
      else keep(data.state);
    };
    const offscreen = canvas.transferControlToOffscreen();
    const post = (message: WorkerMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    post({ type: "init", canvas: offscreen, ...start }, [offscreen]);
    send = post;
    stopEngine = () => worker.terminate();
  } else {
    mode = "main";
    const { createEngine } = await import("./engine");
    const engine = createEngine(canvas, start, {
      request: (tick) => requestAnimationFrame(tick),
      cancel: (id) => cancelAnimationFrame(id),
      firstDrawn: markStarted,
      keep,
    });
    send = (message) => engine.handle(message);
    stopEngine = () => engine.stop();
  }

  const controller = new AbortController();
  const { signal } = controller;
  const options = { passive: true, signal } as const;

  window.addEventListener(
    "pointermove",
    (e) => send({ type: "pointer", at: { x: e.clientX, y: e.clientY } }),
    options,
  );
  // The pointer left the window, or a finger lifted: nothing to flee from any more.
  document.documentElement.addEventListener(
    "pointerleave",
    () => send({ type: "pointer", at: null }),
    options,
  );
  window.addEventListener(
    "pointerup",
    (e) => {
      if (e.pointerType !== "mouse") send({ type: "pointer", at: null });
    },
    options,
  );
  window.addEventListener(
    "click",
    (e) => {
      // detail 0 is a click made with the keyboard: it has no point on the screen.
      if (e.detail > 0) send({ type: "click", at: { x: e.clientX, y: e.clientY } });
    },
    options,
  );
  document.addEventListener(
    "visibilitychange",
    () => send({ type: "visibility", hidden: document.visibilityState === "hidden" }),
    options,
  );
  reducedMotion().addEventListener(
    "change",
    (e) => send({ type: "motion", reduced: e.matches }),
    options,
  );
  // The theme changes when the visitor presses the toggle (data-theme on <html>, set by the
  // theme script) or, with no choice stored, when the system's setting changes.
  let color = start.color;
  const recolor = () => {
    const next = particleColor(canvas);
    if (next === color) return;
    color = next;
    send({ type: "color", color });
  };
  const themeObserver = new MutationObserver(recolor);
  themeObserver.observe(document.documentElement, { attributeFilter: ["data-theme"] });
  darkScheme().addEventListener("change", recolor, options);
  // pagehide, not unload: it fires on every way out, the back/forward cache's included.
  window.addEventListener(
    "pagehide",
    () => {
      if (latest) saveState(latest, tabStorage());
    },
    options,
  );
  const resize = new ResizeObserver(() => {
    const { width, height, pixelRatio } = measure(canvas);
    send({ type: "resize", width, height, pixelRatio });
  });
  resize.observe(canvas);

  return () => {
    controller.abort();
    resize.disconnect();
    themeObserver.disconnect();
    stopEngine();
    performance.clearMarks(STARTED_MARK);
  };
}
