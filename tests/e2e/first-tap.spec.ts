import { siteTexts } from "#core/site-texts.ts";
import { allPages } from "../site-pages";
import { expect, holdScripts, isInteractive, pageInteractive, pageKinds, test } from "./fixtures";

// On a phone the page paints well before its scripts have run; a tap in that window must not be
// lost. The scripts are held until after the tap, so the window is there however fast the machine.
test.use({
  viewport: { width: 412, height: 823 },
  hasTouch: true,
  isMobile: true,
});

// Every page sends the menu as the platform's own popover, which needs no script; a browser taps
// it on one page of each kind.
test("every page's menu toggle opens a popover with no script", async ({ request }) => {
  for (const path of [...allPages.map((p) => p.path), "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<button[^>]*popovertarget="site-menu"[^>]*>/i);
    expect(html, path).toMatch(/<div id="site-menu"[^>]*popover="auto"/);
  }
});

for (const route of pageKinds.map((path) => ({ path }))) {
  test(`${route.path}: the first tap on the menu opens it, even before scripts have run`, async ({
    page,
  }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto(route.path, { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: siteTexts.openMenu });
    await toggle.waitFor({ state: "visible" });
    await toggle.tap();
    await expect(page.getByRole("navigation", { name: siteTexts.mainMenu })).toBeVisible();
    // The tap fell in the window this test is about, before any script had run.
    expect(await isInteractive(page)).toBe(false);
    // And once the page's script is there, it has taken the open menu over.
    releaseScripts();
    await pageInteractive(page);
    await expect(page.getByRole("button", { name: siteTexts.closeMenu })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
}
