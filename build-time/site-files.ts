// The small files crawlers and browsers ask for, generated from the route list and content at
// build time (react-router.config.ts writes them next to the HTML).
import { themeColors } from "./design-tokens.ts";
import { escapeXml } from "./xml.ts";

export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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

type ManifestInput = { name: string; initials: string; position: string; base: string };

/**
 * An installed app opens in the dark theme's colours, the colours of its icons (share-images.ts);
 * the page then follows the visitor's theme. The colour is the dark --color-bg of tokens.css.
 */
export function webManifest({ name, initials, position, base }: ManifestInput): string {
  const background = themeColors("dark").bg;
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
