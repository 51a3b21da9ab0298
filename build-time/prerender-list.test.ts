// @vitest-environment node
import { describe, expect, it } from "vitest";
import { languages, localePath } from "#core/languages.ts";
import { readPublished } from "#core/published.ts";
import { prerenderPaths, routeId, siteRoutes } from "../app/site-routes.ts";
import { prerenderList, ROUTER_ASKS_ALL } from "./prerender-list.ts";

const owners = readPublished({ drafts: false });
/** A blog of several posts and tags beside the owner's own pages. */
const blog = {
  ...owners,
  posts: [
    { slug: "third", title: "Third", tags: ["React", "CSS"] },
    { slug: "second", title: "Second", tags: ["React"] },
    { slug: "first", title: "First", tags: ["CSS"] },
  ],
};

describe("the prerender's list", () => {
  for (const [name, published] of [
    ["the owner's content", owners],
    ["a blog", blog],
  ] as const) {
    it(`renders every address of ${name} once: React Router the first of each route, the preview server the rest`, () => {
      const list = prerenderList(published, {});
      const notFound = languages.map((language) => localePath(language, "/404"));
      expect(list.all).toEqual([...prerenderPaths(published), ...notFound]);
      const rest = list.rest.map((page) => page.path);
      expect([...list.asked, ...rest].sort()).toEqual([...list.all].sort());
      expect(new Set([...list.asked, ...rest]).size).toBe(list.all.length);
      for (const route of siteRoutes(published)) {
        const [first, ...others] = route.pages.map((page) => page.path);
        expect(list.asked).toContain(first);
        for (const path of others)
          expect(list.rest).toContainEqual({ path, route: routeId(route) });
      }
      expect(list.asked).toEqual(expect.arrayContaining(notFound));
    });
  }

  it("leaves a blog's posts and tags after the first to the preview server", () => {
    const { rest } = prerenderList(blog, {});
    expect(rest).toEqual(
      expect.arrayContaining([
        { path: "/blog/second", route: "routes/blog-post" },
        { path: "/blog/first", route: "routes/blog-post" },
      ]),
    );
  });

  it(`asks React Router for every address with ${ROUTER_ASKS_ALL}=yes`, () => {
    const list = prerenderList(blog, { [ROUTER_ASKS_ALL]: "yes" });
    expect(list.asked).toEqual(list.all);
    expect(list.rest).toEqual([]);
  });
});
