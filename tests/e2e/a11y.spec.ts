import AxeBuilder from "@axe-core/playwright";
import { expect, routes, test } from "./fixtures";

const pages = [...routes.map((route) => route.path), "/not-a-page"];

test.describe("axe-core finds nothing", () => {
  for (const path of pages) {
    for (const menu of ["closed", "open"] as const) {
      test(`${path} with the menu ${menu}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (menu === "open") {
          // With reduced motion (the suite's default) the items are at rest at once, so their
          // colours are measured as a visitor reads them.
          await page.getByRole("button", { name: "Open menu" }).click();
          await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        }
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      });
    }
  }
});
