import { Window } from "happy-dom";
import { allPages } from "../site-pages";
import { expect, interLoaded, routes, test, themeOf, tokenColor } from "./fixtures";

// On a slow phone the first paint waits for every stylesheet the page links and, in Lighthouse's
// simulation, for every file that ended before it (docs/performance.md, "First paint at the
// floor"): the page carries its own styles, and Inter comes once the page has painted.

/** A page's HTML as sent, parsed: what the browser has before it asks for anything. */
async function pageAsSent(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  // A visit without scripts links Inter from a <noscript>, which a browser running scripts
  // never reads.
  const outside = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => !element.closest("noscript"));
  const found = {
    stylesheets: outside('link[rel="stylesheet"]').map((link) => link.getAttribute("href")),
    preloads: outside('link[rel="preload"][as="font"], link[rel="preload"][as="style"]').map(
      (link) => link.getAttribute("href"),
    ),
    styles: outside("style")
      .map((style) => style.textContent)
      .join("\n"),
  };
  await window.happyDOM.close();
  return found;
}

test.describe("the first paint", () => {
  test("waits for no stylesheet or font: every page as sent carries its styles", async ({
    request,
  }) => {
    for (const { path } of allPages) {
      const { stylesheets, preloads, styles } = await pageAsSent(
        await (await request.get(path)).text(),
      );
      expect(stylesheets, `${path} links a stylesheet`).toEqual([]);
      expect(preloads, `${path} preloads a font or stylesheet`).toEqual([]);
      expect(styles, `${path} has no styles of its own`).toMatch(/\S/);
      // A face with a file, declared in the page as sent, is fetched at the first layout.
      expect(styles, `${path} declares a font file`).not.toMatch(/@font-face\s*\{[^}]*url\(/);
    }
  });

  test("is styled under the site's policy, and Inter comes after it", async ({ page }) => {
    // Every refusal of the policy, which the console guard would report too.
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refused });
      addEventListener("securitypolicyviolation", (event) =>
        refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    for (const { path, heading } of routes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The page's colours are the stylesheet's: the inline styles were applied.
      await expect(page.locator("html")).toHaveCSS(
        "background-color",
        tokenColor(await themeOf(page), "bg"),
      );
      // Inter's basic face ends up in use, its request made after the first contentful paint.
      await interLoaded(page);
      const { paint, early, refused } = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const early = performance
          .getEntriesByType("resource")
          .filter((entry) => /\.(css|woff2)$/.test(new URL(entry.name).pathname))
          .filter((entry) => paint === undefined || entry.startTime < paint)
          .map((entry) => entry.name);
        return { paint, early, refused: (window as unknown as { refused: string[] }).refused };
      });
      expect(paint, `${path} painted`).toBeDefined();
      expect(early, `${path} asked for these before its first paint`).toEqual([]);
      expect(refused, `${path}: the policy refused`).toEqual([]);
    }
  });
});
