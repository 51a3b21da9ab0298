// The addresses a build prerenders, and which of them React Router asks the preview server for.
// React Router sends two HTTP requests for each address on a connection of its own and writes
// each file itself, all on the build's thread: at a thousand posts that alone took seconds of a
// rebuild that took nearly every page from the cache. So it asks for one page of each route,
// and the preview server renders the other pages of a route itself, with the same handler
// (build-time/prerender-rest.ts, docs/decisions/0023-the-preview-server-renders-a-routes-other-pages.md).
import { languages, localePath } from "#core/languages.ts";
import type { Published } from "#core/published.ts";
import { routeId, siteRoutes } from "../app/site-routes.ts";

/** An address the preview server renders itself, and the id of the route that renders it. */
export type RestPage = { path: string; route: string };

export type PrerenderList = {
  /** Every address, in the route list's order: the pages, the feeds and each language's 404. */
  all: string[];
  /** The addresses React Router asks for: the first of each route, each 404 among them. */
  asked: string[];
  /** The others, which the preview server renders and writes where React Router would. */
  rest: RestPage[];
};

/** "/404" renders the catch-all route, in each language, so that a static host can answer
 * unknown paths with a real page: /404.html, and /de/404.html under /de/ where the host can. */
export const notFoundPaths = (): string[] =>
  languages.map((language) => localePath(language, "/404"));

/**
 * Set to "yes", React Router asks for every address itself, as it would without this list:
 * what the warm build test compares the site with, so that a release of React Router that
 * writes its pages elsewhere or otherwise is caught.
 */
export const ROUTER_ASKS_ALL = "PRERENDER_ROUTER_ASKS_ALL";

export function prerenderList(
  published: Published,
  env: NodeJS.ProcessEnv = process.env,
): PrerenderList {
  const routes = siteRoutes(published);
  const notFound = notFoundPaths();
  const all = [...routes.flatMap((route) => route.pages.map((page) => page.path)), ...notFound];
  if (env[ROUTER_ASKS_ALL] === "yes") return { all, asked: all, rest: [] };
  return {
    all,
    asked: [
      ...routes.flatMap((route) => route.pages.slice(0, 1).map((page) => page.path)),
      ...notFound,
    ],
    rest: routes.flatMap((route) =>
      route.pages.slice(1).map((page) => ({ path: page.path, route: routeId(route) })),
    ),
  };
}
