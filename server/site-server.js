import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import compression from "compression";
import sirv from "sirv";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {(req: Request, res: Response, next: () => void) => void} Middleware
 */

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the prerendered build the way a good static host does: each known route's own HTML
 * with 200 (with or without a trailing slash), 404.html with a real 404 for anything else,
 * hashed assets cached for a year and HTML revalidated on every visit, the build's security
 * headers on every answer, all under the build's base path.
 *
 * @param {{
 *   root?: string,
 *   base?: string,
 *   headers?: Record<string, string>,
 *   routes?: Array<{ path: string, handler: Middleware }>,
 * }} [options]
 *   `routes` are extra endpoints (such as the local email outbox), matched before the files
 *   and outside the base path.
 */
export function createSiteServer({
  root = "build/client",
  base = "/",
  headers = {},
  routes = [],
} = {}) {
  const dir = resolve(root);
  const notFoundPage = readFileSync(join(dir, "404.html"));
  // compression is typed for Express, but it is plain Node middleware underneath.
  const compress = /** @type {Middleware} */ (/** @type {unknown} */ (compression()));

  /** @param {Request} req @param {Response} res */
  const notFound = (req, res) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  };

  const files = sirv(dir, {
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? `public, max-age=${YEAR}, immutable` : "no-cache",
      );
    },
    onNoMatch: notFound,
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = routes.find((candidate) => candidate.path === url.pathname);
    compress(req, res, () => {
      if (route) return route.handler(req, res, () => {});
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" });
        return res.end("Method Not Allowed");
      }
      if (`${url.pathname}/` === base) {
        res.writeHead(301, { Location: `${base}${url.search}` });
        return res.end();
      }
      if (!url.pathname.startsWith(base)) return notFound(req, res);
      const pathname = url.pathname.slice(base.length - 1);
      // 404.html is the page for unknown paths, not a route of its own.
      if (/^\/404(\.html|\/)?$/.test(pathname)) return notFound(req, res);
      req.url = `${pathname}${url.search}`;
      files(req, res);
    });
  });
}
