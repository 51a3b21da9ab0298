import { test as base, expect, type Page } from "@playwright/test";
import { profile } from "#content/profile.ts";
import { siteTexts } from "#core/site-texts.ts";
import { isTheme, type Theme } from "#core/themes.ts";
import { fill } from "../../app/i18n/words";
import { INTERACTIVE_ATTRIBUTE } from "../../app/shell/interactive";
import { THEME_STORAGE_KEY } from "../../app/theme/theme-script";
import { ownerTheme } from "../../build-time/build-settings";
import { computedColor } from "../../build-time/design-tokens";
import { siteColors } from "../../build-time/owner-look";
import { particlesStarted } from "../particle-probe";
import { routePages, translatedRoutePages } from "../site-pages";

/** A text as a pattern that matches it as written. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The logo's link home, by the site's words for it. */
export const homeLinkName = new RegExp(escaped(fill(siteTexts.home, { name: profile.name })));

/** What search's status says for `term`, whatever the count (none too, unless `found`). */
export function searchStatus(term: string, { found = false } = {}): RegExp {
  const templates = [siteTexts.oneResult, siteTexts.someResults];
  if (!found) templates.push(siteTexts.noResults);
  const patterns = templates.map((template) =>
    escaped(template).replace("\\{count\\}", "\\d+").replace("\\{words\\}", escaped(term.trim())),
  );
  return new RegExp(`^(?:${patterns.join("|")})$`);
}

/**
 * One page of every route, from app/site-routes.ts. The home page's heading is matched as a
 * pattern: it greets the visitor before the owner's name.
 */
const withHeadings = (pages: typeof routePages) =>
  pages.map(({ path, heading, ...page }) => ({
    ...page,
    path,
    heading: page.key === "/" ? new RegExp(escaped(heading)) : (heading as string | RegExp),
  }));

export const routes = withHeadings(routePages);

/** The same pages in each of the site's other languages: none on a site of one language. */
export const translatedRoutes = withHeadings(translatedRoutePages);

/**
 * One page of each kind the pages' first paint differs by: the first page without React, each
 * page that hydrates, the projects' page (its list holds the first screen) and the 404 page.
 * What runs before any script (the inline theme script, the native popover menu) is the same
 * markup on every page, which the HTML checks hold; a browser checks it on one page per kind.
 */
export const pageKinds = [
  ...new Set([
    routes.find((route) => !route.hydrates)?.path ?? "/",
    ...routes.filter((route) => route.hydrates).map((route) => route.path),
    ...routes.filter((route) => route.path === "/projects").map((route) => route.path),
    "/no-such-page",
  ]),
];

type ConsoleGuard = {
  /** Lets a test provoke a console message it expects, such as a failed request's note. */
  allow(pattern: RegExp): void;
};

/**
 * Every test fails on an uncaught page error or a console error or warning (a hydration
 * mismatch, a React warning, a missing asset) in any of its pages, except the browser's note
 * that a deliberately unknown page answered 404 and what a test allows.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // The page paints before its script has run (React's, on a page that hydrates, starts after
  // the first paint), so with JavaScript on, navigation waits until the page is interactive.
  page: async ({ page, javaScriptEnabled }, use) => {
    // waitUntil "commit" asks for the page as it first paints, before its scripts: no waiting.
    const whenInteractive = async <T>(response: T, waitUntil?: string) => {
      if (javaScriptEnabled && waitUntil !== "commit") {
        await pageInteractive(page);
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) =>
      whenInteractive(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => whenInteractive(await reload(options));
    await use(page);
  },
  consoleGuard: [
    // On the context, not a page: a test that only sends requests opens no page for it.
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
      context.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        const documentNotFound =
          text.includes("status of 404") && !message.location().url.includes("/assets/");
        if (documentNotFound || allowed.some((pattern) => pattern.test(text))) return;
        problems.push(`console ${message.type()}: ${text}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, "console errors or warnings during the test").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the page's behaviour is attached: its script has run (React may come later). */
