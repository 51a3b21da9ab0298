// Node keeps the compiled code of every module loaded after this (Babel, Rolldown's JavaScript,
// the Markdown and image tools the build and the dev server load) under the system's temporary
// folder, as Vite's own command does for itself: the next `npm run dev` or build skips compiling
// it. A build writes the cache as it exits; the dev server never exits on its own, so it writes
// once its first pages have loaded what they need.
import module from "node:module";

const FLUSH_AFTER_MS = 10_000;

export function keepCompiledCode(): void {
  try {
    module.enableCompileCache?.();
    setTimeout(() => {
      try {
        module.flushCompileCache?.();
      } catch {}
    }, FLUSH_AFTER_MS).unref();
  } catch {
    // A cache Node cannot keep (a read-only temporary folder) only costs the time it saves.
  }
}
