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
 * hashed assets cached for a year and HTML revalidated on every visit.
 *
 * @param {{ root?: string, routes?: Array<{ path: string, handler: Middleware }> }} [options]
 *   `routes` are extra endpoints (such as the local email outbox) tried before the files.
 */
export function createSiteServer({ root = "build/client", routes = [] } = {}) {
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
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    const route = routes.find((candidate) => candidate.path === pathname);
    compress(req, res, () => {
      if (route) return route.handler(req, res, () => {});
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" });
        return res.end("Method Not Allowed");
      }
      // 404.html is the page for unknown paths, not a route of its own.
      if (/^\/404(\.html|\/)?$/.test(pathname)) return notFound(req, res);
      files(req, res);
    });
  });
}
