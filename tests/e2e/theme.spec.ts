import type { Page } from "@playwright/test";
import { titles } from "../../app/site-routes";
import { THEME_STORAGE_KEY } from "../../app/theme/theme-script";
import { themeColors } from "../../build-time/design-tokens";
import { expect, holdScripts, routes, test, themeOf, tokenColor } from "./fixtures";

const pages = [...routes.map((route) => route.path), "/no-such-page"];
const other = (theme: "light" | "dark") => (theme === "light" ? "dark" : "light");

/** The page as the visitor sees it: its colour, its color-scheme and the browser's theme-color. */
async function looks(page: Page) {
  return page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    // The browser uses the first theme-color whose media matches.
    themeColor: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (meta) => !meta.media || matchMedia(meta.media).matches,
    )?.content,
  }));
}

const looksLike = (theme: "light" | "dark") => ({
  background: tokenColor(theme, "bg"),
  colorScheme: theme,
  themeColor: themeColors(theme).bg,
});

test.describe("themes", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`a first visit follows the system's ${theme} setting`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/");
      expect(await looks(page)).toEqual(looksLike(theme));
      await expect(
        page.getByRole("button", { name: `Switch to ${other(theme)} theme` }),
      ).toBeVisible();
    });
  }

  test("every route's first painted frame is in the chosen theme, scripts held back", async ({
    page,
  }) => {
    // Records the page's colour in every frame from the first one painted, before any script
    // file arrives; the stored choice is the opposite of the system's on every route.
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { __frames: frames });
      const record = () => {
        frames.push(getComputedStyle(document.documentElement).backgroundColor);
        if (frames.length < 4) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    for (const [index, path] of pages.entries()) {
      const system = index % 2 ? "dark" : "light";
      const chosen = other(system);
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [THEME_STORAGE_KEY, chosen],
      );
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      // The paint entry is queued after its frame is presented, later than the frames' callbacks
      // on a busy machine: wait for both, the scripts still held back.
      await page.waitForFunction(
        () =>
          (window as unknown as { __frames: string[] }).__frames.length >= 3 &&
          performance.getEntriesByName("first-paint").length > 0,
      );
      const seen = await page.evaluate(() => ({
        frames: (window as unknown as { __frames: string[] }).__frames,
        painted: performance.getEntriesByName("first-paint").length,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
      }));
      // Painted, in the chosen theme from its first frame on, before any script file ran.
      expect(seen.painted, path).toBe(1);
      expect(seen.hydrated, path).toBe(false);
      expect([...new Set(seen.frames)], `${path} with the system ${system}`).toEqual([
        tokenColor(chosen, "bg"),
      ]);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await themeOf(page)).toBe(chosen);
      await page.unrouteAll({ behavior: "wait" });
    }
  });

  test("the toggle works before the scripts arrive, and hydration keeps the choice", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const release = await holdScripts(page);
    await page.goto("/courses", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await looks(page)).toEqual(looksLike("dark"));
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await looks(page)).toEqual(looksLike("dark"));
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("the choice is remembered across pages and reloads, over the system's", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await looks(page)).toEqual(looksLike("light"));

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Courses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: titles.courses })).toBeVisible();
    expect(await looks(page)).toEqual(looksLike("light"));
    await page.reload();
    expect(await looks(page)).toEqual(looksLike("light"));
    await page.goto("/contact");
    expect(await looks(page)).toEqual(looksLike("light"));

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    expect(await looks(page)).toEqual(looksLike("dark"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of ["light", "dark"] as const) {
    test(`the page follows the system's ${theme} setting and offers no toggle`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/");
      const { background, colorScheme } = await looks(page);
      expect({ background, colorScheme }).toEqual({
        background: tokenColor(theme, "bg"),
        colorScheme: "light dark",
      });
      await expect(page.getByRole("button", { name: /theme/ })).toBeHidden();
    });
  }
});
