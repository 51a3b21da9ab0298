type Lazy = { loading: string };

/** Gives the rest of the page a turn: `scheduler.yield()` where there is one, a task otherwise. */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((done) => setTimeout(done));
}

/**
 * Turns lazy images eager, a few at a time. Starting an image's load costs the main thread a
 * little (choosing its source, queueing the request); all of a long list at once would be one
 * long task on a phone, just as the page becomes interactive.
 */
export async function loadAll(
  images: readonly Lazy[],
  {
    signal,
    perTurn = 3,
    pause = yieldToPage,
  }: { signal?: AbortSignal; perTurn?: number; pause?: () => Promise<void> } = {},
) {
  for (let start = 0; start < images.length; start += perTurn) {
    if (signal?.aborted) return;
    for (const image of images.slice(start, start + perTurn)) image.loading = "eager";
    await pause();
  }
}
