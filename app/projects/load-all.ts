type Lazy = { loading: string };

/** How long the page is free for: the browser's idle deadline, or a stand-in for one. */
export type IdleTime = { timeRemaining(): number };

/**
 * Waits until the page has nothing else to do (hydration, a frame), so that starting a load
 * never lengthens a task the visitor could be waiting on. Where the browser has no idle
 * callbacks (Safari), the next task, with a few milliseconds to use.
 */
export function whenIdle(): Promise<IdleTime> {
  return new Promise((done) => {
    if ("requestIdleCallback" in globalThis) requestIdleCallback(done, { timeout: 500 });
    else setTimeout(() => done({ timeRemaining: () => SLICE_MS }));
  });
}

/**
 * The longest a turn may run. A turn is stretched several times over whenever the main thread
 * loses its core midway, and a slow phone multiplies it again; short turns keep even a
 * stretched one well below the 50 ms a visitor can feel.
 */
const SLICE_MS = 2;

/**
 * Turns lazy images eager, in idle time: each turn starts as many loads as fit in a few
 * milliseconds (at least one), then gives the page back. All of a long list at once would be
 * one long task on a phone, just as the page becomes interactive.
 */
export async function loadAll(
  images: readonly Lazy[],
  {
    signal,
    idle = whenIdle,
    now = () => performance.now(),
  }: { signal?: AbortSignal; idle?: () => Promise<IdleTime>; now?: () => number } = {},
) {
  let next = 0;
  while (next < images.length) {
    const deadline = await idle();
    if (signal?.aborted) return;
    const end = now() + Math.min(SLICE_MS, deadline.timeRemaining());
    do {
      const image = images[next++];
      if (image) image.loading = "eager";
    } while (next < images.length && now() < end);
  }
}
