import { languages } from "#core/languages.ts";
import type { Published } from "#core/published.ts";
import { feedFiles, feeds } from "../app/site-routes.ts";

// The type a host must be told for a file whose name does not say it. The build writes these
// for `npm start` (server-config.json) and Netlify and Cloudflare Pages (`_headers`);
// deploy/nginx.conf and vercel.json say the same, which file-types.test.ts holds them to.
// GitHub Pages sends what the name says.

/**
 * By path under the base. JSON Feed's type is application/feed+json, but its name ends in .json,
 * which hosts send as application/json. The RSS and Atom feeds keep the XML type hosts give
 * them, which a browser shows as a page where it would download an rss+xml one.
 */
export function fileTypes(published: Published): Record<string, string> {
  // Each language's JSON feed: /feed.json, /de/feed.json.
  const json = languages.flatMap((language) =>
    feeds(published, language).filter((feed) => feed.path.endsWith(feedFiles.json.path)),
  );
  return Object.fromEntries(json.map((feed) => [feed.path, `${feed.type}; charset=utf-8`]));
}

/** The types as `_headers` rules, after the security headers' rules. */
export function typesHeadersFile(types: Record<string, string>, base: string): string {
  return Object.entries(types)
    .map(([path, type]) => `${base}${path.slice(1)}\n  Content-Type: ${type}\n`)
    .join("");
}
