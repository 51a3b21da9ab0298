// The pages the test suites visit, from the one route list (app/site-routes.ts) and what the
// owner has published: read from the content, so the tests hold for any owner.
import { menuItems, sitePages, siteRoutes } from "../app/site-routes.ts";
import { readPublished } from "../build-time/published.ts";

/** What the build published: drafts never count, the suites test the production build. */
export const published = readPublished({ drafts: false });

/**
 * One page of every route module (the first post stands for all posts, the first tag for all
 * tags): what every suite visits; `hydrates` when React runs on it in the browser, not only at
 * build time.
 */
export const routePages = siteRoutes(published)
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

/** Every page, each post and write-up included: the sitemap, the head links. */
export const allPages = sitePages(published);

/** The menu, in order. */
export const menu = menuItems(published);
