import { languageOfPath, languages } from "#core/languages.ts";
import type { Published } from "#core/published.ts";
import {
  counterpart,
  feeds,
  hreflangs,
  hydratingRouteIds,
  menuItems,
  oncePerList,
  type RouteWords,
  type SitePage,
  searchLanguages,
  siteRoutes,
  unslashed,
} from "../site-routes.ts";

// Everything a page's document (app/root.tsx, the header, the meta in app/seo.ts) reads of the
// published list, besides what its loaders return. A rebuild keeps a page while its frame and
// its loaders' data are what they were (build-time/prerender-server.ts): a new post then
// renders the pages that show it, not every page. So the document reads the list here alone
// (app/shell/published-readers.test.ts holds that).

/** What a page's document shows of the published list. */
export type PageFrame = {
  /** Its page in the route table and its route's words: its language, title, description and
   * address (app/current-page.ts, app/seo.ts); none for the 404 page. */
  entry: { page: SitePage; words: RouteWords | undefined } | undefined;
  /** The page's language: its entry's, else its address's first segment. */
  language: string;
  /** The same page in each language, for the head's alternates. */
  alternates: { hreflang: string; path: string }[];
  /** Its language's feeds, for the head's links. */
  feeds: { path: string; type: string }[];
  /** Its language's menu. */
  menu: { to: string; label: string }[];
  /** Whether its language has search. */
  search: boolean;
  /** Where the language switcher leads, language by language. */
  switcher: { language: string; path: string }[];
  /** The routes whose pages hydrate. */
  hydrating: string[];
};

const entries = oncePerList(
  (published) =>
    new Map<string, PageFrame["entry"]>(
      siteRoutes(published).flatMap((route) =>
        route.pages.map((page) => [page.path, { page, words: route.words }] as const),
      ),
    ),
);

/** A page's entry in the route table, by its address without a trailing slash: as
 * app/current-page.ts finds a page, so its frame holds what its loaders and meta read there. */
export const entryAt = (published: Published, path: string): PageFrame["entry"] =>
  entries(published).get(path);

// The document asks twice a page (the head and the header) and the prerender's cache once.
const frames = oncePerList(() => new Map<string, PageFrame>());

/** The frame of the page at `pathname` (React Router's, without the base path). */
export function pageFrame(published: Published, pathname: string): PageFrame {
  const path = unslashed(pathname);
  const made = frames(published);
  let frame = made.get(path);
  if (!frame) {
    const entry = entryAt(published, path);
    const language = entry?.page.language ?? languageOfPath(path);
    frame = {
      entry,
      language,
      alternates: hreflangs(published, path),
      feeds: feeds(published, language),
      menu: menuItems(published, language),
      search: searchLanguages(published).has(language),
      switcher: languages.map((other) => ({
        language: other,
        path: counterpart(published, path, other),
      })),
      hydrating: [...hydratingRouteIds(published)],
    };
    made.set(path, frame);
  }
  return frame;
}
