// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLanguage, languages, localePath } from "#core/languages.ts";
import { readPublished } from "#core/published.ts";
import routerConfig from "../react-router.config";
import { allPages, routePages } from "../tests/site-pages";
import routes from "./routes";
import {
  feeds,
  hreflangs,
  llmsFile,
  menuItems,
  prerenderPaths,
  sitemapPaths,
  sitePages,
  siteRoutes,
  titles,
} from "./site-routes";

const published = readPublished({ drafts: false });
const none = { posts: [], writeUps: [] };
/** What a tag's or a series' page says its title and description with. */
const tagWords = (tag: string) => ({
  title: "tag",
  description: "tagDescription",
  values: { tag },
});
const seriesWords = (series: string) => ({
  title: "series",
  description: "seriesDescription",
  values: { series },
});

describe("one route list", () => {
  it("is what React Router, the menu, the prerender list and the tests read", () => {
    const patterns = routes.map((route) => route.path ?? "");
    expect(patterns).toEqual([...siteRoutes(published).map((r) => r.pattern), "*"]);
    // React Router asks for a page of each route; the preview server renders the rest
    // (build-time/prerender-list.test.ts holds that every address is rendered once).
    const all = [
      ...prerenderPaths(published),
      ...languages.map((language) => localePath(language, "/404")),
    ];
    expect(all).toEqual(expect.arrayContaining(routerConfig.prerender.paths));
    expect(allPages).toEqual(sitePages(published));
    // One page of each route module: /blog and one post stand for the blog.
    const modules = new Set(
      siteRoutes(published)
        .map((r) => r.module)
        .filter((m) => !m.endsWith(".ts")),
    );
    expect(routePages).toHaveLength(modules.size);
    expect(allPages).toEqual(
      expect.arrayContaining(routePages.map(({ hydrates: _, ...page }) => page)),
    );
    // The end-to-end suites and the three-engine run take their pages from the same place.
    for (const file of [
      "tests/e2e/fixtures.ts",
      "tests/engines/engines.test.ts",
      "scripts/bench.ts",
    ]) {
      expect(readFileSync(file, "utf8"), file).toMatch(
        /from "\.\.?\/(\.\.\/)?(tests\/)?site-pages/,
      );
    }
  });

  it("has the CV in every language's menu, the sitemap and the hreflang sets (issue 67)", () => {
    for (const language of languages) {
      const path = localePath(language, "/cv");
      expect(menuItems(published, language).map((item) => item.to)).toContain(path);
      expect(sitemapPaths(published)).toContain(path);
      expect(hreflangs(published, path)).toEqual(
        languages.length < 2
          ? []
          : [
              ...languages.map((code) => ({ hreflang: code, path: localePath(code, "/cv") })),
              { hreflang: "x-default", path: "/cv" },
            ],
      );
    }
  });

  it("lists a page added once in the menu, the prerender list and the sitemap's pages", () => {
    const withPosts = { posts: [{ slug: "hello", title: "Hello", tags: [] }], writeUps: [] };
    expect(menuItems(withPosts).map((item) => item.to)).toContain("/blog");
    expect(prerenderPaths(withPosts)).toEqual(
      expect.arrayContaining(["/blog", "/blog/hello", "/rss.xml", "/atom.xml", "/feed.json"]),
    );
    expect(sitePages(withPosts).map((p) => p.path)).toContain("/blog/hello");
    expect(siteRoutes(withPosts).map((r) => r.pattern)).toContain("blog/:slug");
    expect(sitePages(withPosts).map((p) => p.path)).not.toContain("/rss.xml");
  });

  it("has a page per tag, kept out of the sitemap while only one post carries it", () => {
    const tagged = {
      posts: [
        { slug: "new", title: "New", tags: ["React", "C++"] },
        { slug: "old", title: "Old", tags: ["React"] },
      ],
      writeUps: [],
    };
    const tagPages = sitePages(tagged).filter((p) => p.path.startsWith("/blog/tags/"));
    const own = { language: defaultLanguage };
    expect(tagPages).toEqual([
      {
        ...own,
        path: "/blog/tags/c-plus-plus",
        key: "/blog/tags/c-plus-plus",
        heading: titles.tag("C++"),
        noindex: true,
        words: tagWords("C++"),
      },
      {
        ...own,
        path: "/blog/tags/react",
        key: "/blog/tags/react",
        heading: titles.tag("React"),
        words: tagWords("React"),
      },
    ]);
    // One route serves them all, as one serves all the posts: a route each made React Router
    // match every address against every tag.
    expect(siteRoutes(tagged).filter((route) => route.module === "routes/blog-tag.tsx")).toEqual([
      expect.objectContaining({ pattern: "blog/tags/:slug", pages: tagPages }),
    ]);
    expect(prerenderPaths(tagged)).toEqual(expect.arrayContaining(tagPages.map((p) => p.path)));
    expect(sitemapPaths(tagged)).toContain("/blog/tags/react");
    expect(sitemapPaths(tagged)).not.toContain("/blog/tags/c-plus-plus");
    expect(sitemapPaths(tagged)).toEqual(
      sitePages(tagged)
        .map((p) => p.path)
        .filter((path) => path !== "/blog/tags/c-plus-plus"),
    );
  });

  it("has an archive, and a page per series, kept out of the sitemap while it has one post", () => {
    const serial = {
      posts: [
        { slug: "two", title: "Two", tags: [], series: "Building It" },
        { slug: "one", title: "One", tags: [], series: "building it" },
        { slug: "alone", title: "Alone", tags: [], series: "Solo" },
      ],
      writeUps: [],
    };
    const own = { language: defaultLanguage };
    const paths = sitePages(serial).map((p) => p.path);
    expect(sitePages(serial)).toContainEqual({
      ...own,
      path: "/blog/archive",
      key: "/blog/archive",
      heading: titles.archive,
    });
    expect(sitePages(serial).filter((p) => p.path.startsWith("/blog/series/"))).toEqual([
      {
        ...own,
        path: "/blog/series/building-it",
        key: "/blog/series/building-it",
        heading: titles.series("Building It"),
        words: seriesWords("Building It"),
      },
      {
        ...own,
        path: "/blog/series/solo",
        key: "/blog/series/solo",
        heading: titles.series("Solo"),
        noindex: true,
        words: seriesWords("Solo"),
      },
    ]);
    expect(siteRoutes(serial).filter((route) => route.module === "routes/blog-series.tsx")).toEqual(
      [expect.objectContaining({ pattern: "blog/series/:slug" })],
    );
    expect(paths.indexOf("/blog/archive")).toBeGreaterThan(paths.indexOf("/blog"));
    expect(sitemapPaths(serial)).not.toContain("/blog/series/solo");
    expect(sitePages({ ...serial, posts: serial.posts.slice(0, 1) }).map((p) => p.path)).toContain(
      "/blog/archive",
    );
  });

  it("leaves a post first published elsewhere out of the sitemap and the language links", () => {
    const elsewhere = "https://dev.to/me/first-2k1p";
    const posts = [
      { slug: "first", title: "First", tags: [], canonical: elsewhere },
      { slug: "here", title: "Here", tags: [] },
    ];
    const other = languages.find((language) => language !== defaultLanguage);
    const copied = {
      posts,
      writeUps: [],
      ...(other
        ? {
            translated: {
              [other]: { posts: posts.map(({ canonical: _, ...post }) => post), writeUps: [] },
            },
          }
        : {}),
    };
    expect(sitePages(copied).find((p) => p.path === "/blog/first")).toMatchObject({
      canonical: elsewhere,
    });
    expect(prerenderPaths(copied)).toContain("/blog/first");
    expect(sitemapPaths(copied)).not.toContain("/blog/first");
    expect(sitemapPaths(copied)).toContain("/blog/here");
    expect(hreflangs(copied, "/blog/first")).toEqual([]);
    if (!other) return;
    const there = localePath(other, "/blog/first");
    expect(sitemapPaths(copied)).toContain(there);
    expect(hreflangs(copied, there).map((link) => link.path)).not.toContain("/blog/first");
    expect(hreflangs(copied, localePath(other, "/blog/here")).map((link) => link.path)).toContain(
      "/blog/here",
    );
    // The other way round: only the translation was first published elsewhere.
    const translatedCopy = {
      posts: posts.map(({ canonical: _, ...post }) => post),
      writeUps: [],
      translated: { [other]: { posts, writeUps: [] } },
    };
    expect(sitemapPaths(translatedCopy)).toContain("/blog/first");
    expect(sitemapPaths(translatedCopy)).not.toContain(there);
    expect(hreflangs(translatedCopy, there)).toEqual([]);
    expect(hreflangs(translatedCopy, "/blog/first").map((link) => link.path)).not.toContain(there);
  });

  it("has llms.txt in every language, with posts or without", () => {
    for (const language of languages) {
      const llms = localePath(language, llmsFile.path);
      expect(prerenderPaths(none)).toContain(llms);
      expect(prerenderPaths(published)).toContain(llms);
    }
    // A file, no page: not in the sitemap or the pages the tests visit.
    expect(sitePages(published).map((p) => p.path)).not.toContain(llmsFile.path);
  });

  it("has no blog, no tags, no feeds and no write-up pages for an owner who publishes none", () => {
    const paths = prerenderPaths(none);
    expect(paths.filter((p) => /blog|\.xml|\.json|projects\//.test(p))).toEqual([]);
    expect(menuItems(none).map((item) => item.label)).not.toContain("Blog");
    expect(feeds(none)).toEqual([]);
    const keys = (language: string) =>
      sitePages(none).flatMap((p) => (p.language === language ? [p.key] : []));
    for (const language of languages)
      expect(keys(language)).toEqual(["/", "/courses", "/projects", "/cv", "/contact"]);
  });
});
