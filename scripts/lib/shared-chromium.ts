// Vitest's global setup for the test files that drive a browser. A browser's start is many
// processes at once; inside a test file's beforeAll it races the hook's timeout against the
// other test files on the same cores. Started here, before any test file, it starts on a quiet
// machine, outside any hook, and a browser that truly hangs fails with Playwright's own launch
// log instead of a bare "Hook timed out". The test files only connect, which is one WebSocket.
import { chromium } from "@playwright/test";
import type { TestProject } from "vitest/node";
import { chromiumArgs, findHeadlessChromium } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the shared Chromium listens: pass it to `chromium.connect`. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const server = await chromium.launchServer({
    executablePath: findHeadlessChromium(),
    args: chromiumArgs,
  });
  const took = performance.now() - started;
  // One line when the start was slow, so that a CI log says where the time went.
  if (took > 5_000)
    console.warn(`Chromium for the browser tests took ${Math.round(took)} ms to start.`);
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
