import { particlesStarted } from "../particle-probe";
import { afterFrames, expect, routes, test } from "./fixtures";
import { budgets, gzipSize, kb, reactRouterFiles } from "./weights";

// One visit per page for what every page must do whatever its content: fit a phone's and a
// tablet's width, draw the particle field behind it, and load no React (one that hydrates, not
// before a visitor reaches for its form).

test.describe("every page, in one visit each", () => {
  for (const { path, hydrates } of [...routes, { path: "/not-a-page", hydrates: false }]) {
    test(`${path} fits a phone's and a tablet's width, over a fixed, full-window particle canvas, with no React in the browser${hydrates ? " until it is reached for" : ""}`, async ({
      page,
    }) => {
      // Every script the page loads, the particle field's too, and any data request.
      const scripts: string[] = [];
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".js")) scripts.push(pathname);
        if (pathname.endsWith(".data")) dataRequests.push(pathname);
      });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      const canvas = page.locator("canvas");
      await expect(canvas).toHaveCount(1);
      await expect(canvas).toHaveAttribute("aria-hidden", "true");
      for (const width of [360, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => {
          // What is inside a box of the page that scrolls sideways (a wide formula or code
          // block) is that box's to scroll; the box itself must fit.
          const inScroller = (el: Element) => {
            for (let up = el.parentElement; up && up.parentElement !== document.body; ) {
              if (getComputedStyle(up).overflowX !== "visible") return true;
              up = up.parentElement;
            }
            return false;
          };
          const wider = [...document.querySelectorAll("main *, header *, footer *")]
            .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
            .filter((el) => !inScroller(el))
            .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 40)}"`)
            .slice(0, 5);
          return { scrolls: document.documentElement.scrollWidth > innerWidth, wider };
        });
        expect(overflow, `${width} px`).toEqual({ scrolls: false, wider: [] });
        // The field: behind the page, never in the way of a tap, the whole window but for a
        // classic scrollbar's gutter.
        const field = await canvas.evaluate((el) => {
          const s = getComputedStyle(el);
          const { x, y, width, height } = el.getBoundingClientRect();
          return {
            position: s.position,
            pointerEvents: s.pointerEvents,
            behind: Number(s.zIndex) < 0,
            rect: { x, y, height },
            width,
            viewport: { width: innerWidth, height: innerHeight },
          };
        });
        expect(field, `${width} px`).toMatchObject({
          position: "fixed",
          pointerEvents: "none",
          behind: true,
          rect: { x: 0, y: 0, height: field.viewport.height },
        });
        expect(field.width, `${width} px`).toBeGreaterThan(field.viewport.width - 20);
      }
      // It stays put as the page scrolls.
      await particlesStarted(page);
      await page.mouse.wheel(0, 600);
      await afterFrames(page);
      expect(await canvas.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

      // The field's worker is the last code a page loads: by now, every script it loads has been
      // asked for. No page loads a React Router file or data, and all of its scripts, the
      // field's too, are within the budget: a page that hydrates (the contact form) has not
      // yet been reached for, so its React is still to come.
      expect(scripts.length).toBeGreaterThan(0);
      const router = reactRouterFiles();
      expect(scripts.filter((url) => router.has(url))).toEqual([]);
      expect(dataRequests).toEqual([]);
      if (!hydrates) {
        expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      }
      const js = [...new Set(scripts)].reduce((sum, url) => sum + gzipSize(url), 0);
      expect(js, `${path} loads ${kb(js)} of JavaScript`).toBeLessThanOrEqual(budgets.withoutReact);
    });
  }
});
