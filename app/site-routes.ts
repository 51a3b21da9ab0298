import { profile } from "#content/profile.ts";
import { defaultLanguage, languages, localePath, unlocalizedPath } from "#core/languages.ts";
import { ARCHIVE_PATH, CV_PATH, postPath, writeUpPath } from "#core/page-paths.ts";
import type { Entry, PostEntry, Published } from "#core/published.ts";
import { seriesOf, seriesPath } from "#core/series.ts";
import { type TagEntry, tagIndexed, tagPath, tagsOf } from "#core/tags.ts";
import { type TextKey, wordsIn } from "./i18n/words.ts";

// The one list of the site's routes: React Router's, the menu, the prerender list, the sitemap,
// each page's meta and the tests all read it, so a new page is one entry here.

const siteWords = wordsIn(defaultLanguage);

/**
 * Each page's title in the site's own language (core/texts.ts); a page in another
 * language takes its own from wordsIn. The home page, the posts and the write-ups take theirs
 * from the content.
 */
export const titles = {
  courses: siteWords.text("courses"),
  projects: siteWords.text("projects"),
  blog: siteWords.text("blog"),
  tag: (tag: string) => siteWords.text("tag", { tag }),
  archive: siteWords.text("archive"),
  series: (series: string) => siteWords.text("series", { series }),
  contact: siteWords.text("contact"),
  search: siteWords.text("search"),
  notFound: siteWords.text("notFound"),
} as const;

/** The search page, where the header's search link leads (search-opener.ts opens it in place). */
export const SEARCH_PATH = "/search";

/** The blog's feeds: each one's address, its type and the route module that writes it. */
export const feedFiles = {
  rss: { path: "/rss.xml", type: "application/rss+xml", module: "routes/feed-rss.ts" },
  atom: { path: "/atom.xml", type: "application/atom+xml", module: "routes/feed-atom.ts" },
  json: { path: "/feed.json", type: "application/feed+json", module: "routes/feed-json.ts" },
} as const;

/** The site's pages and posts as a list for language models (https://llmstxt.org), in each
 * language: a file, no page, written by its route module. */
export const llmsFile = {
  path: "/llms.txt",
  type: "text/plain",
  module: "routes/llms-txt.ts",
} as const;

export type SitePage = {
  path: string;
  /** The language the page is in, and its address in the site's own language: the pages
   * with one `key` are one page in several languages. */
  language: string;
  key: string;
  /** The page's <h1>; null for a file such as a feed, which is no page. */
  heading: string | null;
  /** Its title, where that is not its heading: the CV's heading is the owner's name. */
  title?: string;
  /** A page search engines are asked not to keep (robots noindex), and so not in the sitemap. */
  noindex?: true;
  /** Where the page was first published, when elsewhere (a post's `canonical`): search engines
   * are sent there, so the page is in no sitemap and no other page's alternates. */
  canonical?: string;
  /** What the page's title and description say, where its route's pages each say their own
   * (a tag's and a series' pages). */
  words?: RouteWords;
};

/** A page's title and description among the site's words (core/texts.ts), filled with
 * `values`: its heading says the title, and its meta (app/seo.ts) both. */
export type RouteWords = { title: TextKey; description: TextKey; values?: Record<string, string> };

