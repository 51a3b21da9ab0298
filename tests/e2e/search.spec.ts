import type { Page } from "@playwright/test";
import { projects } from "#content/projects.ts";
import { readPosts } from "#core/published.ts";
import { siteTexts } from "#core/site-texts.ts";
import { SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link";
import { resultsStatus } from "../../app/search/search-text";
import { hasSearch, titles } from "../../app/site-routes";
import { bodyOnlyWord } from "../search-words";
import { published } from "../site-pages";
import { chooseTheme, expect, searchStatus, test, themeOf } from "./fixtures";

// Read from content/: a word only in one post's body, so finding that post shows the search
// reads the text, not the titles. An owner without posts has no search at all.
const found = bodyOnlyWord();
const isSearchFile = (url: string) => new URL(url).pathname.startsWith("/pagefind/");

/** Waits until the page's search opener is in: the `/` key opens search from then on (until
 * then, the header's link leads to the search page). */
const searchReady = (page: Page) =>
  page.locator(`html[${SEARCH_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });

if (!hasSearch(published)) {
  test("an owner without posts has no search: no control, no page, no index", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: titles.search })).toHaveCount(0);
    for (const path of ["/search", "/pagefind/pagefind.js"])
      expect((await request.get(path)).status(), path).toBe(404);
  });
} else {
  test.describe("search", () => {
    for (const theme of ["dark", "light"] as const) {
      test(`finds a post by a word of its body, by keyboard alone, in the ${theme} theme`, async ({
        page,
      }) => {
        test.skip(found === null, "no post has a word of its own to search for");
        if (!found) return;
        await chooseTheme(page, theme);
        const searchFiles: string[] = [];
        page.on("request", (request) => {
          if (isSearchFile(request.url())) searchFiles.push(request.url());
        });
        await page.goto("/");
        expect(await themeOf(page)).toBe(theme);
        await searchReady(page);
        // Nothing of search's index or Pagefind's code loads with the page.
        expect(searchFiles).toEqual([]);

        await page.keyboard.press("/");
        const box = page.getByRole("searchbox", { name: siteTexts.searchLabel });
        await expect(box).toBeFocused();
        await page.keyboard.type(found.word);
        const results = page
          .getByRole("dialog", { name: siteTexts.searchLabel })
          .getByRole("list", {
            name: siteTexts.results,
          });
        const result = results.getByRole("link", { name: found.post.title, exact: true });
        // The results for the whole word, not for the letters typed before its last.
        const forWord = resultsStatus(1, found.word, siteTexts).replace(/^.*? for /, " for ");
        await expect(page.getByRole("dialog").getByRole("status")).toContainText(forWord);
        await expect(result).toBeVisible();
        // The matching word is shown, marked, in the result's excerpt.
        await expect(results.locator("mark").first()).toHaveText(new RegExp(found.word, "i"));
        expect(searchFiles.length).toBeGreaterThan(0);

        // Down from the box walks the results; Enter follows the one reached.
        await page.keyboard.press("ArrowDown");
        const links = await results.getByRole("link").all();
        for (const link of links) {
          if ((await link.textContent()) === found.post.title) break;
          await page.keyboard.press("ArrowDown");
        }
        await expect(result).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/blog/${found.post.slug}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(found.post.title);
      });
    }

    test("opens from the header's link, says what it found, and closes with Escape", async ({
      page,
    }) => {
      await page.goto("/projects");
      await searchReady(page);
      const control = page.getByRole("link", { name: titles.search });
      await control.click();
      const dialog = page.getByRole("dialog", { name: siteTexts.searchLabel });
      await expect(dialog).toBeVisible();
      // Still on the page it was opened from.
      await expect(page).toHaveURL(/\/projects$/);
      const first = projects[0];
      if (first) {
        await dialog.getByRole("searchbox").fill(first.title);
        await expect(dialog.getByRole("status")).toHaveText(
          searchStatus(first.title, { found: true }),
        );
        await expect(dialog.getByRole("link", { name: first.title, exact: true })).toBeVisible();
      }
      await dialog.getByRole("searchbox").fill("zzqxjv");
      await expect(dialog.getByRole("status")).toHaveText(resultsStatus(0, "zzqxjv", siteTexts));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(control).toBeFocused();
    });

    test("says so, and leads to the page listing everything, when search's files do not arrive", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|pagefind/i);
      await page.route(/\/pagefind\//, (route) => route.abort());
      await page.goto("/");
      await searchReady(page);
      await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: siteTexts.searchLabel });
      await expect(dialog.getByRole("status")).toHaveText(siteTexts.searchFailed);
      // What the visitor types stays, and each try says the same.
      await dialog.getByRole("searchbox").fill("anything");
      await expect(dialog.getByRole("searchbox")).toHaveValue("anything");
      await expect(dialog.getByRole("status")).toHaveText(siteTexts.searchFailed);
      await dialog.getByRole("link", { name: siteTexts.everything }).click();
      await expect(page).toHaveURL(/\/search$/);
    });

    test("a typed slash in a form is text, not a shortcut", async ({ page }) => {
      await page.goto("/contact");
      await searchReady(page);
      const message = page.getByRole("textbox", { name: siteTexts.message });
      await message.click();
      await page.keyboard.type("a/b");
      await expect(message).toHaveValue("a/b");
      await expect(page.getByRole("dialog", { name: siteTexts.searchLabel })).toHaveCount(0);
    });

    test("leads to a project without a write-up at its card on /projects", async ({ page }) => {
      // The last such project, so that landing on its card takes a scroll.
      const project = projects.findLast((entry) => !entry.writeUp);
      test.skip(!project, "every project has a write-up");
      if (!project) return;
      await page.goto("/");
      await searchReady(page);
      await page.keyboard.press("/");
      await page.getByRole("searchbox", { name: siteTexts.searchLabel }).fill(project.title);
      await page.getByRole("link", { name: project.title, exact: true }).click();
      await expect(page).toHaveURL(/\/projects#project-/);
      const card = page.getByRole("heading", { name: project.title, exact: true });
      await expect(card).toBeInViewport();
      // The whole card shows below the sticky header, not under it.
      const header = await page.getByRole("banner").boundingBox();
      const item = await page.getByRole("listitem").filter({ has: card }).boundingBox();
      expect(item?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search control leads to a page listing every post and project", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: titles.search }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.search);
      const main = page.getByRole("main");
      for (const post of readPosts({ drafts: false }))
        await expect(main.getByRole("link", { name: post.title, exact: true })).toBeVisible();
      for (const project of projects)
        await expect(main.getByRole("link", { name: project.title, exact: true })).toBeVisible();
    });
  });
}
