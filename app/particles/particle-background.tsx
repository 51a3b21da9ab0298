import { useEffect, useRef } from "react";
import { firstScreenShown } from "~/shell/first-screen";

/**
 * Resolves once the page has painted and the browser is idle, so that what follows never
 * competes with the first screen; never, if `signal` aborts first.
 */
function quietMoment(signal: AbortSignal): Promise<void> {
  return new Promise((done) => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The frame after the paint; then wait for a quiet moment.
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window)
          idle = requestIdleCallback(() => done(), { timeout: 1500 });
        else done();
      });
    });
    signal.addEventListener("abort", () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    });
  });
}

/**
 * Runs `start` after the first paint, once no page holds its first screen (the projects' list
 * waits for its screenshots), at a quiet moment after that screen's own paint.
 */
async function whenPageShown(signal: AbortSignal, start: () => void) {
  await quietMoment(signal);
  // Asked only now: the page's own effects, which hold the first screen, have run by then.
  await firstScreenShown();
  if (signal.aborted) return;
  await quietMoment(signal);
  start();
}

/** The full-screen particle field behind every page: decorative, never in the way. */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let disposed = false;
    const cancel = new AbortController();
    void whenPageShown(cancel.signal, () => {
      // The engine and its worker load only now, after the page is on screen.
      import("./controller")
        .then(({ startParticles }) => startParticles(canvas))
        .then((cleanup) => {
          if (disposed) cleanup();
          else stop = cleanup;
        })
        .catch((error: unknown) => console.error("Particle background failed to start", error));
    });
    return () => {
      disposed = true;
      cancel.abort();
      stop?.();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable
    <canvas ref={canvasRef} className="particles" aria-hidden="true" />
  );
}
