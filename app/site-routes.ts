import { profile } from "./content/profile.ts";

// The one list of the site's routes. app/routes.ts (React Router), app/shell/navigation.ts (the menu),
// react-router.config.ts (the prerender list and the sitemap), the end-to-end tests and
// `npm run test:engines` all read it: a new page is one entry here.

/** The slugs and titles of what the owner has published (build-time/published.ts reads them). */
export type Published = {
  posts: { slug: string; title: string }[];
  writeUps: { slug: string; title: string }[];
};

export type SitePage = {
  path: string;
  /** The page's <h1>; null for a file such as a feed, which is no page. */
  heading: string | null;
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
};

const page = (path: string, heading: string | null): SitePage => ({ path, heading });

export function siteRoutes({ posts, writeUps }: Published): SiteRoute[] {
  const blog = posts.length > 0;
  const routes: (SiteRoute | false)[] = [
    { pattern: "", module: "routes/about.tsx", menu: "About", pages: [page("/", profile.name)] },
    {
      pattern: "courses",
      module: "routes/courses.tsx",
      menu: "Courses",
      pages: [page("/courses", "Courses")],
    },
    {
      pattern: "projects",
      module: "routes/projects.tsx",
      menu: "Projects",
      pages: [page("/projects", "My Projects")],
    },
    ...writeUps.map(({ slug, title }) => ({
      pattern: `projects/${slug}`,
      module: "routes/write-up.tsx",
      id: `write-up/${slug}`,
      pages: [page(`/projects/${slug}`, title)],
    })),
    // With no published post the blog, its feeds and its menu entry do not exist.
    blog && {
      pattern: "blog",
      module: "routes/blog.tsx",
      menu: "Blog",
      pages: [page("/blog", "Blog")],
    },
    ...posts.map(({ slug, title }) => ({
      pattern: `blog/${slug}`,
      module: "routes/blog-post.tsx",
      id: `blog-post/${slug}`,
      pages: [page(`/blog/${slug}`, title)],
    })),
    blog && { pattern: "rss.xml", module: "routes/feed-rss.ts", pages: [page("/rss.xml", null)] },
    blog && {
      pattern: "atom.xml",
      module: "routes/feed-atom.ts",
      pages: [page("/atom.xml", null)],
    },
    {
      pattern: "contact",
      module: "routes/contact.tsx",
      menu: "Contact",
      pages: [page("/contact", "Contact Me")],
    },
  ];
  return routes.filter((route) => route !== false);
}

/** Every HTML page, in menu order: what is prerendered, in the sitemap and tested. */
export function sitePages(published: Published): (SitePage & { heading: string })[] {
  return siteRoutes(published)
    .flatMap((route) => route.pages)
    .filter((p): p is SitePage & { heading: string } => p.heading !== null);
}

/** Every address the build writes a file for: the pages and the feeds. */
export function prerenderPaths(published: Published): string[] {
  return siteRoutes(published).flatMap((route) => route.pages.map((p) => p.path));
}

/** The last segment of a page's address: the post or write-up a shared route module shows. */
export const slugOf = (url: string) =>
  new URL(url).pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean)
    .pop();

/** The menu, in order. */
export function menuItems(published: Published): { to: string; label: string }[] {
  return siteRoutes(published).flatMap((route) =>
    route.menu ? [{ to: `/${route.pattern}`, label: route.menu }] : [],
  );
}

/** The feeds' addresses, for the <link rel="alternate"> in every page's head. */
export function feeds(published: Published) {
  return published.posts.length > 0
    ? [
        { path: "/rss.xml", type: "application/rss+xml" },
        { path: "/atom.xml", type: "application/atom+xml" },
      ]
    : [];
}