export type SiteRoute = {
  /** React Router's path; "" is the home page. */
  pattern: string;
  /** Needed when one module serves several routes (each language's copy of a route). */
  id?: string;
  /** The route module, relative to app/. */
  module: string;
  /** The menu's label, for a route in the menu. */
  menu?: string;
  /** Every address this route answers, each prerendered. */
  pages: SitePage[];
  /** What its page's title and description say, unless the page says its own; the home page,
   * the posts and the write-ups say theirs with the owner's content. */
  words?: RouteWords;
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

/** `make`, made once per published list: every page's frame asks (app/shell/page-frame.ts). */
export function oncePerList<T>(make: (published: Published) => T): (published: Published) => T {
  const made = new WeakMap<Published, T>();
  return (published) => {
    if (!made.has(published)) made.set(published, make(published));
    return made.get(published) as T;
  };
}

/** The ids of the routes whose pages hydrate: root.tsx gives only these React's scripts. */
export const hydratingRouteIds = oncePerList(
  (published): ReadonlySet<string> =>
    new Set(
      siteRoutes(published)
        .filter((route) => route.hydrate)
        .map(routeId),
    ),
);

/** The posts written in a language: the site's own, or a translation's. */
export const postsIn = (published: Published, language: string): PostEntry[] =>
  language === defaultLanguage ? published.posts : (published.translated?.[language]?.posts ?? []);

/** Every route of the site, in every language: the site's own first, then each translation's
 * under its code, with the same modules. Each page's head (hreflangs), its language switcher
 * (counterpart) and its loader read the route list: made once for a published list, not once
 * per page, which grew with the square of the posts. A new list (`npm run dev` after an edit)
 * is a new key. */
export const siteRoutes = oncePerList((published): SiteRoute[] =>
  languages.flatMap((language) => routesIn(published, language)),
);

/** The pages of each key (the same page in each language), in menu order. */
const pagesByKey = oncePerList((published) => {
  const byKey = new Map<string, SitePage[]>();
  for (const page of sitePages(published))
    byKey.set(page.key, [...(byKey.get(page.key) ?? []), page]);
  return byKey;
});

function routesIn(published: Published, language: string): SiteRoute[] {
  const words = wordsIn(language);
  const posts = postsIn(published, language);
  // The write-ups' titles are the projects' in the language, where the translation gives one.
  const writeUps =
    (language === defaultLanguage ? undefined : published.translated?.[language]?.writeUps) ??
    published.writeUps;
  const page = (key: string, heading: string | null, indexed = true): SitePage => ({
    path: localePath(language, key),
    language,
    key,
    heading,
    ...(indexed ? {} : { noindex: true as const }),
  });
  /** The route of a page whose title and description are the site's words. */
  const worded = (key: string, routeWords: RouteWords, indexed = true) => ({
    pages: [page(key, words.text(routeWords.title, routeWords.values), indexed)],
    words: routeWords,
  });
  /** One route for all the posts (or write-ups) of a language, at `pathOf(":slug")`: React Router
   * matches every address against every route. Its loader answers an unknown slug with a 404. */
  const oneForAll = (
    pathOf: (slug: string) => string,
    module: string,
    entries: (Entry & { canonical?: string })[],
  ): SiteRoute[] =>
    entries.length === 0
      ? []
      : [
          {
            pattern: pathOf(":slug").slice(1),
            module: `routes/${module}.tsx`,
            pages: entries.map(({ slug, title, canonical }) => ({
              ...page(pathOf(slug), title),
              ...(canonical === undefined ? {} : { canonical }),
            })),
            searchable: true,
          },
        ];
  /** A page per tag or series, one route for all of a kind, as the posts; a group of one post
   * is kept out of search engines (docs/decisions/0010-tag-pages-with-one-post.md). */
  const groupPages = (
    kind: "tag" | "series",
    pathOf: (name: string) => string,
    groups: TagEntry[],
  ): SiteRoute[] =>
    groups.length === 0
      ? []
      : [
          {
            // The group's name made an address (":slug" would lose its colon).
            pattern: `${pathOf("").slice(1)}:slug`,
            module: `routes/blog-${kind}.tsx`,
            pages: groups.map((group) => {
              const groupWords: RouteWords = {
                title: kind,
                description: `${kind}Description`,
                values: { [kind]: group.name },
              };
              return {
                ...page(
                  pathOf(group.name),
                  words.text(groupWords.title, groupWords.values),
                  tagIndexed(group),
                ),
                words: groupWords,
              };
            }),
          },
        ];
  const blog = posts.length > 0;
  const routes: (SiteRoute | false)[] = [
    {
      pattern: "",
      module: "routes/about.tsx",
      menu: words.text("menuAbout"),
      pages: [page("/", profile.name)],
    },
    {
      pattern: "courses",
      module: "routes/courses.tsx",
      menu: words.text("menuCourses"),
      ...worded("/courses", { title: "courses", description: "coursesDescription" }),
    },
    {
      pattern: "projects",
      module: "routes/projects.tsx",
      menu: words.text("menuProjects"),
      ...worded("/projects", { title: "projects", description: "projectsDescription" }),
    },
    ...oneForAll(writeUpPath, "write-up", writeUps),
    // The CV (app/cv/), its <h1> the owner's name; its PDF and JSON Resume: build-time/cv/.
    {
      pattern: CV_PATH.slice(1),
      module: "routes/cv.tsx",
      menu: words.text("cv"),
      pages: [{ ...page(CV_PATH, profile.name), title: words.text("cv") }],
      words: { title: "cv", description: "cvDescription" },
      searchable: true,
    },
    // With no published post the blog, its feeds and its menu entry do not exist.
    blog && {
      pattern: "blog",
      module: "routes/blog.tsx",
      menu: words.text("menuBlog"),
      ...worded("/blog", { title: "blog", description: "blogDescription" }),
    },
    // Every post by year, linked from /blog.
    blog && {
      pattern: ARCHIVE_PATH.slice(1),
      module: "routes/blog-archive.tsx",
      ...worded(ARCHIVE_PATH, { title: "archive", description: "archiveDescription" }),
    },
    ...oneForAll(postPath, "blog-post", posts),
    // A page per tag the posts carry, and per series.
    ...groupPages("tag", tagPath, tagsOf(posts)),
    ...groupPages(
      "series",
      seriesPath,
      seriesOf(posts).map((series) => ({ ...series, posts: series.posts.length })),
    ),
    // Search needs something written to search; without JavaScript this page lists it all.
    blog && {
      pattern: "search",
      module: "routes/search.tsx",
      ...worded(SEARCH_PATH, { title: "search", description: "searchDescription" }),
    },
    ...(blog ? Object.values(feedFiles) : []).map(({ path, module }) => ({
      pattern: path.slice(1),
      module,
      pages: [page(path, null)],
    })),
    {
      pattern: llmsFile.path.slice(1),
      module: llmsFile.module,
      pages: [page(llmsFile.path, null)],
    },
    {
      pattern: "contact",
      module: "routes/contact.tsx",
      menu: words.text("menuContact"),
      hydrate: true,
      ...worded("/contact", { title: "contact", description: "contactDescription" }),
    },
  ];
  const own = routes.filter((route) => route !== false);
  if (language === defaultLanguage) return own;
  // The same modules under /<code>: their ids, which React Router needs apart, too.
  return own.map((route) => ({
    ...route,
    pattern: route.pattern ? `${language}/${route.pattern}` : language,
    id: `${language}/${routeId(route)}`,
  }));
}

/** Every HTML page, in menu order, language by language: what is prerendered and tested. */
export function sitePages(published: Published): (SitePage & { heading: string })[] {
  return siteRoutes(published)
    .flatMap((route) => route.pages)
    .filter((p): p is SitePage & { heading: string } => p.heading !== null);
}

/** The pages search engines may keep, in menu order: the sitemap. */
export function sitemapPaths(published: Published): string[] {
  return sitePages(published).flatMap((p) => (p.noindex || p.canonical ? [] : [p.path]));
}

/** Every address the build writes a file for: the pages and the feeds. */
export function prerenderPaths(published: Published): string[] {
  return siteRoutes(published).flatMap((route) => route.pages.map((p) => p.path));
}

/** The last segment of a page's address: the post, tag or write-up a shared route module shows. */
export const slugOf = (path: string) => path.split("/").pop();

/** The pages whose text the search index holds: each post and write-up. */
export const searchablePaths = (published: Published): string[] =>
  siteRoutes(published).flatMap((route) =>
    route.searchable ? route.pages.map((p) => p.path) : [],
  );

/** Whether the site has search: only when there is writing to search. */
export const hasSearch = (published: Published) =>
  siteRoutes(published).some((route) => route.pages.some((p) => p.key === SEARCH_PATH));

/** The languages with search: those the owner has written something in to search. */
export const searchLanguages = oncePerList(
  (published): ReadonlySet<string> =>
    new Set(sitePages(published).flatMap((p) => (p.key === SEARCH_PATH ? [p.language] : []))),
);

type MenuItem = { to: string; label: string };

// Every page's header shows the menu, and a language's routes hold one per post: made once
// per published list, for every language, as the route list is.
const menus = oncePerList(
  (published) =>
    new Map(
      languages.map((language) => [
        language,
        routesIn(published, language).flatMap((route) =>
          route.menu ? [{ to: `/${route.pattern}`, label: route.menu }] : [],
        ),
      ]),
    ),
);

/** The menu of the pages in a language, in order. */
export const menuItems = (published: Published, language = defaultLanguage): MenuItem[] =>
  menus(published).get(language) ?? [];

/** The feeds of a language's posts, for the <link rel="alternate"> in its pages' heads. */
export function feeds(
  published: Published,
  language = defaultLanguage,
): { path: string; type: string }[] {
  return postsIn(published, language).length > 0
    ? Object.values(feedFiles).map(({ path, type }) => ({ path: localePath(language, path), type }))
    : [];
}

/** The same page in each language and x-default (the site's language's, else the first): none
 * with one language, or for a page search engines do not keep or are sent elsewhere from. */
export function hreflangs(
  published: Published,
  path: string,
): { hreflang: string; path: string }[] {
  if (languages.length < 2) return [];
  const key = unlocalizedPath(path);
  const pages = (pagesByKey(published).get(key) ?? []).filter((p) => !p.noindex && !p.canonical);
  const fallback = pages.find((p) => p.language === defaultLanguage) ?? pages[0];
  if (!fallback || !pages.some((p) => p.path === unslashed(path))) return [];
  return [
    ...pages.map((p) => ({ hreflang: p.language, path: p.path })),
    { hreflang: "x-default", path: fallback.path },
  ];
}

/** An address without the trailing slash the prerender and some hosts give it. */
export const unslashed = (path: string) => path.replace(/(.)\/+$/, "$1");

/** The sitemap: each page search engines may keep, with its hreflang alternates. */
export function sitemapPages(published: Published) {
  return sitemapPaths(published).map((path) => {
    const alternates = hreflangs(published, path);
    return alternates.length > 0 ? { path, alternates } : path;
  });
}

/** Where the language switcher leads: the same page in the other language, else the nearest
 * that exists there (a post in one language only leads to the other's blog, or its home). */
export function counterpart(published: Published, path: string, language: string): string {
  const byKey = pagesByKey(published);
  let key = unlocalizedPath(path);
  for (;;) {
    const there = localePath(language, key);
    if (byKey.get(key)?.some((p) => p.path === there) || key === "/") return there;
    key = key.replace(/\/[^/]*$/, "") || "/";
  }
}
