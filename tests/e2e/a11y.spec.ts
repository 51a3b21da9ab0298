import AxeBuilder from "@axe-core/playwright";
import { chooseTheme, expect, routes, test, themeOf } from "./fixtures";

const pages = [...routes.map((route) => route.path), "/not-a-page"];
const widths = [360, 768, 1440];

// One page per route and theme, measured at each width in turn and then with the menu open:
// contrast included, as a visitor reads it in either theme.
for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core finds nothing in the ${theme} theme`, () => {
    // The visitor's stored choice, so both themes are checked whatever the owner's is.
    test.beforeEach(async ({ page }) => chooseTheme(page, theme));
    for (const path of pages) {
      test(`${path} at ${widths.join(", ")} px, then with the menu open`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await themeOf(page)).toBe(theme);
        const analyze = async (state: string) => {
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .analyze();
          const found = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
          expect(found, `${path}, ${theme}, ${state}`).toEqual([]);
        };
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await analyze(`${width} px`);
        }
        // With reduced motion (the suite's default) the items are at rest at once, so their
        // colours are measured as a visitor reads them.
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await analyze("menu open");
      });
    }
  });
}
