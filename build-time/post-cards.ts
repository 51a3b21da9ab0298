import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { keptPostCard, renderPostCard } from "./share-images/draw.ts";
import type { PostCardInput } from "./share-images/layouts.ts";

// Drawing a post's card is most of a post's cold build (docs/performance.md, "Builds at
// scale"): drawn on a thread for each core but one, even one card, which loads satori, resvg
// and the font on the thread and not on the build's (about a second). The cards are written
// last, so they need not be drawn sooner than the pages are made: the core left is the bundles'
// and the prerender's, and a thread fewer is one less copy of the drawing code to load.

/** Cards a thread draws before another is worth starting. */
const CARDS_A_THREAD = 16;

/** Each post's card as PNG, in the order given: from the cache, else drawn. */
export async function drawPostCards(
  inputs: PostCardInput[],
  /** Where the cards are kept; the share images' own cache when not given. */
  cacheDir?: string,
): Promise<Buffer[]> {
  const cards = inputs.map((input) => keptPostCard(input, cacheDir));
  const missing = cards.flatMap((card, index) => (card ? [] : [index]));
  if (missing.length === 0) return cards as Buffer[];
  // One core: a thread would only take turns with the build's.
  if (availableParallelism() === 1) {
    for (const index of missing)
      cards[index] = await renderPostCard(inputs[index] as PostCardInput, cacheDir);
    return cards as Buffer[];
  }
  const threads = Math.min(
    Math.max(1, availableParallelism() - 1),
    Math.ceil(missing.length / CARDS_A_THREAD),
  );
  const todo = missing.map((index) => inputs[index] as PostCardInput);
  // Where a worker cannot start (no tsx: installed without the dev dependencies), or fails, the
  // build's own thread draws them: the same cards, more slowly; a card's own error then shows.
  const drawn = await drawOnThreads(todo, threads, cacheDir).catch(async () => {
    const cards: Buffer[] = [];
    for (const input of todo) cards.push(await renderPostCard(input, cacheDir));
    return cards;
  });
  missing.forEach((index, at) => {
    cards[index] = drawn[at];
  });
  return cards as Buffer[];
}

type Answer = { id: number; png?: Uint8Array; error?: string } | { done: true };

/**
 * The cards drawn by `count` workers, each taking the next card from a counter they share as it
 * finishes one: the build's thread, busy with the bundles and the pages, only collects them. A
 * worker that waited for it to hand on each card stood idle a third of the time.
 */
async function drawOnThreads(
  inputs: PostCardInput[],
  count: number,
  cacheDir: string | undefined,
): Promise<Buffer[]> {
  const cards: Buffer[] = new Array(inputs.length);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL("./post-card-worker.mjs", import.meta.url)),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on("message", (answer: Answer) => {
              if ("done" in answer) return resolve();
              const { id, png, error } = answer;
              if (!png) return reject(new Error(`A post card could not be drawn: ${error}`));
              cards[id] = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
            });
            worker.on("error", reject);
            worker.postMessage({ inputs, next, cacheDir });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return cards;
}
