// Draws post cards for build-time/post-cards.ts on a thread of its own. JavaScript, so that a
// worker can start it: the build's TypeScript loader (Vite's) is not there in a new thread, so
// this registers tsx's before it loads the drawing code.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderPostCard } = await import("./share-images/draw.ts");

parentPort?.on("message", async ({ id, input, cacheDir }) => {
  try {
    parentPort?.postMessage({ id, png: await renderPostCard(input, cacheDir) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
