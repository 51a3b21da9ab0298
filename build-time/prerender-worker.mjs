// Answers prerender requests for build-time/prerender-threads.ts with the build's own server
// bundle, on a thread of its own. JavaScript, so that a worker can start it; the bundle is
// JavaScript already.
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";

const build = await import(pathToFileURL(workerData.serverBuild).href);
// Given every address prerendered, as on the build's thread (build-time/prerender-server.ts).
const handler = createRequestHandler(
  { ...build, prerender: workerData.prerender },
  workerData.mode,
);

parentPort?.on("message", async ({ id, url, headers }) => {
  try {
    const response = await handler(new Request(url, { headers }));
    const body = await response.arrayBuffer();
    const answer = { id, status: response.status, headers: [...response.headers], body };
    parentPort?.postMessage(answer, [body]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
parentPort?.postMessage({ id: -1, ready: true });
