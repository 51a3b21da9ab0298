import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import { profile } from "#content/profile.ts";
import { site } from "#content/site.ts";
import { postPath } from "#core/page-paths.ts";
import { readPosts } from "#core/published.ts";
import { allPages, routePages } from "../site-pages";
import { expect, routes, test } from "./fixtures";

// The build ran without SITE_URL, so every absolute URL comes from content/site.ts.
const siteUrl = site.url;
/** The posts' pages, each with a share card of its own. */
const postPaths = new Set(readPosts({ drafts: false }).map((post) => postPath(post.slug)));

/** A page's <head> as sent: what a search engine or a link preview reads, no browser needed. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const window = new Window();
  const head = new window.DOMParser().parseFromString(html, "text/html").head;
  await window.happyDOM.close();
  const one = (selector: string, attribute: string) =>
    head.querySelector(selector)?.getAttribute(attribute) ?? null;
  return {
    title: head.querySelector("title")?.textContent ?? "",
    meta: (attr: "name" | "property", key: string) => one(`meta[${attr}="${key}"]`, "content"),
    canonicals: head.querySelectorAll('link[rel="canonical"]').length,
    canonical: one('link[rel="canonical"]', "href"),
  };
}

test.describe("findable and shareable", () => {
  for (const { path, noindex, canonical } of routes) {
    test(`${path} has ${noindex ? "no canonical link (noindex)" : "a canonical link"} and a full share card`, async ({
      request,
    }) => {
      const head = await headOf(request, path);
      // The tab names the page by its title, else as its heading does; the home page's says what
      // the owner does.
      const listed = routePages.find((p) => p.path === path);
      const title = listed?.title ?? listed?.heading;
      expect(head.title).toBe(`${path === "/" ? profile.position : title} — ${profile.name}`);
      const { meta } = head;
      // A page search engines should not keep (app/site-routes.ts) names no canonical address.
      if (noindex) {
        expect(meta("name", "robots")).toBe("noindex");
        expect(head.canonicals).toBe(0);
      } else {
        expect(head.canonicals).toBe(1);
        // A post first published elsewhere sends search engines there; its card leads here.
        expect(head.canonical).toBe(canonical ?? `${siteUrl}${path}`);
        expect(meta("property", "og:url")).toBe(`${siteUrl}${path}`);
      }
      expect(meta("property", "og:title")).toBe(head.title);
      expect(meta("property", "og:description")).toBe(meta("name", "description"));
      // A post has a card of its own; every other page shares the site's.
      const card = postPaths.has(path) ? `${path}/share-image.png` : "/share-image.png";
      expect(meta("property", "og:image")).toBe(`${siteUrl}${card}`);
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      expect(meta("name", "twitter:image")).toBe(`${siteUrl}${card}`);
    });
  }

  test("the 404 page asks not to be indexed", async ({ page }) => {
    await page.goto("/missing");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test("About describes the owner as structured data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const person = JSON.parse(json ?? "{}");
    expect(person).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.position,
    });
    expect(person.sameAs).toEqual(profile.socials.map((social) => social.href));
  });

  test("the share image is a real 1200×630 picture", async ({ request }) => {
    const response = await request.get("/share-image.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("sitemap.xml lists every page search engines may keep here and robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(
      allPages.filter((p) => !p.noindex && !p.canonical).map(({ path }) => `${siteUrl}${path}`),
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("icons and the web app manifest are served", async ({ page, request }) => {
    await page.goto("/");
    const head = page.locator("head");
    for (const selector of [
      'link[rel="icon"][type="image/svg+xml"]',
      'link[rel="icon"][type="image/png"]',
      'link[rel="apple-touch-icon"]',
      'link[rel="manifest"]',
    ]) {
      const href = await head.locator(selector).getAttribute("href");
      expect(href, selector).toBeTruthy();
      expect((await request.get(href ?? "")).status(), `${selector} → ${href}`).toBe(200);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.short_name).toBe(profile.initials);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test("the manifest is linked once the page has loaded, not in the page as sent", async ({
    page,
    request,
  }) => {
    // Linked from the start, the manifest and then its icon are fetched beside the font the
    // first paint waits for (app/shell/manifest-link.ts).
    for (const { path } of allPages) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<link[^>]*rel="manifest"/);
    }
    await page.goto("/");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/site.webmanifest",
    );
  });
});
