import { languageOfPath, languages, localePath } from "#core/languages.ts";
import { siteTexts } from "#core/site-texts.ts";
import { wordsIn } from "../../app/i18n/words";
import { SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link";
import { hasSearch } from "../../app/site-routes";
import { bodyOnlyWord } from "../search-words";
import { published } from "../site-pages";
import { axeViolations } from "./axe";
import {
  afterFrames,
  chooseTheme,
  expect,
  pageSettled,
  routes,
  searchStatus,
  test,
  themeOf,
  translatedRoutes,
} from "./fixtures";

// Every route in every language, and each language's 404 page.
const pages = [
  ...[...routes, ...translatedRoutes].map((route) => route.path),
  ...languages.map((language) => localePath(language, "/not-a-page")),
];

/**
 * What a theme changes is colour, not the DOM: after a page has passed every rule in one theme,
 * the other theme needs only the rules that read colours. Running them alone is about a third of
 * a full pass, and axe was most of this file's time.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

// Axe reads the DOM and the colours, which no breakpoint changes (the breakpoints only lay the
// same elements out in more columns), so each page is measured once per theme, at the desktop
// width where every element is on screen; layout.spec.ts checks each page at phone and tablet
// widths. Both themes on one visit: the light theme as a stored choice, every rule, then the
// toggle to dark, as a visitor switches, and the rules that read colours. The menu and search are the same on every page, so each is measured
// open once per theme, on a phone.
test.describe("axe-core finds nothing", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of pages) {
    test(`${path}, in the light theme and then the dark`, async ({ page }) => {
      await chooseTheme(page, "light");
      await page.goto(path);
      await pageSettled(page);
      expect(await themeOf(page)).toBe("light");
      expect(await axeViolations(page), "light").toEqual([]);
      const toDark = wordsIn(languageOfPath(path)).text("toDarkTheme");
      await page.getByRole("button", { name: toDark }).click();
      await expect.poll(() => themeOf(page)).toBe("dark");
      await afterFrames(page);
      expect(await axeViolations(page, { rules: COLOUR_RULES }), "dark").toEqual([]);
    });
  }
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core finds nothing in the ${theme} theme`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    // The visitor's stored choice, so both themes are checked whatever the owner's is.
    test.beforeEach(async ({ page }) => chooseTheme(page, theme));

    test("with the menu open on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/");
      // With reduced motion (the suite's default) the items are at rest at once, so their
      // colours are measured as a visitor reads them.
      await page.getByRole("button", { name: siteTexts.openMenu }).click();
      await expect(page.getByRole("navigation", { name: siteTexts.mainMenu })).toBeVisible();
      expect(await themeOf(page)).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with search open and showing results", async ({ page }) => {
      test.skip(!hasSearch(published), "an owner without posts has no search");
      await page.goto("/");
      await page.locator(`html[${SEARCH_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
      await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: siteTexts.searchLabel });
      const word = bodyOnlyWord()?.word ?? "a";
      await dialog.getByRole("searchbox").fill(word);
      await expect(dialog.getByRole("status")).toHaveText(searchStatus(word));
      expect(await themeOf(page)).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
