import { tagIndexed, tagPath, tagsOf } from "./blog/tags.ts";
import { profile } from "./content/profile.ts";
import { SEARCH_PATH } from "./search/search-link.ts";

// The one list of the site's routes. app/routes.ts (React Router), app/shell/navigation.ts (the menu),
// react-router.config.ts (the prerender list and the sitemap), the end-to-end tests and
// `npm run test:engines` all read it: a new page is one entry here.

/**
 * Each page's title, written here only: the route list below, each route's `meta`, the page's
 * <h1> and the tests take it from here. The home page, the posts and the write-ups take theirs
 * from the content.
 */
export const titles = {
  courses: "Courses",
  projects: "My Projects",
  blog: "Blog",
  tag: (tag: string) => `Posts tagged “${tag}”`,
  contact: "Contact Me",
  search: "Search",
  notFound: "Page not found",
} as const;

/** The blog's feeds: each one's address, its type and the route module that writes it. */
export const feedFiles = {
  rss: { path: "/rss.xml", type: "application/rss+xml", module: "routes/feed-rss.ts" },
  atom: { path: "/atom.xml", type: "application/atom+xml", module: "routes/feed-atom.ts" },
  json: { path: "/feed.json", type: "application/feed+json", module: "routes/feed-json.ts" },
} as const;

/** The slugs and titles of what the owner has published (build-time/published.ts reads them),
 * and each post's tags, which have pages of their own. */
export type Published = { posts: (Entry & { tags: string[] })[]; writeUps: Entry[] };

/** A post or a write-up: its address (the file name) and its title. */
type Entry = { slug: string; title: string };

export type SitePage = {
  path: string;
  /** The page's <h1>; null for a file such as a feed, which is no page. */
  heading: string | null;
  /** A page search engines are asked not to keep (robots noindex), and so not in the sitemap. */
  noindex?: true;
};

export type SiteRoute = {
  /** React Router's path; "" is the home page. */
  pattern: string;
  /** Needed when one module serves several routes (one route per post: an unknown slug then
   * falls to the 404 page in the browser too, as it does on the static host). */
  id?: string;
  /** The route module, relative to app/. */
  module: string;
  /** The menu's label, for a route in the menu. */
  menu?: string;
  /** Every address this route answers, each prerendered. */
  pages: SitePage[];
  /**
   * The page needs React in the browser (the contact form), so it hydrates, when a visitor
   * reaches for the part marked for it (app/shell/interactive.ts). Every page loads one small
   * script (app/shell/page-script.ts); every other page is React's at build time only.
   */
  hydrate?: true;
  /** Its pages' text is in the site's search index (build-time/search-index.ts). */
  searchable?: true;
};

/** React Router's id for the route: the one given, else the module's path without extension. */
export const routeId = (route: SiteRoute) => route.id ?? route.module.replace(/\.tsx?$/, "");

/** The ids of the routes whose pages hydrate: root.tsx gives only these React's scripts. */
export const hydratingRouteIds = (published: Published) =>
  new Set(
    siteRoutes(published)
      .filter((route) => route.hydrate)
      .map(routeId),
  );

const page = (path: string, heading: string | null, indexed = true): SitePage =>
  indexed ? { path, heading } : { path, heading, noindex: true };

/** A route per post or write-up, at /<section>/<slug>, all served by routes/<module>.tsx. */
const onePerEntry = (section: string, module: string, entries: Entry[]): SiteRoute[] =>
  entries.map(({ slug, title }) => ({
    pattern: `${section}/${slug}`,
    module: `routes/${module}.tsx`,
    id: `${module}/${slug}`,
    pages: [page(`/${section}/${slug}`, title)],
    searchable: true,
  }));

export function siteRoutes({ posts, writeUps }: Published): SiteRoute[] {
  const blog = posts.length > 0;
  const routes: (SiteRoute | false)[] = [
    { pattern: "", module: "routes/about.tsx", menu: "About", pages: [page("/", profile.name)] },
    {
      pattern: "courses",
      module: "routes/courses.tsx",
      menu: "Courses",
      pages: [page("/courses", titles.courses)],
    },
    {
      pattern: "projects",
      module: "routes/projects.tsx",
      menu: "Projects",
      pages: [page("/projects", titles.projects)],
    },
    ...onePerEntry("projects", "write-up", writeUps),
    // With no published post the blog, its feeds and its menu entry do not exist.
    blog && {
      pattern: "blog",
      module: "routes/blog.tsx",
      menu: "Blog",
      pages: [page("/blog", titles.blog)],
    },
    ...onePerEntry("blog", "blog-post", posts),
    // A page per tag the posts carry, all served by routes/blog-tag.tsx.
    ...tagsOf(posts).map((tag) => ({
      pattern: tagPath(tag.name).slice(1),
      module: "routes/blog-tag.tsx",
      id: `blog-tag/${tag.slug}`,
      pages: [page(tagPath(tag.name), titles.tag(tag.name), tagIndexed(tag))],
    })),
    // Search needs something written to search; without JavaScript this page lists it all.
    blog && {
      pattern: "search",
      module: "routes/search.tsx",
      pages: [page(SEARCH_PATH, titles.search)],
    },
    ...(blog ? Object.values(feedFiles) : []).map(({ path, module }) => ({
      pattern: path.slice(1),
      module,
      pages: [page(path, null)],
    })),
    {
      pattern: "contact",
      module: "routes/contact.tsx",
      menu: "Contact",
      hydrate: true,
      pages: [page("/contact", titles.contact)],
    },
  ];
  return routes.filter((route) => route !== false);
}

/** Every HTML page, in menu order: what is prerendered and tested. */
export function sitePages(published: Published): (SitePage & { heading: string })[] {
  return siteRoutes(published)
    .flatMap((route) => route.pages)
    .filter((p): p is SitePage & { heading: string } => p.heading !== null);
}

/** The pages search engines may keep, in menu order: the sitemap. */
export function sitemapPaths(published: Published): string[] {
  return sitePages(published).flatMap((p) => (p.noindex ? [] : [p.path]));
}

/** Every address the build writes a file for: the pages and the feeds. */
export function prerenderPaths(published: Published): string[] {
  return siteRoutes(published).flatMap((route) => route.pages.map((p) => p.path));
}

/** The last segment of a page's address: the post, tag or write-up a shared route module shows. */
export const slugOf = (url: string) =>
  new URL(url).pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean)
    .pop();

/** The pages whose text the search index holds: each post and write-up. */
export const searchablePaths = (published: Published): string[] =>
  siteRoutes(published).flatMap((route) =>
    route.searchable ? route.pages.map((p) => p.path) : [],
  );

/** Whether the site has search: only when there is writing to search. */
export const hasSearch = (published: Published) =>
  siteRoutes(published).some((route) => route.pages.some((p) => p.path === SEARCH_PATH));

/** The menu, in order. */
export function menuItems(published: Published): { to: string; label: string }[] {
  return siteRoutes(published).flatMap((route) =>
    route.menu ? [{ to: `/${route.pattern}`, label: route.menu }] : [],
  );
}

/** The feeds' addresses and types, for the <link rel="alternate"> in every page's head. */
export function feeds(published: Published): { path: string; type: string }[] {
  return published.posts.length > 0 ? Object.values(feedFiles) : [];
}
