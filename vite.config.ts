import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import type { Published } from "#core/published.ts";
import { readPublished } from "#core/published.ts";
import { analyticsSettings, commentsSettings } from "#core/site-options.ts";
import { buildLogFile, buildLogger, isTimingNote } from "./build-time/build-log.ts";
import {
  outputFolders,
  ownerTheme,
  resolveBasePath,
  resolveBuildDir,
  resolveSiteUrl,
  viteAliases,
} from "./build-time/build-settings.ts";
import { contentIcons } from "./build-time/content-icons.ts";
import { cvFilesPlugin } from "./build-time/cv/cv-files.ts";
import { themeColors } from "./build-time/design-tokens.ts";
import { pageScript } from "./build-time/page-script.ts";
import { prerenderCache } from "./build-time/prerender-cache.ts";
import { prerenderThreads } from "./build-time/prerender-threads.ts";
import {
  contentCheck,
  emailNotice,
  localOutbox,
  markdownAhead,
  serverImportsAhead,
  shareImages,
  warmMarkdownAfterFirstPage,
  warmShellAfterFirstPage,
  wordsFromThePage,
} from "./build-time/vite-plugins.ts";

/**
 * A bad post is reported by the content check; the menu just leaves the blog out meanwhile.
 * The menu and the feed links need only know whether there is a post: the tags stay out of the
 * pages' scripts.
 */
function publishedForMenu(): Published {
  try {
    return readPublished();
  } catch {
    return { posts: [], writeUps: [] };
  }
}

/** What the page script needs of the owner's analytics: null when there are none. */
function plausibleScript() {
  const analytics = analyticsSettings();
  return analytics ? { domain: analytics.domain, src: analytics.src } : null;
}

export default defineConfig(({ mode, command }) => ({
  // A GitHub Pages project site lives under /<repository>/: BASE_PATH=/<repository>/.
  base: resolveBasePath(),
  // A build tells the terminal its warnings, errors and a summary (react-router.config.ts), and
  // a log file the rest; the development server speaks as Vite does.
  customLogger: command === "build" ? buildLogger(buildLogFile(resolveBuildDir())) : undefined,
  resolve: { alias: viteAliases() },
  plugins: [
    contentCheck(),
    contentIcons(),
    shareImages(),
    cvFilesPlugin(),
    markdownAhead(),
    localOutbox(),
    emailNotice(mode),
    wordsFromThePage(),
    // Not every route's modules, only the shell's: on two cores that work competed with the
    // first page asked for, and held it back seconds.
    warmShellAfterFirstPage("/app/root.tsx"),
    warmMarkdownAfterFirstPage("/app/blog/rendered.server.ts"),
    serverImportsAhead(),
    // Encoded variants are cached by content hash in node_modules/.cache/imagetools, so only
    // new or changed screenshots are encoded again.
    imagetools({ cache: { enabled: true, dir: "node_modules/.cache/imagetools" } }),
    pageScript(),
    // A rebuild takes the pages whose code and data did not change from the last build.
    prerenderCache(),
    // With many pages, a second thread renders half of them.
    prerenderThreads(),
    reactRouter(),
  ],
  define: {
    // The prerendered HTML carries the build year; the browser swaps in its own year after
    // hydration, and both bundles must agree on this value to hydrate without a mismatch.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __THEME_COLORS__: JSON.stringify({
      light: themeColors("light").bg,
      dark: themeColors("dark").bg,
    }),
    __OWNER_THEME__: JSON.stringify(ownerTheme()),
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
    // Slugs and titles only: the menu and the feed links need to know whether there is a post.
    __PUBLISHED__: JSON.stringify(publishedForMenu()),
    // The owner's opt-in services (content/site.ts): off, the page script drops their code.
    __COMMENTS__: JSON.stringify(Boolean(commentsSettings())),
    __ANALYTICS__: JSON.stringify(plausibleScript()),
  },
  // Without entries Vite finds a page's dependencies only when a browser first asks for it, then
  // re-bundles and reloads mid-visit ("504 Outdated Optimize Dep"); scanning the routes up front
  // bundles them all before the first page is served.
  optimizeDeps: {
    entries: ["app/root.tsx", "app/routes/*.tsx"],
    // The icon sets only virtual:content-icons imports, which the dependency scan cannot read:
    // found on the first page instead, each cost a second bundling pass that held the page.
    include: ["react-icons/fa6", "react-icons/si"],
  },
  server: {
    // Vite leaves out only the build it would write; the other builds and the scale bench's
    // copy, thousands of files at a thousand posts, were walked at every start
    // (docs/performance.md).
    watch: {
      ignored: outputFolders().map((folder) => `${resolve(folder).replaceAll("\\", "/")}/**`),
    },
  },
  // The particle worker is a module worker, like the rest of the site's code.
  worker: { format: "es" as const },
  build: {
    // Inlined data: URLs would need a looser Content-Security-Policy and defeat caching.
    assetsInlineLimit: 0,
    // The build's report goes to a log file (build-time/build-log.ts): gzipping every chunk of
    // both builds for a column there cost each build a step of its own. The byte budgets
    // (tests/e2e/budgets.spec.ts) weigh what matters, gzipped.
    reportCompressedSize: false,
    rolldownOptions: {
      // Which plugins took long is worth knowing when a build is slow, not a warning on each.
      onLog(level, log, handler) {
        handler(isTimingNote(log) ? "info" : level, log);
      },
    },
  },
}));
