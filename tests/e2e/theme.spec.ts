import type { Page } from "@playwright/test";
import { siteTexts } from "#core/site-texts.ts";
import { INTERACTIVE_ATTRIBUTE } from "../../app/shell/interactive";
import { titles } from "../../app/site-routes";
import { THEME_STORAGE_KEY } from "../../app/theme/theme-script";
import { siteColors } from "../../build-time/owner-look";
import { allPages } from "../site-pages";
import {
  chooseTheme,
  escaped,
  expect,
  holdScripts,
  isInteractive,
  openingTheme,
  ownerChoice,
  pageInteractive,
  pageKinds,
  routes,
  test,
  themeOf,
  tokenColor,
} from "./fixtures";

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
  themeColor: siteColors(theme).bg,
});

/**
 * Opens `path` with its script files held back and returns the page as first painted: the
 * colour of its first frames, the theme on <html> and the particle field's colour (which the
 * field reads from its canvas when it starts). Then lets the scripts in and waits for hydration.
 */
async function firstPaint(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  // The paint entry is queued after its frame is presented, later than the frames' callbacks
  // on a busy machine: wait for both, the scripts still held back.
  await page.waitForFunction(
    () =>
      (window as unknown as { __frames: string[] }).__frames.length >= 3 &&
      performance.getEntriesByName("first-paint").length > 0,
  );
  const seen = await page.evaluate(
    (interactive) => ({
      frames: [...new Set((window as unknown as { __frames: string[] }).__frames)],
      painted: performance.getEntriesByName("first-paint").length,
      interactive: document.documentElement.hasAttribute(interactive),
      theme: document.documentElement.dataset.theme,
      particles: getComputedStyle(document.querySelector("canvas") as Element).color,
    }),
    INTERACTIVE_ATTRIBUTE,
  );
  release();
  await pageInteractive(page);
  await page.unrouteAll({ behavior: "wait" });
  return seen;
}

/** The page as first painted: its theme, its colour in every frame, its particles' colour. */
const paintedIn = (theme: "light" | "dark") => ({
  frames: [tokenColor(theme, "bg")],
  painted: 1,
  interactive: false,
  theme,
  particles: tokenColor(theme, "particle"),
});

test.describe("themes", () => {
  // Records the page's colour in every frame from the first one painted.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { __frames: frames });
      const record = () => {
        frames.push(getComputedStyle(document.documentElement).backgroundColor);
        if (frames.length < 4) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
  });

  for (const system of ["light", "dark"] as const) {
    const opening = openingTheme(system);
    test(`a first visit with the system's ${system} setting opens ${opening} (the owner's "${ownerChoice}")`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.goto("/");
      expect(await looks(page)).toEqual(looksLike(opening));
      await expect(
        page.getByRole("button", { name: `Switch to ${other(opening)} theme` }),
      ).toBeVisible();
    });
  }

  // Every page sends the same theme script ahead of its styles (below); a browser checks the
  // first frame on one page of each kind, its scripts held back.
  test("every page runs the same theme script in its head, before its body can paint", async ({
    request,
  }) => {
    const scripts = new Set<string>();
    for (const path of [...allPages.map((p) => p.path), "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const first = /<script>([\s\S]*?)<\/script>/.exec(head);
      // A classic inline script in the head: it runs before the parser reaches the body.
      expect(first, path).not.toBeNull();
      scripts.add(first?.[1] ?? "");
    }
    expect(scripts.size).toBe(1);
    expect([...scripts][0]).toContain(THEME_STORAGE_KEY);
  });

  for (const [index, path] of pageKinds.entries()) {
    test(`${path}: with the browser's default system setting, the first frame is in the owner's theme, scripts held back`, async ({
      page,
    }) => {
      // The browser's default is light, as a headless browser's is: with the owner's default
      // (dark), the spec's red particles on a dark page, however the visitor's system is set.
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: light)").matches)).toBe(
        true,
      );
      const opening = openingTheme("light");
      expect(await firstPaint(page, path)).toEqual(paintedIn(opening));
      expect(await themeOf(page)).toBe(opening);
    });

    test(`${path}: the first frame is in the visitor's stored choice, scripts held back`, async ({
      page,
    }) => {
      // The stored choice is the opposite of what would open without it.
      const system = index % 2 ? "dark" : "light";
      const chosen = other(openingTheme(system));
      await page.emulateMedia({ colorScheme: system });
      await chooseTheme(page, chosen);
      expect(await firstPaint(page, path), `with the system ${system}`).toEqual(paintedIn(chosen));
      expect(await themeOf(page)).toBe(chosen);
    });
  }

  test("the toggle works before the scripts arrive, and hydration keeps the choice", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const chosen = other(openingTheme("light"));
    const release = await holdScripts(page);
    await page.goto("/courses", { waitUntil: "commit" });
    await page.getByRole("button", { name: `Switch to ${chosen} theme` }).click();
    expect(await looks(page)).toEqual(looksLike(chosen));
    expect(await isInteractive(page)).toBe(false);
    release();
    await pageInteractive(page);
    expect(await looks(page)).toEqual(looksLike(chosen));
    await expect(
      page.getByRole("button", { name: `Switch to ${other(chosen)} theme` }),
    ).toBeVisible();
  });

  test("the choice is remembered across pages and reloads, over the owner's and the system's", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    const opening = openingTheme("dark");
    const chosen = other(opening);
    await page.goto("/");
    await page.getByRole("button", { name: `Switch to ${chosen} theme` }).click();
    expect(await looks(page)).toEqual(looksLike(chosen));

    await page.getByRole("button", { name: siteTexts.openMenu }).click();
    await page.getByRole("link", { name: siteTexts.menuCourses }).click();
    await expect(page.getByRole("heading", { level: 1, name: titles.courses })).toBeVisible();
    expect(await looks(page)).toEqual(looksLike(chosen));
    await page.reload();
    expect(await looks(page)).toEqual(looksLike(chosen));
    await page.goto("/contact");
    expect(await looks(page)).toEqual(looksLike(chosen));

    await page.getByRole("button", { name: `Switch to ${opening} theme` }).click();
    await page.reload();
    expect(await looks(page)).toEqual(looksLike(opening));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One visit per route, the system's setting switched while it is open: without a script the
  // styles alone choose, and they follow the setting at once.
  const shows = (system: "light" | "dark") => `${openingTheme(system)} with the system ${system}`;
  test(`every route shows ${shows("light")} and ${shows("dark")} (the owner's "${ownerChoice}"), with no toggle`, async ({
    page,
  }) => {
    for (const path of pages) {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      for (const system of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: system });
        const opening = openingTheme(system);
        expect(await looks(page), `${path}, the system ${system}`).toEqual({
          ...looksLike(opening),
          // Left to the system, the page takes whichever side the system asks for.
          colorScheme: ownerChoice === "system" ? "light dark" : opening,
        });
      }
      await expect(
        page.getByRole("button", {
          name: new RegExp(`${escaped(siteTexts.toLightTheme)}|${escaped(siteTexts.toDarkTheme)}`),
        }),
        path,
      ).toBeHidden();
    }
  });
});
