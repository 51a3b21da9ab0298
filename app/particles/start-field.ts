import { firstScreenShown } from "~/shell/first-screen";
import { attachOnce } from "~/ui/attach-once";

/** Marks the field's canvas for the page's script: ParticleBackground renders it. */
export const PARTICLES_ATTRIBUTE = "data-particles";

/** Resolves after the page's next paint: the frame's callbacks run before it, a task after. */
const afterPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

/**
 * Resolves once the page has loaded (what it asked for before: Inter, its images) and the main
 * thread is then free: the page's own work after its first paint (the page script, Inter's
 * layout) is done by then.
 */
const afterLoadAndIdle = () =>
  new Promise<void>((done) => {
    const idle = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(() => done(), { timeout: 1000 });
      else setTimeout(done);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });

/**
 * Starts the field once the page has painted, has loaded and no page holds its first screen (the
 * projects' list waits for its screenshots), so it never competes with what the visitor came to
 * read. The engine and its worker load only then: a worker starting, its module compiling and
 * its first frames composited take the cores the page's own tasks need after the first paint,
 * which a slow phone counts as blocking (docs/performance.md, "Blocking time after the first
 * paint"). Returns the clean-up.
 */
export function startField(canvas: HTMLCanvasElement): () => void {
  return attachOnce("particles", canvas, () => runField(canvas));
}

function runField(canvas: HTMLCanvasElement): () => void {
  let stop: (() => void) | undefined;
  let disposed = false;
  void (async () => {
    await afterPaint();
    await firstScreenShown();
    await afterLoadAndIdle();
    if (disposed) return;
    const { startParticles } = await import("./controller");
    const cleanup = await startParticles(canvas);
    if (disposed) cleanup();
    else stop = cleanup;
  })().catch((error: unknown) => console.error("Particle background failed to start", error));
  return () => {
    disposed = true;
    stop?.();
  };
}
