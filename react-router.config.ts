import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Config } from "@react-router/dev/config";
import { loadEnv } from "vite";
import { profile } from "#content/profile.ts";
import { projects } from "#content/projects.ts";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { contentIn } from "#core/local-content.ts";
import { postPath } from "#core/page-paths.ts";
import { languageDir, publishedOrExit, readPosts } from "#core/published.ts";
import { analyticsSettings, commentsSettings } from "#core/site-options.ts";
import { COMMENTS_ATTRIBUTE } from "./app/comments/comments-mount.ts";
import { GISCUS_ORIGIN } from "./app/comments/giscus-url.ts";
import { emailConfig, isEmailConfigured } from "./app/contact/config.ts";
import { projectAddresses } from "./app/projects/project-anchor.ts";
import {
  hasSearch,
  prerenderPaths,
  searchablePaths,
  sitemapPages,
  sitePages,
} from "./app/site-routes.ts";
import { buildLogFile, buildSummary, keepInLog } from "./build-time/build-log.ts";
import {
  drawnTheme,
  resolveBasePath,
  resolveBuildDir,
  resolveSiteUrl,
  siteUrlOrExit,
} from "./build-time/build-settings.ts";
import { fileTypes, typesHeadersFile } from "./build-time/file-types.ts";
import { deferHydration, hydrates, inlineStylesheets } from "./build-time/html-transforms.ts";
import { precompress } from "./build-time/precompress.ts";
import { prerenderStats } from "./build-time/prerender-server.ts";
import { prerenderConcurrency } from "./build-time/prerender-threads.ts";
import { writeSearchIndex } from "./build-time/search-index.ts";
import { securePages } from "./build-time/security-headers.ts";
import { robotsTxt, sitemapXml, webManifest } from "./build-time/site-files.ts";

siteUrlOrExit();
// The pages and feeds come from the one route list, app/site-routes.ts.
const published = publishedOrExit();
// "/404" renders the catch-all route, in each language, so a static host can answer unknown
// paths with a real page: /404.html, and /de/404.html under /de/ where the host can.
const notFoundPaths = languages.map((language) => localePath(language, "/404"));
const allPaths = [...prerenderPaths(published), ...notFoundPaths];

/** Moves a folder's entries into another, merging folders both have (blog/<post>/ holds the
 * page from the prerender and the share card from the client build). */
async function moveInto(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const target = join(to, entry.name);
    const exists = await stat(target).catch(() => null);
    if (entry.isDirectory() && exists?.isDirectory())
      await moveInto(join(from, entry.name), target);
    else await rename(join(from, entry.name), target);
  }
}

