import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { keptPostCard, renderPostCard } from "./share-images/draw.ts";
import type { PostCardInput } from "./share-images/layouts.ts";

// Drawing a post's card is most of a post's cold build (docs/performance.md, "Builds at
// scale"): drawn on as many threads as the machine has cores, when there are enough to draw to
// pay for starting them (each loads satori, resvg and the font anew).

/** Fewer cards than this are drawn on the build's own thread. */
const WORTH_A_THREAD = 16;

/** Each post's card as PNG, in the order given: from the cache, else drawn. */
export async function drawPostCards(
  inputs: PostCardInput[],
  /** Where the cards are kept; the share images' own cache when not given. */
  cacheDir?: string,
): Promise<Buffer[]> {
  if (inputs.length < WORTH_A_THREAD) {
    const cards: Buffer[] = [];
    for (const input of inputs) cards.push(await renderPostCard(input, cacheDir));
    return cards;
  }
  const cards = inputs.map((input) => keptPostCard(input, cacheDir));
  const missing = cards.flatMap((card, index) => (card ? [] : [index]));
  if (missing.length < WORTH_A_THREAD) {
    for (const index of missing)
      cards[index] = await renderPostCard(inputs[index] as PostCardInput, cacheDir);
    return cards as Buffer[];
  }
  const threads = Math.min(availableParallelism(), Math.ceil(missing.length / WORTH_A_THREAD));
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

type Answer = { id: number; png?: Uint8Array; error?: string };

/** The cards drawn by `count` workers, each handed the next card as it finishes one. */
async function drawOnThreads(
  inputs: PostCardInput[],
  count: number,
  cacheDir: string | undefined,
): Promise<Buffer[]> {
  const cards: Buffer[] = new Array(inputs.length);
  let next = 0;
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL("./post-card-worker.mjs", import.meta.url)),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= inputs.length) return resolve();
              const id = next++;
              worker.postMessage({ id, input: inputs[id], cacheDir });
            };
            worker.on("message", ({ id, png, error }: Answer) => {
              if (!png) return reject(new Error(`A post card could not be drawn: ${error}`));
              cards[id] = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
              send();
            });
            worker.on("error", reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return cards;
}
