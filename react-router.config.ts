import type { Config } from "@react-router/dev/config";
import { publishedOrExit } from "#core/published.ts";
import { builtSite } from "./build-time/build-end/built-site.ts";
import { inlineStyles } from "./build-time/build-end/inline-styles.ts";
import { placePages } from "./build-time/build-end/place-pages.ts";
import { writePostCards } from "./build-time/build-end/post-cards.ts";
import { reportBuild } from "./build-time/build-end/report.ts";
import { indexForSearch } from "./build-time/build-end/search-index.ts";
import { securePagesStep } from "./build-time/build-end/secure-pages.ts";
import { writeSiteFiles } from "./build-time/build-end/site-files.ts";
import { resolveBasePath, resolveBuildDir, siteUrlOrExit } from "./build-time/build-settings.ts";
import { compressing } from "./build-time/precompress.ts";
import { notFoundPaths, prerenderList } from "./build-time/prerender-list.ts";
import { assertPrerenderedAll } from "./build-time/prerender-server.ts";
import { prerenderConcurrency } from "./build-time/prerender-threads.ts";

siteUrlOrExit();
// The pages and feeds come from the one route list, app/site-routes.ts.
const published = publishedOrExit();
const list = prerenderList(published);

export default {
  ssr: false,
  basename: resolveBasePath(),
  buildDirectory: resolveBuildDir(),
  // Every known route becomes static HTML with its real content. React Router asks for the
  // first page of each route; the preview server renders the rest (build-time/prerender-list.ts).
  prerender: {
    paths: list.asked,
    // With many pages a second thread renders half of them (build-time/prerender-server.ts).
    concurrency: prerenderConcurrency(list.all.length),
  },
  // After the build, in order: each step is a module of build-time/build-end/.
  async buildEnd({ reactRouterConfig }) {
    assertPrerenderedAll();
    const site = builtSite(reactRouterConfig, published);
    const secured = (async () => {
      await placePages(site, notFoundPaths());
      return securePagesStep(site, await inlineStyles(site));
    })();
    // Pagefind's own process read the pages as the prerender answered them: it writes the
    // index while they are placed and secured, then compressed, and the posts' cards (drawn on
    // their own threads while all of the above ran) written.
    const search = indexForSearch(site, secured);
    // Each awaited below; until then a failure must not end the process as unhandled.
    search.catch(() => {});
    const pages = await secured;
    const gzip = compressing(site.client);
    const beside = Promise.all([gzip.ahead([...pages.keys()]), writePostCards()]);
    beside.catch(() => {});
    await search;
    await writeSiteFiles(site);
    await beside;
    // Last, so every file above is compressed as it finally is.
    await gzip.finish();
    reportBuild(site, pages.size);
  },
} satisfies Config;
