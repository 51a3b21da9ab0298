// The pages the test suites visit, from the one route list (app/site-routes.ts) and what the
// owner has published: read from the content, so the tests hold for any owner.
import { defaultLanguage, languages } from "#core/languages.ts";
import { readPublished } from "#core/published.ts";
import { menuItems, sitePages, siteRoutes } from "../app/site-routes.ts";

/** What the build published: drafts never count, the suites test the production build. */
export const published = readPublished({ drafts: false });

const pagesOfEachModule = (language: string) =>
  siteRoutes(published)
    .filter((route) => route.pages[0]?.language === language)
    .filter((route, i, all) => all.findIndex((other) => other.module === route.module) === i)
    .flatMap((route) =>
      route.pages
        .slice(0, 1)
        .flatMap((page) =>
          page.heading === null
            ? []
            : [{ ...page, heading: page.heading, hydrates: route.hydrate === true }],
        ),
    );

/**
 * One page of every route module (the first post stands for all posts, the first tag for all
 * tags), in the site's own language: what every suite visits; `hydrates` when React runs on it
 * in the browser, not only at build time.
 */
export const routePages = pagesOfEachModule(defaultLanguage);

/** The same, in each of the site's other languages (content/languages.ts). */
export const translatedRoutePages = languages
  .filter((language) => language !== defaultLanguage)
  .flatMap(pagesOfEachModule);

/** Every page, each post and write-up included: the sitemap, the head links. */
export const allPages = sitePages(published);

/** The menu, in order. */
export const menu = menuItems(published);
