import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { type Published, publishedOrExit } from "#core/published.ts";
import { analyticsSettings, commentsSettings } from "#core/site-options.ts";
import { browserOnlyPackages } from "./build-time/browser-only-packages.ts";
import { buildLogFile, buildLogger, isTimingNote } from "./build-time/build-log.ts";
import {
  outputFolders,
  ownerTheme,
  resolveBasePath,
  resolveBuildDir,
  resolveSiteUrl,
  viteAliases,
} from "./build-time/build-settings.ts";
import { keepCompiledCode } from "./build-time/compile-cache.ts";
import { contentIcons } from "./build-time/content-icons.ts";
import { themeColors } from "./build-time/design-tokens.ts";
import { imageCacheDir } from "./build-time/image-cache.ts";
import { pageScript } from "./build-time/page-script.ts";
import { prerenderList } from "./build-time/prerender-list.ts";
import { prerenderPreview, prerenderServer } from "./build-time/prerender-server.ts";
import { contentCheck } from "./build-time/vite-plugins/content-check.ts";
import { cvFilesPlugin } from "./build-time/vite-plugins/cv-files.ts";
import { emailNotice } from "./build-time/vite-plugins/email-notice.ts";
import { localOutbox } from "./build-time/vite-plugins/local-outbox.ts";
import { markdownAhead } from "./build-time/vite-plugins/markdown-ahead.ts";
import { ownerLook } from "./build-time/vite-plugins/owner-look.ts";
import { serverImportsAhead } from "./build-time/vite-plugins/server-imports-ahead.ts";
import { shareImages } from "./build-time/vite-plugins/share-images.ts";
import { warmMarkdownAfterFirstPage } from "./build-time/vite-plugins/warm-markdown.ts";
import { warmShellAfterFirstPage } from "./build-time/vite-plugins/warm-shell.ts";
import { wordsFromThePage } from "./build-time/vite-plugins/words-from-the-page.ts";

keepCompiledCode();

/** The packages React hydrates a page with (`react-router` brings `cookie` and the rest). */
const REACT_PACKAGES =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/**
 * What the browser's bundle carries of it, in a build: only whether each language has a post,
 * which is all a page that hydrates (the contact form) renders from it: the menu's blog entry,
 * the feed links, its own language links. A stand-in post says so: a real one's slug and title
 * would change the bundle whenever a post is added, and with it the name of every file the
 * prerender's pages link, so that no page of the last build could be kept. Every post's slug,
 * title and tags made the contact form's React grow with the blog, past its budget at 100
 * posts. In `npm run dev` every page hydrates, so the browser gets the whole list there.
 */
function publishedForBrowser(published: Published): Published {
  const any = (posts: Published["posts"]) =>
    posts.length > 0 ? [{ slug: "a-post", title: "A post", tags: [] }] : [];
  return {
    posts: any(published.posts),
    writeUps: [],
    translated: Object.fromEntries(
      Object.entries(published.translated ?? {}).map(([code, { posts }]) => [
        code,
        { posts: any(posts), writeUps: [] },
      ]),
    ),
  };
}

/** What the page script needs of the owner's analytics: null when there are none. */
function plausibleScript() {
  const analytics = analyticsSettings();
  return analytics ? { domain: analytics.domain, src: analytics.src } : null;
}

export default defineConfig(({ mode, command, isPreview }) => {
  // The preview server a build starts, to prerender its pages, has a config of its own.
  const prerendering = isPreview === true ? prerenderPreview(resolveBasePath()) : undefined;
  if (prerendering) return prerendering;
  // Read for a build, not for the dev server.
  const building = command === "build" && isPreview !== true;
  return {
    // A GitHub Pages project site lives under /<repository>/: BASE_PATH=/<repository>/.
    base: resolveBasePath(),
    // A build tells the terminal its warnings, errors and a summary (react-router.config.ts), and
    // a log file the rest; the development server speaks as Vite does.
    customLogger: command === "build" ? buildLogger(buildLogFile(resolveBuildDir())) : undefined,
    resolve: { alias: viteAliases() },
    plugins: [
      contentCheck(),
      browserOnlyPackages(),
      ownerLook(),
      contentIcons(),
      shareImages({ building }),
      cvFilesPlugin(),
      markdownAhead({ building }),
      localOutbox(),
      emailNotice(mode),
      wordsFromThePage(),
      // Not every route's modules, only the shell's: on two cores that work competed with the
      // first page asked for, and held it back seconds.
      warmShellAfterFirstPage("/app/root.tsx"),
      warmMarkdownAfterFirstPage("/app/blog/rendered.server.ts"),
      serverImportsAhead(),
      // Encoded variants are cached by content hash and by the encoders' versions
      // (build-time/image-cache.ts), so only new or changed screenshots are encoded again.
      imagetools({ cache: { enabled: true, dir: imageCacheDir() } }),
      pageScript(),
      // A rebuild takes the pages whose code and data did not change from the last build, and
      // with many pages a second thread renders half of them.
      prerenderServer(() => prerenderList(publishedOrExit())),
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
      // The browser's published list in `npm run dev`; a build's is publishedForBrowser's, and
      // the server reads the content itself (app/shell/published.ts).
      __PUBLISHED__: JSON.stringify(publishedOrExit()),
      // The owner's opt-in services (content/site.ts): off, the page script drops their code.
      __COMMENTS__: JSON.stringify(Boolean(commentsSettings())),
      __ANALYTICS__: JSON.stringify(plausibleScript()),
    },
    // Without entries Vite finds a page's dependencies only when a browser first asks for it, then
    // re-bundles and reloads mid-visit ("504 Outdated Optimize Dep"); scanning the routes up front
    // bundles them all before the first page is served.
    optimizeDeps: {
      entries: ["app/root.tsx", "app/routes/*.tsx"],
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
      // (tests/site/budgets.spec.ts) weigh what matters, gzipped.
      reportCompressedSize: false,
      rolldownOptions: {
        // Which plugins took long is worth knowing when a build is slow, not a warning on each.
        onLog(level, log, handler) {
          handler(isTimingNote(log) ? "info" : level, log);
        },
      },
    },
    environments: {
      client: {
        ...(command === "build"
          ? { define: { __PUBLISHED__: JSON.stringify(publishedForBrowser(publishedOrExit())) } }
          : {}),
        build: {
          rolldownOptions: {
            // React and React Router load together, on the one page that hydrates, when a
            // visitor reaches for the form: one file compresses smaller than the four the
            // bundler would otherwise split them into.
            output: { codeSplitting: { groups: [{ name: "react", test: REACT_PACKAGES }] } },
          },
        },
      },
    },
  };
});
