import { allPages } from "../site-pages";
import { expect, test } from "./fixtures";

// What a crawler or a link preview reads of each page (titles, canonical links, share cards,
// structured data, the sitemap) depends on the owner's content: the owner's suite reads it from
// the build (tests/site/head.spec.ts, tests/site/feeds.spec.ts). Here, what the template does
// with the head once the page is in a browser.

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
