// The byte budgets and how a page's files are weighed, for the owner's checks of every page
// (tests/site/budgets.spec.ts, pages.spec.ts) and the template's one visit per route
// (every-page.spec.ts). Bytes are deterministic, so budgets are tests: a page that breaks one
// fails `npm test` with the page, the figure and the budget.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const client = "build/client";
export const KB = 1024;
export const budgets = {
  /** What a page that hydrates (the contact form) loads on intent: React, React Router, its code. */
  withReact: 130 * KB,
  /**
   * React Router's list of the site's routes, loaded with it: it grows with the owner's content
   * (a route per tag and per series; the posts share one, as do the write-ups), about 20 bytes
   * gzip a tag, so it is weighed apart from the template's code: 1.8 KB for the demo's 17 tags.
   */
  routeList: 10 * KB,
  /** Every page before it is interactive and, but for React on intent, after: its script, the
   * menu, the particle field's controller and worker. */
  withoutReact: 15 * KB,
  css: 20 * KB,
  firstLoadOfHome: 250 * KB,
  /** The first screen's font: Inter's subset of the basic Latin letters. */
  firstFont: 24 * KB,
  /**
   * A post's share card, 1200×630: 28–60 KB from a one-letter title to one of 283 letters, which
   * is cut to the lines the card holds.
   */
  postCard: 80 * KB,
};

export const htmlFile = (path: string) => join(client, path === "/" ? "" : path, "index.html");
export const gzipSize = (url: string) =>
  gzipSync(readFileSync(join(client, url)), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** React Router's own files: its entry and every route module, as its manifest lists them. */
export function reactRouterFiles(): Set<string> {
  const assets = readdirSync(join(client, "assets"));
  const manifestFile = assets.find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error("the build has no React Router manifest");
  const text = readFileSync(join(client, "assets", manifestFile), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: { module: string };
    routes: Record<string, { module: string }>;
  };
  return new Set([manifest.entry.module, ...Object.values(manifest.routes).map((r) => r.module)]);
}
