import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ownerStylesFile } from "../../build-time/owner-look";
import { particlesStarted } from "../particle-probe";
import { afterFrames, expect, interLoaded, routes, test, themeOf, tokenColor } from "./fixtures";
import { budgets, client, gzipSize, kb, reactRouterFiles } from "./weights";

/** The owner's own stylesheet (content/styles.css), "" when they have none. */
const ownerStyles = existsSync(ownerStylesFile()) ? readFileSync(ownerStylesFile(), "utf8") : "";

// One visit per page for what every page must do whatever its content: paint styled under the
// site's policy with Inter's small subset coming after the paint, fit a phone's and a tablet's
// width, draw the particle field behind it, and load no React (one that hydrates, not before a
// visitor reaches for its form). What the first paint needs of the page as sent is read from its
// HTML in first-paint.spec.ts.

test.describe("every page, in one visit each", () => {
  for (const { path, hydrates } of [...routes, { path: "/not-a-page", hydrates: false }]) {
    test(`${path} paints styled with Inter after it, fits a phone's and a tablet's width, over a fixed, full-window particle canvas, with no React in the browser${hydrates ? " until it is reached for" : ""}`, async ({
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
      // Every refusal of the policy, which the console guard would report too.
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refused });
        addEventListener("securitypolicyviolation", (event) =>
          refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await test.step("its first paint is styled under the site's policy, Inter after it", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The page's colours are the stylesheet's: the inline styles were applied.
        await expect(page.locator("html")).toHaveCSS(
          "background-color",
          tokenColor(await themeOf(page), "bg"),
        );
        // Inter's basic face ends up in use, its request made after the first contentful paint.
        await interLoaded(page);
        const { paint, early, refused, fonts, faces } = await page.evaluate(async () => {
          await document.fonts.ready;
          const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          const resources = performance.getEntriesByType("resource");
          return {
            paint,
            early: resources
              .filter((entry) => /\.(css|woff2)$/.test(new URL(entry.name).pathname))
              .filter((entry) => paint === undefined || entry.startTime < paint)
              .map((entry) => entry.name),
            refused: (window as unknown as { refused: string[] }).refused,
            fonts: resources
              .map((entry) => new URL(entry.name).pathname)
              .filter((pathname) => pathname.endsWith(".woff2")),
            faces: [...document.fonts].map((face) => ({
              family: face.family,
              unicodeRange: face.unicodeRange,
              status: face.status,
            })),
          };
        });
        expect(paint, "painted").toBeDefined();
        expect(early, "asked for these before its first paint").toEqual([]);
        expect(refused, "the policy refused").toEqual([]);
        // The text is set in the subset's face: a face declared with other weights would be
        // matched on its own and the subset fetched for nothing.
        expect(fonts.length, "loads no font").toBeGreaterThan(0);
        const size = Math.min(...fonts.map((file) => readFileSync(join(client, file)).length));
        expect(
          size,
          `the first screen's font is ${kb(size)}; budget ${kb(budgets.firstFont)}`,
        ).toBeLessThanOrEqual(budgets.firstFont);
        const basic = faces.filter(
          (face) => /Inter/.test(face.family) && /U\+20-7E/i.test(face.unicodeRange),
        );
        expect(basic, JSON.stringify(faces)).toHaveLength(1);
        expect(basic[0]?.status, "the basic Inter face was not used").toBe("loaded");
      });
      await test.step("it takes the owner's look: their accent, their rules in the last layer", async () => {
        // What a link or button in the accent is drawn in: content/site.ts's accent, else the
        // template's, as the build derives it for the theme.
        const accent = await page.evaluate(() => {
          const probe = document.body.appendChild(document.createElement("span"));
          probe.style.color = "var(--color-accent)";
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        });
        expect(accent).toBe(tokenColor(await themeOf(page), "accent"));
        // content/styles.css, if the owner has one, rule for rule in the page's own stylesheet,
        // applied under the page's policy, in the cascade's last layer.
        const { order, applied, written } = await page.evaluate((css) => {
          const order: string[] = [];
          const applied: string[] = [];
          for (const sheet of document.styleSheets)
            for (const rule of sheet.cssRules) {
              if (rule instanceof CSSLayerStatementRule) order.push(...rule.nameList);
              if (!(rule instanceof CSSLayerBlockRule)) continue;
              order.push(rule.name);
              if (rule.name === "owner") applied.push(...[...rule.cssRules].map((r) => r.cssText));
            }
          const read = new CSSStyleSheet();
          read.replaceSync(css);
          return { order, applied, written: [...read.cssRules].map((r) => r.cssText) };
        }, ownerStyles);
        expect(order.at(-1)).toBe("owner");
        expect(applied).toEqual(written);
      });
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
