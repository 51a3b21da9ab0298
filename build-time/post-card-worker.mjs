// Draws post cards for build-time/post-cards.ts on a thread of its own. JavaScript, so that a
// worker can start it: the build's TypeScript loader (Vite's) is not there in a new thread, so
// this registers tsx's before it loads the drawing code.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderPostCard } = await import("./share-images/draw.ts");

// Handed every card to draw and a counter shared with the other workers: each takes the next
// card from it until none is left, then says it is done.
parentPort?.once("message", async ({ inputs, next, cacheDir }) => {
  for (let id = Atomics.add(next, 0, 1); id < inputs.length; id = Atomics.add(next, 0, 1)) {
    try {
      const png = await renderPostCard(inputs[id], cacheDir);
      parentPort?.postMessage({ id, png });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
      return;
    }
  }
  parentPort?.postMessage({ done: true });
});