export default {
  ssr: false,
  basename: resolveBasePath(),
  buildDirectory: resolveBuildDir(),
  // Every known route becomes static HTML with its real content. "/404" renders the
  // catch-all route so a static host can answer unknown paths with a real page.
  prerender: {
    paths: allPaths,
    // With many pages a second thread renders half of them (build-time/prerender-server.ts).
    concurrency: prerenderConcurrency(allPaths.length),
  },
  async buildEnd({ reactRouterConfig }) {
    // Static hosts (GitHub Pages, Netlify, serve, nginx try_files) look for /404.html.
    // Moving it also keeps /404 itself from answering 200.
    const client = join(reactRouterConfig.buildDirectory, "client");
    const base = reactRouterConfig.basename;
    // Under a base path React Router writes the pages to client/<base>/, but the host serves
    // the whole client folder at the base path: the pages belong at its top, beside assets/.
    if (base !== "/") {
      const nested = join(client, base);
      await moveInto(nested, client);
      await rm(join(client, base.split("/")[1] ?? ""), { recursive: true, force: true });
    }
    for (const path of notFoundPaths) {
      const dir = join(client, path.slice(1));
      await rename(join(dir, "index.html"), `${dir}.html`);
      await rm(dir, { recursive: true, force: true });
    }
    // Every known route is prerendered, so the SPA fallback page is never served, and no
    // server runs the server bundle.
    await rm(join(client, "__spa-fallback.html"), { force: true });
    await rm(join(reactRouterConfig.buildDirectory, "server"), { recursive: true, force: true });
    // Every link is a page load (even from a page that hydrates), so React Router never asks
    // for a page's data file: none is deployed.
    for (const file of await readdir(client, { recursive: true }))
      if (file.endsWith(".data")) await rm(join(client, file));

    const pages = (await readdir(client, { recursive: true })).filter((f) => f.endsWith(".html"));
    const html = new Map<string, string>();
    // Every page links the same stylesheet: it is read once. Its URL is under the base path.
    const stylesheets = new Map<string, string>();
    const stylesheet = (href: string) => {
      const css =
        stylesheets.get(href) ?? readFileSync(join(client, href.slice(base.length)), "utf8");
      stylesheets.set(href, css);
      return css;
    };
    for (const page of pages) {
      const content = inlineStylesheets(await readFile(join(client, page), "utf8"), stylesheet);
      html.set(page, hydrates(content) ? deferHydration(content) : content);
    }

    // The hashes of all the pages' inline scripts, and calls only to this site and the EmailJS
    // origin in use (none besides the site while the local outbox is used). What the owner opted
    // into opens one origin more: analytics on every page, comments on the posts that show them.
    const env = loadEnv("production", process.cwd(), "VITE_EMAILJS_");
    const analytics = analyticsSettings();
    const analyticsOrigin = analytics ? [new URL(analytics.src).origin] : [];
    const connectTo = [
      ...(isEmailConfigured(env) ? [new URL(emailConfig(env, "").origin).origin] : []),
      ...analyticsOrigin,
    ];
    // GitHub Pages sends no custom headers: CSP_META=true puts the policy in each page instead.
    const secured = securePages({
      pages: html,
      connectTo,
      scriptFrom: analyticsOrigin,
      frames: commentsSettings() ? { mount: COMMENTS_ATTRIBUTE, from: [GISCUS_ORIGIN] } : undefined,
      base,
      metaPolicy: process.env.CSP_META === "true",
      wasm: hasSearch(published),
    });
    const { headers, pageHeaders } = secured;
    const types = fileTypes(published);
    const buildDir = reactRouterConfig.buildDirectory;
    await writeFile(join(client, "_headers"), secured.headersFile + typesHeadersFile(types, base));
    // What `npm start` needs to serve this build as a host would: its base path, its headers
    // (and the pages' own, when some have them) and the types of the files whose names do not say them.
    await writeFile(
      join(buildDir, "server-config.json"),
      `${JSON.stringify({ base, headers, ...(pageHeaders.length ? { pageHeaders } : {}), types }, null, 2)}\n`,
    );
    await mkdir(join(buildDir, "nginx"), { recursive: true });
    await writeFile(join(buildDir, "nginx", "security-headers.conf"), secured.nginxHeaders);
    for (const [page, content] of secured.pages) await writeFile(join(client, page), content);

    if (hasSearch(published)) {
      // Each post and write-up as its page reads (the part marked data-pagefind-body), and each
      // project without a write-up as a record that leads to its card.
      const pages = searchablePaths(published).map((url) => {
        const content = secured.pages.get(join(url.slice(1), "index.html"));
        if (content === undefined) throw new Error(`Search index: no page was built for ${url}`);
        return { url, html: content };
      });
      const addresses = projectAddresses(projects);
      // Search is there in each language with posts; its projects are in that language too.
      const searched = new Set(
        sitePages(published).flatMap((p) => (p.key === "/search" ? [p.language] : [])),
      );
      const records = [...searched].flatMap((language) =>
        contentIn(language).projects.flatMap((project, index) =>
          project.writeUp
            ? []
            : [
                {
                  url: localePath(language, addresses[index] ?? "/projects"),
                  title: project.title,
                  content: `${project.title}. ${project.technology}.`,
                  language,
                },
              ],
        ),
      );
      await writeSearchIndex(client, pages, records);
    }

    const siteUrl = resolveSiteUrl();
    const today = new Date().toISOString().slice(0, 10);
    // A post's page changed when the post last did: its updated date, else its date.
    const postsChanged = new Map(
      languages.flatMap((language) =>
        readPosts(language === defaultLanguage ? {} : { dir: languageDir(language, "posts") }).map(
          (post) => [localePath(language, postPath(post.slug)), post.updated ?? post.date] as const,
        ),
      ),
    );
    await writeFile(
      join(client, "sitemap.xml"),
      sitemapXml(siteUrl, sitemapPages(published), today, postsChanged),
    );
    await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));
    await writeFile(
      join(client, "site.webmanifest"),
      webManifest({ ...profile, base: reactRouterConfig.basename, theme: drawnTheme() }),
    );
    // Last, so every file above is compressed as it finally is.
    await precompress(client);

    const logFile = buildLogFile(buildDir);
    const prerender = prerenderStats();
    if (prerender)
      keepInLog(
        logFile,
        `Prerender: ${prerender.rendered} rendered, ${prerender.kept} unchanged from the last build`,
      );
    const summary = buildSummary({
      prerender,
      pages: pages.length,
      languages,
      // The build is the whole of its process (react-router build).
      seconds: performance.now() / 1000,
      siteUrl: resolveSiteUrl(),
      clientDir: relative(process.cwd(), client),
      logFile,
    });
    for (const line of summary) {
      keepInLog(logFile, line);
      console.log(line);
    }
  },
} satisfies Config;
