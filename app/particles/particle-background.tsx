import { useEffect, useRef } from "react";

/**
 * Runs `start` once the page has painted and the browser is idle, so the particle field never
 * competes with the first screen. Returns a cancel function.
 */
function afterFirstPaint(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // The frame after the first paint; then wait for a quiet moment.
    timer = setTimeout(() => {
      if ("requestIdleCallback" in window) idle = requestIdleCallback(start, { timeout: 1500 });
      else start();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** The full-screen particle field behind every page: decorative, never in the way. */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let disposed = false;
    const cancel = afterFirstPaint(() => {
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
      cancel();
      stop?.();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable
    <canvas ref={canvasRef} className="particles" aria-hidden="true" />
  );
}
