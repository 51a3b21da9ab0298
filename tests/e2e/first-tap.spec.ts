import { expect, holdScripts, routes, test } from "./fixtures";

// A phone as the issue measured it: 412 × 823, touch, a CPU four times slower, 150 ms latency and
// 1.6 Mbps. The page paints before its scripts run; a tap in that window must not be lost.
test.use({
  viewport: { width: 412, height: 823 },
  hasTouch: true,
  isMobile: true,
});

for (const route of [...routes, { path: "/no-such-page" }]) {
  test(`${route.path}: the first tap on the menu opens it, even before scripts have run`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    // The scripts wait for the tap. Left to the throttled network alone, the window between the
    // first paint and hydration closed before the tap whenever this test's own process was
    // slow to get a core (seen on a loaded two-core run).
    const releaseScripts = await holdScripts(page);
    await page.goto(route.path, { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.waitFor({ state: "visible" });
    await toggle.tap();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 700 });
    // The tap fell in the window this test is about, before any script had run.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    // And once React is there, it has taken the open menu over.
    releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
}
