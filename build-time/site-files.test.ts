// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { site } from "#content/site.ts";
import { drawnTheme, type Theme, themes } from "#core/themes.ts";
import { ownerTheme, resolveBasePath, resolveSiteUrl, siteUrlOrExit } from "./build-settings";
import { siteColors } from "./owner-look";
import { robotsTxt, sitemapXml, webManifest } from "./site-files";

describe("generated site files", () => {
  it("lists every known route in the sitemap, with absolute URLs", () => {
    const xml = sitemapXml("https://me.example", ["/", "/courses", "/a&b"], "2026-11-21");
    expect(xml).toContain("<loc>https://me.example/</loc>");
    expect(xml).toContain("<loc>https://me.example/courses</loc>");
    expect(xml).toContain("<loc>https://me.example/a&#38;b</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });

  it("gives a post the day it last changed, and every other page the build's", () => {
    const modified = new Map([["/blog/old", "2025-03-14"]]);
    const xml = sitemapXml("https://me.example", ["/blog", "/blog/old"], "2026-11-21", modified);
    expect(xml).toContain("<loc>https://me.example/blog/old</loc><lastmod>2025-03-14</lastmod>");
    expect(xml).toContain("<loc>https://me.example/blog</loc><lastmod>2026-11-21</lastmod>");
  });

  it("points crawlers at the sitemap", () => {
    expect(robotsTxt("https://me.example/portfolio")).toContain(
      "Sitemap: https://me.example/portfolio/sitemap.xml",
    );
  });

  it("describes the site as an installable app with its icons", () => {
    const manifest = (theme: Theme) =>
      JSON.parse(
        webManifest({
          name: "Ada",
          initials: "AL",
          position: "Frontend Developer",
          base: "/p/",
          theme,
        }),
      );
    expect(manifest("dark").short_name).toBe("AL");
    expect(manifest("dark").start_url).toBe("/p/");
    expect(manifest("dark").icons.map((icon: { sizes: string }) => icon.sizes)).toContain(
      "512x512",
    );
    // The icons' background, the owner's theme's page colour as the site draws it.
    for (const theme of themes) {
      expect(manifest(theme)).toMatchObject({
        background_color: siteColors(theme).bg,
        theme_color: siteColors(theme).bg,
      });
    }
  });

  it("draws cards, icons and the app in the owner's theme; dark when left to the system", () => {
    expect(ownerTheme(undefined)).toBe("dark");
    expect(ownerTheme("system")).toBe("system");
    // A mistake is the content check's to report; meanwhile the build reads the default.
    expect(ownerTheme("sepia")).toBe("dark");
    expect(drawnTheme("light")).toBe("light");
    expect(drawnTheme("dark")).toBe("dark");
    expect(drawnTheme("system")).toBe("dark");
  });

  it("takes the canonical URL from SITE_URL, else from the content, never with a slash", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://preview.example/" })).toBe(
      "https://preview.example",
    );
    expect(resolveSiteUrl({})).toBe(site.url);
  });

  it("stops at a SITE_URL that is not a web address, naming it and what to set", () => {
    for (const typo of ["not-a-url", "mira.example.com", "ftp://mira.example.com"])
      expect(() => resolveSiteUrl({ SITE_URL: typo })).toThrow(
        `SITE_URL is "${typo}", which is not a web address`,
      );
  });

  it("ends a build at such a SITE_URL with the message alone, and exit code 1", () => {
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((message) => errors.push(message));
    vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => siteUrlOrExit({ SITE_URL: "mira.example.com" })).toThrow("exit 1");
    expect(errors).toEqual([expect.stringMatching(/^\nSITE_URL is "mira\.example\.com", which/)]);
    expect(siteUrlOrExit({ SITE_URL: "https://mira.example.com/" })).toBe(
      "https://mira.example.com",
    );
  });

  it("normalises the base path", () => {
    expect(resolveBasePath({})).toBe("/");
    expect(resolveBasePath({ BASE_PATH: "my-portfolio" })).toBe("/my-portfolio/");
    expect(resolveBasePath({ BASE_PATH: "/my-portfolio/" })).toBe("/my-portfolio/");
    expect(resolveBasePath({ BASE_PATH: "//a/b//" })).toBe("/a/b/");
  });
});
