// Once `npm run dev` has answered its first page, loads the Markdown renderer (`warmUp` of
// `file`) in the module runner the pages are rendered in, so that the first edit to a post shows
// as soon as the next ones (docs/performance.md). After the first page, not with it: it would
// compete with that page for the one thread.
import type { Plugin } from "vite";
import { afterFirstPage } from "./after-first-page.ts";

export function warmMarkdownAfterFirstPage(file: string): Plugin {
  return afterFirstPage("portfolio:warm-markdown", (server) => {
    const { runner } = server.environments.ssr as {
      runner?: { import(url: string): Promise<{ warmUp?: () => Promise<void> }> };
    };
    // Only a head start: a failure here is met again, and shown, by the page that needs it.
    runner
      ?.import(file)
      .then((module) => module.warmUp?.())
      .catch(() => undefined);
  });
}
