import type { Page, Response } from "@playwright/test";
import { projects } from "#content/projects.ts";
import { languageOfPath } from "#core/languages.ts";
import { siteTexts } from "#core/site-texts.ts";
import { wordsIn } from "../../app/i18n/words";
import { SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link";
import { hasSearch } from "../../app/site-routes";
import { axeViolations } from "../e2e/axe";
import {
  afterFrames,
  chooseTheme,
  expect,
  pageSettled,
  searchStatus,
  test,
  themeOf,
} from "../e2e/fixtures";
import { budgets, kb } from "../e2e/weights";
import { bodyOnlyWord } from "../search-words";
import { published } from "../site-pages";
import { lines, named } from "./built-site";
import { sampleNote, visitedPages } from "./visits";

// Each page opened once, for everything only a browser can tell of it: it runs without a
// script error or a console warning (the fixture fails the test on any), its images load, axe
// finds nothing in the light theme and then, the toggle pressed, in the dark one, and it fits a
// phone's and a tablet's width. What the owner writes is what changes here: a long word, a
// wide table, a picture that does not load, a colour.

// Said once, by the runner as it lists the tests (workers load this file too).
if (sampleNote && process.env.TEST_WORKER_INDEX === undefined) console.log(`\n${sampleNote}\n`);

/** What axe reads in the dark theme after a full pass in the light one: only the colours. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Every image of the page loaded, lazy ones too; what did not, by its file and text. */
async function unloadedImages(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    const failed = await Promise.all(
      images.map((image) =>
        image.decode().then(
          () => (image.naturalWidth > 0 ? null : image),
          () => image,
        ),
      ),
    );
    return failed
      .filter((image): image is HTMLImageElement => image !== null)
      .map((image) => `${image.currentSrc || image.src} ("${image.alt}")`);
  });
}

/** What sticks out past the window's width, by the elements that do, or null if nothing does. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= innerWidth) return null;
    // What is inside a box that scrolls sideways (a wide formula, code) is that box's to scroll.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") return true;
      return false;
    };
    const wider = [...document.querySelectorAll("body *")]
      .filter((el) => !inScroller(el))
      .filter(
        (el) =>
          el.getBoundingClientRect().right > innerWidth + 0.5 ||
          (el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflowX === "visible"),
      )
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 50)}"`);
    return `the page is ${document.documentElement.scrollWidth} px wide: ${wider.slice(-3).join(", ") || "a pseudo-element or a margin"}`;
  });
}

// Each test's name is the page and its content file; the describe says what is checked.
const visited = sampleNote ? `${visitedPages.length} pages (sampled)` : "every page";
test.describe(`${visited}: no script error, images load, axe in both themes, fits 360 and 768 px`, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const built of visitedPages) {
    test(named(built), async ({ page }) => {
      const responses: Response[] = [];
      if (built.path === "/") page.on("response", (response) => responses.push(response));
      await chooseTheme(page, "light");
      await page.goto(built.path);
      // The first load of / is weighed whole: up to the particle field, the last code it loads.
      if (built.path === "/") await pageSettled(page);
      const problems: string[] = [];
      const unloaded = await unloadedImages(page);
      if (unloaded.length) problems.push(`images that do not load: ${unloaded.join(", ")}`);
      for (const found of await axeViolations(page)) problems.push(`axe, light theme: ${found}`);
      const words = wordsIn(languageOfPath(built.path));
      await page.getByRole("button", { name: words.text("toDarkTheme") }).click();
      await expect.poll(() => themeOf(page)).toBe("dark");
      await afterFrames(page);
      for (const found of await axeViolations(page, { rules: COLOUR_RULES }))
        problems.push(`axe, dark theme: ${found}`);
      for (const width of [360, 768]) {
        const overflow = await overflowAt(page, width);
        if (overflow) problems.push(`at ${width} px ${overflow}`);
      }
      if (built.path === "/") {
        const sizes = await Promise.all(
          responses.map(async (r) => (await r.request().sizes()).responseBodySize),
        );
        const total = sizes.reduce((sum, size) => sum + size, 0);
        if (total > budgets.firstLoadOfHome)
          problems.push(`its first load is ${kb(total)}; budget ${kb(budgets.firstLoadOfHome)}`);
      }
      expect(problems, `${named(built)}:${lines(problems)}`).toEqual([]);
    });
  }
});

test("the menu and search, open on a phone, in both themes: axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await chooseTheme(page, "light");
  await page.goto("/");
  const problems: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    expect(await themeOf(page)).toBe(theme);
    const rules = theme === "light" ? undefined : { rules: COLOUR_RULES };
    await page.getByRole("button", { name: siteTexts.openMenu }).click();
    await expect(page.getByRole("navigation", { name: siteTexts.mainMenu })).toBeVisible();
    for (const found of await axeViolations(page, rules))
      problems.push(`the menu, ${theme} theme: ${found}`);
    await page.keyboard.press("Escape");
    if (hasSearch(published)) {
      await page.locator(`html[${SEARCH_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
      await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: siteTexts.searchLabel });
      const word = bodyOnlyWord()?.word ?? "a";
      await dialog.getByRole("searchbox").fill(word);
      await expect(dialog.getByRole("status")).toHaveText(searchStatus(word));
      for (const found of await axeViolations(page, rules))
        problems.push(`search, ${theme} theme: ${found}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    if (theme === "light") {
      await page.getByRole("button", { name: siteTexts.toDarkTheme }).click();
      await afterFrames(page);
    }
  }
  expect(problems, lines(problems)).toEqual([]);
});

test.describe("on a phone", () => {
  // The device Lighthouse emulates in its mobile run.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });

  const budget = projects.length * 46_000;
  test(`the projects' screenshots together stay within 46 KB a project (${kb(budget)})`, async ({
    page,
  }) => {
    const responses: Response[] = [];
    page.on("response", (response) => {
      if (/\/assets\/.+\.(avif|webp)$/.test(new URL(response.url()).pathname))
        responses.push(response);
    });
    await page.goto("/projects");
    // The list shows once every shot has arrived.
    await expect(page.getByRole("list", { name: siteTexts.projectList })).toBeVisible();
    const sizes = await Promise.all(responses.map(async (r) => (await r.body()).length));
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    expect(responses.length).toBeGreaterThan(0);
    expect(
      bytes,
      `a phone downloads ${kb(bytes)} of screenshots from /projects; the largest: ${responses
        .map((r, i) => [r.url(), sizes[i] ?? 0] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([url, size]) => `${new URL(url).pathname} ${kb(size)}`)
        .join(", ")} (content/images/projects/)`,
    ).toBeLessThanOrEqual(budget);
  });
});
