import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";

/**
 * A page as a browser with scripts turned off renders it: no script runs or loads, and what
 * `<noscript>` holds is part of the page. Lighthouse cannot turn scripts off (it runs its own in
 * the page), and blocking the files is another case: scripts on but never arriving, where
 * `<noscript>` stays inert. So the bench serves the page already in this form.
 */
export function asWithoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<\/?noscript>/gi, "");
}

/**
 * Serves each prerendered route under `prefix` as `asWithoutScripts` makes it (`/projects` at
 * `${prefix}/projects`); anything else under it is not found.
 */
export function pagesWithoutScripts(prefix: string, root: string, routes: () => readonly string[]) {
  return (app: FastifyInstance) =>
    app.get(`${prefix}/*`, (request, reply) => {
      const page = request.url.slice(prefix.length).split("?")[0] ?? "";
      if (!routes().includes(page)) return reply.code(404).send();
      const html = readFileSync(join(root, page, "index.html"), "utf8");
      return reply.type("text/html; charset=utf-8").send(asWithoutScripts(html));
    });
}