export async function pageInteractive(page: Page) {
  await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/** Marked on <html> once React has hydrated the page (app/shell/site-shell.tsx). */
const HYDRATED = "html[data-hydrated]";

/** Waits until React has come to a page that hydrates (on intent, for the contact form). */
export async function reactHasCome(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
}

/** Whether React has hydrated the page yet. */
export const hasReact = async (page: Page) => (await page.locator(HYDRATED).count()) > 0;

/** Whether any of the page's scripts has attached its behaviour yet. */
export const isInteractive = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), INTERACTIVE_ATTRIBUTE);

/**
 * Waits until the page has rendered `count` more frames: the event that lets a scroll, a wheel
 * or an animation take effect, on a busy machine as on an idle one.
 */
export async function afterFrames(page: Page, count = 2) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * Waits until Inter's basic face is in use (it is linked once the page has painted:
 * app/shell/font-link.ts). Known by its range: the fallbacks drawn to Inter's metrics are named
 * after it too, and are "loaded" from the first paint, before Inter's file is asked for.
 */
export async function interLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) =>
        /Inter/.test(face.family) &&
        /U\+20-7E/i.test(face.unicodeRange) &&
        face.status === "loaded",
    ),
  );
}

/**
 * Waits until the page has everything its first screen asks for: the particle field, which starts
 * last (once the first screen is complete), its fonts and its images.
 */
export async function pageSettled(page: Page) {
  await particlesStarted(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
  });
}

/** The theme the owner chose in content/site.ts, the schema's default when left out. */
export const ownerChoice = ownerTheme();

/** The theme a first visit opens in, with no choice stored and the system set to `system`. */
export const openingTheme = (system: Theme): Theme => (isTheme(ownerChoice) ? ownerChoice : system);

/** Stores the visitor's choice for every page the test opens, as a press of the toggle does. */
export async function chooseTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  );
}

/** The theme the page shows, as the theme script set it on <html>. */
export async function themeOf(page: Page): Promise<Theme> {
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  if (!isTheme(theme)) throw new Error(`no theme set on <html>: ${theme}`);
  return theme;
}

/** A colour token (--color-<name> in tokens.css, or the owner's accent over it) of a theme, as a
 * computed style reports it. */
export function tokenColor(theme: Theme, name: string): string {
  const value = siteColors(theme)[name];
  if (!value) throw new Error(`tokens.css has no --color-${name}`);
  return computedColor(value);
}

/** Opens the menu as a visitor does and follows one of its links. */
export async function followMenu(page: Page, label: string) {
  await page.getByRole("button", { name: siteTexts.openMenu }).click();
  await page
    .getByRole("navigation", { name: siteTexts.mainMenu })
    .getByRole("link", { name: label })
    .click();
}

/** Every script a page's HTML loads to become interactive (its preloads and imports). */
export function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([url]) => url))];
}

/**
 * The page script and the chunks it imports (app/root.tsx): what a page loads before it is
 * interactive. On a page that hydrates, the rest of scriptsOf() is React, loaded on intent.
 */
export function pageScriptOf(html: string): string[] {
  // The page script is imported by an inline script once the page has painted (app/root.tsx).
  const tags = html.match(/<script data-page-script="">[^<]*|<link rel="modulepreload"[^>]*>/g);
  return (tags ?? []).flatMap((tag) =>
    tag.startsWith("<link") && !tag.includes("data-page-script") ? [] : scriptsOf(tag),
  );
}

/**
 * The scripts a page carries in its HTML (the theme's, the page script's loader, search's key,
 * React's bootstrap on a page that hydrates): each runs as the page is parsed, before any file.
 * Not JSON data blocks or speculation rules, which run nothing.
 */
export function inlineScriptsOf(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].flatMap(([, code]) => (code ? [code] : []));
}

/**
 * Holds back every script file the page asks for (the inline ones still run, as they would on a
 * slow connection) until the returned function is called.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

export { expect };
