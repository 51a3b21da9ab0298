// Renders posts' Markdown into the cache for build-time/markdown-ahead.ts, on a thread of its
// own. JavaScript, so that a worker can start it: this registers tsx's TypeScript loader before
// it loads the renderer, as the card threads do.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderAhead } = await import("../app/blog/rendered.server.ts");

for (const markdown of workerData.markdowns) await renderAhead(markdown);
parentPort?.close();
