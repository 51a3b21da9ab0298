// `npm run dev` compiles for the browser the shell every page shares (`file` and what it
// imports) once the first page has been answered: begun as the server started, that work took
// the one thread the first page was being rendered on, and held it back a second
// (docs/performance.md). The browser asks for the same files as the page arrives.
import type { Plugin } from "vite";
import { afterFirstPage } from "./after-first-page.ts";

export function warmShellAfterFirstPage(file: string): Plugin {
  return afterFirstPage("portfolio:warm-shell", (server) => {
    void server.environments.client.warmupRequest(file);
  });
}
