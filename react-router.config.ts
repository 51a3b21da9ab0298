import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { resolveSiteUrl } from "./app/build-settings.ts";
import { profile } from "./app/content/profile.ts";
import { deferHydration } from "./app/html-transforms.ts";
import { robotsTxt, sitemapXml, webManifest } from "./app/site-files.ts";

export const knownPaths = ["/", "/courses", "/projects", "/contact"];

export default {
  ssr: false,
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every known route becomes static HTML with its real content. "/404" renders the
  // catch-all route so a static host can answer unknown paths with a real page.
  prerender: [...knownPaths, "/404"],
  async buildEnd({ reactRouterConfig }) {
    // Static hosts (GitHub Pages, Netlify, serve, nginx try_files) look for /404.html.
    // Moving it also keeps /404 itself from answering 200.
    const client = join(reactRouterConfig.buildDirectory, "client");
    await rename(join(client, "404", "index.html"), join(client, "404.html"));
    await rm(join(client, "404"), { recursive: true, force: true });
    // Every known route is prerendered, so the SPA fallback page is never served.
    await rm(join(client, "__spa-fallback.html"), { force: true });

    const pages = (await readdir(client, { recursive: true })).filter((f) => f.endsWith(".html"));
    for (const page of pages) {
      const file = join(client, page);
      await writeFile(file, deferHydration(await readFile(file, "utf8")));
    }

    const siteUrl = resolveSiteUrl();
    const today = new Date().toISOString().slice(0, 10);
    await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl, knownPaths, today));
    await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));
    await writeFile(
      join(client, "site.webmanifest"),
      webManifest({ ...profile, base: reactRouterConfig.basename }),
    );
  },
} satisfies Config;
