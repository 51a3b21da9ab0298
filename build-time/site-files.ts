// The small files crawlers and browsers ask for, generated from the route list and content at
// build time (build-time/build-end/site-files.ts writes them next to the HTML).

import type { Theme } from "#core/themes.ts";
import { escapeXml } from "#core/xml.ts";
import { siteColors } from "./owner-look.ts";

/** A page of the sitemap: its address, and with several languages the same page in each
 * (hreflang, x-default among them), as Google reads alternates from a sitemap. */
export type SitemapPage =
  | string
  | { path: string; alternates: { hreflang: string; path: string }[] };

/**
 * `lastmod` is the build's day: a page may change with any build. A page in `modified` changed
 * on its own day instead: a post, when it was published or last updated.
 */
export function sitemapXml(
  siteUrl: string,
  pages: readonly SitemapPage[],
  lastmod: string,
  modified: ReadonlyMap<string, string> = new Map(),
): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  const multilingual = pages.some((page) => typeof page !== "string");
  const urls = pages
    .map((page) => {
      const { path, alternates } = typeof page === "string" ? { path: page, alternates: [] } : page;
      const links = alternates.map(
        (alt) =>
          `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${url(alt.path)}"/>`,
      );
      return `  <url><loc>${url(path)}</loc><lastmod>${modified.get(path) ?? lastmod}</lastmod>${links.join("")}${links.length ? "\n  " : ""}</url>`;
    })
    .join("\n");
  const xhtml = multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>
${urls}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${siteUrl}/sitemap.xml
`;
}

type ManifestInput = {
  name: string;
  initials: string;
  position: string;
  base: string;
  /** The owner's theme for what is drawn once (core/themes.ts drawnTheme). */
  theme: Theme;
};

/**
 * An installed app opens in the colours of its icons (build-time/share-images/), the site's
 * --color-bg in the owner's theme, as the page's theme-color is; the page then takes the
 * visitor's theme. The icons it lists are drawn in the owner's accent.
 */
export function webManifest({ name, initials, position, base, theme }: ManifestInput): string {
  const background = siteColors(theme).bg;
  return `${JSON.stringify(
    {
      name: `${name} — ${position}`,
      short_name: initials,
      description: `Portfolio of ${name}, ${position}.`,
      start_url: base,
      scope: base,
      display: "standalone",
      background_color: background,
      theme_color: background,
      icons: [
        { src: `${base}icon-192.png`, sizes: "192x192", type: "image/png" },
        { src: `${base}icon-512.png`, sizes: "512x512", type: "image/png" },
        { src: `${base}icon-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  )}\n`;
}
