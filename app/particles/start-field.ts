import { firstScreenShown } from "~/shell/first-screen";
import { attachOnce } from "~/ui/attach-once";

/** Marks the field's canvas for the page's script: ParticleBackground renders it. */
export const PARTICLES_ATTRIBUTE = "data-particles";

/** Resolves after the page's next paint: the frame's callbacks run before it, a task after. */
const afterPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

/**
 * Starts the field once the page has painted and no page holds its first screen (the projects'
 * list waits for its screenshots), so it never competes with what the visitor came to read.
 * The engine and its worker load only then. Returns the clean-up.
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
