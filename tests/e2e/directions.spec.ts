import { profile } from "#content/profile.ts";
import { directionOf, languages, localePath } from "#core/languages.ts";
import { wordsIn } from "../../app/i18n/words";
import { menuItems } from "../../app/site-routes";
import { published } from "../site-pages";
import { expect, test, translatedRoutes } from "./fixtures";

// The layout and the menu in each of the site's languages, read in its own direction: a
// right-to-left language (the fixture owner's Arabic in CI, scripts/test-right-to-left.sh)
// mirrors the page, from logical CSS properties, and its menu behaves as every other's.

// The other languages' pages, at a phone's width, where a page is likeliest to overflow: the
// site's own language's are measured at a phone's and a tablet's by every-page.spec.ts, which
// holds the same page, left to right, to the same layout.
test.describe("every language reads in its own direction", () => {
  for (const width of [360]) {
    for (const { path, language } of translatedRoutes) {
      test(`${path} at ${width} px: mirrored for its direction, nothing wider than the screen`, async ({
        page,
      }) => {
        const dir = directionOf(language);
        const words = wordsIn(language);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
        // The logo starts the header's line and the menu toggle ends it, whichever way it reads.
        const logo = await page
          .getByRole("link", { name: words.text("home", { name: profile.name }) })
          .boundingBox();
        const toggle = await page
          .getByRole("button", { name: words.text("openMenu") })
          .boundingBox();
        if (!logo || !toggle) throw new Error("no logo or menu toggle");
        if (dir === "ltr") expect(logo.x).toBeLessThan(toggle.x);
        else expect(logo.x).toBeGreaterThan(toggle.x);
        // The page's heading starts on the reading side.
        const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
        if (!heading) throw new Error("no heading");
        const fromStart = dir === "ltr" ? heading.x : width - (heading.x + heading.width);
        expect(fromStart).toBeLessThan(width / 2);
      });
    }
  }
});

test.describe("the menu in every language", () => {
  for (const language of languages) {
    const words = wordsIn(language);
    const menu = menuItems(published, language);
    test(`${language}: opens, keeps focus, closes on Escape and leads to the picked page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const home = localePath(language, "/");
      await page.goto(home);
      await page.getByRole("button", { name: words.text("openMenu") }).click();
      const nav = page.getByRole("navigation", { name: words.text("mainMenu") });
      await expect(nav.getByRole("link")).toHaveText(menu.map((item) => item.label));
      await expect(nav.getByRole("link").first()).toBeFocused();
      const header = page.getByRole("banner");
      for (let i = 0; i < menu.length + 4; i++) {
        await page.keyboard.press("Tab");
        expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      const toggle = page.getByRole("button", { name: words.text("openMenu") });
      await expect(toggle).toBeFocused();
      const last = menu.at(-1);
      if (!last) return;
      await toggle.click();
      await nav.getByRole("link", { name: last.label }).click();
      await expect(page).toHaveURL(new RegExp(`${last.to}/?$`));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(language));
    });
  }
});
