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
          await page.getByRole("button", { name: "Open menu" }).click();
          // Let the items finish sliding in, so colours are measured at rest.
          await page.waitForTimeout(1200);
        }
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      });
    }
  }
});
