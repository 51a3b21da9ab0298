// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { languages, localePath } from "#core/languages.ts";
import { pageAt, pageOfRequest } from "./current-page";
import { published } from "./shell/published";
import { sitePages } from "./site-routes";

// Read from the route list and the site's languages, so these hold for any owner's content.

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the page at an address", () => {
  it("is its route's, in its route's language, with or without a trailing slash", () => {
    for (const page of sitePages(published)) {
      for (const path of [page.path, `${page.path}/`]) {
        const found = pageAt(path);
        expect(found.entry?.page, path).toEqual(page);
        expect(found.words.language, path).toBe(page.language);
      }
    }
  });

  it("is in the language its address names where no route is (the 404 page)", () => {
    for (const language of languages) {
      const found = pageAt(localePath(language, "/no-such-page"));
      expect(found.entry).toBeUndefined();
      expect(found.language).toBe(language);
    }
  });

  it("is found from a loader's request under the base path, for the page and for its data", () => {
    vi.stubEnv("BASE_URL", "/my-portfolio/");
    for (const page of sitePages(published).filter((p) => p.path !== "/")) {
      for (const suffix of ["", ".data"]) {
        const url = `https://example.test/my-portfolio${page.path}${suffix}`;
        expect(pageOfRequest(new Request(url)).entry?.page, url).toEqual(page);
      }
    }
  });
});
