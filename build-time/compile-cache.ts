// Node keeps the compiled code of every module loaded after this (Babel, Rolldown's JavaScript,
// the Markdown and image tools the build and the dev server load) in node_modules/.cache, beside
// the build's other caches, so that a host that keeps those between deploys keeps this too
// (docs/deploy.md, "Warm deploys"): the next `npm run dev` or build skips compiling it. Node
// checks each module's source against what it compiled, so nothing stale is run. A build writes
// the cache as it exits; the dev server never exits on its own, so it writes once its first
// pages have loaded what they need.
import module from "node:module";
import { resolve } from "node:path";

/** Where the compiled code is kept. */
export const COMPILE_CACHE = resolve("node_modules", ".cache", "node-compile");

const FLUSH_AFTER_MS = 10_000;

export function keepCompiledCode(): void {
  try {
    module.enableCompileCache?.(COMPILE_CACHE);
    setTimeout(() => {
      try {
        module.flushCompileCache?.();
      } catch {}
    }, FLUSH_AFTER_MS).unref();
  } catch {
    // A cache Node cannot keep (a read-only folder) only costs the time it saves.
  }
}
