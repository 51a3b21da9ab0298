// A reader on a slow phone presses `/` to search the moment the blog shows, before search's
// opener has come (it loads after the page is interactive), and types what they look for at
// once. The press and the words are kept and search opens with them, every time.
import type { Page } from "@playwright/test";
import { siteTexts } from "#core/site-texts.ts";
import { SEARCH_HELD_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "../../app/search/search-link";
import { resultsStatus } from "../../app/search/search-text";
import { hasSearch } from "../../app/site-routes";
import { bodyOnlyWord } from "../search-words";
import { published } from "../site-pages";
import { expect, holdScripts, routes, test } from "./fixtures";
import { asOnASlowPhone, CPU_SLOWDOWN } from "./slow-phone";

const blog = routes.find((route) => route.key === "/blog")?.path;
// Read from content/: a word of one post's body only, which search finds in that post alone.
const found = bodyOnlyWord();
/** Each moment of pressing, this many times, each on a fresh load (as in the contact form's). */
const ROUNDS = Number(process.env.EARLIEST_PRESS_ROUNDS) || 3;
/** Up to a phone's worst: the page's scripts, the opener's, search's and Pagefind's. */
const OUTCOME_WITHIN_MS = 30_000;

let visits = 0;
/** A first visit each time, at an address of its own, as the page first paints. */
const freshLoad = (page: Page) => page.goto(`${blog}?visit=${++visits}`, { waitUntil: "commit" });

/** The earliest moment a reader can reach for search: its link in the header has a box. */
const untilSearchShows = (page: Page) =>
  page.waitForFunction(
    (open) => (document.querySelector(`a[${open}]`)?.getBoundingClientRect().height ?? 0) > 0,
    "data-search-open",
    { polling: 10, timeout: OUTCOME_WITHIN_MS },
  );

const openerIsIn = (page: Page) =>
  page.evaluate((ready) => document.documentElement.hasAttribute(ready), SEARCH_READY_ATTRIBUTE);

/** Presses `/` and types the word, as fast as Playwright types. */
async function pressAndType(page: Page, word: string) {
  await page.keyboard.press("/");
  await page.keyboard.type(word);
}

/** Search is open, its box focused with the word in it, and (where a post has it) the post found. */
async function expectSearchFor(page: Page, word: string, what: string) {
  const box = page.getByRole("searchbox", { name: siteTexts.searchLabel });
  await expect(box, what).toBeFocused({ timeout: OUTCOME_WITHIN_MS });
  await expect(box, what).toHaveValue(word);
  if (!found) return;
  const dialog = page.getByRole("dialog", { name: siteTexts.searchLabel });
  const forWord = resultsStatus(1, word, siteTexts).replace(/^.*? for /, " for ");
  await expect(dialog.getByRole("status"), what).toContainText(forWord, {
    timeout: OUTCOME_WITHIN_MS,
  });
  await expect(
    dialog.getByRole("link", { name: found.post.title, exact: true }),
    what,
  ).toBeVisible();
}

test.describe(`a / pressed before search's opener has come, CPU ${CPU_SLOWDOWN}× slower, a second tab busy`, () => {
  test.skip(!hasSearch(published) || !blog, "an owner without posts has no search");
  test.describe.configure({ timeout: 2 * ROUNDS * OUTCOME_WITHIN_MS });
  const word = found?.word ?? "search";

  const moments = {
    "the moment the search link shows": untilSearchShows,
    "at the page's load event": (page: Page) =>
      page.waitForFunction(() => document.readyState === "complete", null, {
        polling: 10,
        timeout: OUTCOME_WITHIN_MS,
      }),
  };
  for (const [moment, until] of Object.entries(moments)) {
    test(`${moment}, ${ROUNDS} times: search opens with the words typed after it`, async ({
      page,
    }) => {
      const phone = await asOnASlowPhone(page);
      const early: boolean[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        await phone.slow();
        await freshLoad(page);
        await until(page);
        early.push(!(await openerIsIn(page)));
        await pressAndType(page, word);
        await expectSearchFor(page, word, `${moment}, round ${round}`);
        await phone.atFullSpeed();
        await expect(page.locator(`html[${SEARCH_HELD_ATTRIBUTE}]`)).toHaveCount(0);
      }
      // Said, not asserted: how often the press beat the opener on this machine.
      test.info().annotations.push({
        type: "pressed before the opener",
        description: `${early.filter(Boolean).length} of ${ROUNDS}`,
      });
    });
  }

  test("with the page's scripts held back, the press and the words wait for them", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await freshLoad(page);
    await untilSearchShows(page);
    await pressAndType(page, word);
    // Nothing to open search with yet: the page stays, the words are kept.
    await expect(page.locator(`html[${SEARCH_HELD_ATTRIBUTE}="${word}"]`)).toHaveCount(1);
    expect(await openerIsIn(page)).toBe(false);
    expect(new URL(page.url()).pathname.replace(/\/$/, "")).toBe(blog?.replace(/\/$/, ""));
    release();
    await expectSearchFor(page, word, "once the scripts came");
  });

  test("Escape before the opener comes lets the press go: search stays closed", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await freshLoad(page);
    await untilSearchShows(page);
    await pressAndType(page, word);
    await page.keyboard.press("Escape");
    await expect(page.locator(`html[${SEARCH_HELD_ATTRIBUTE}]`)).toHaveCount(0);
    release();
    await page.locator(`html[${SEARCH_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
    // A `/` now opens search without the words let go: held, they would be in the box.
    await page.keyboard.press("/");
    const box = page.getByRole("searchbox", { name: siteTexts.searchLabel });
    await expect(box).toBeFocused({ timeout: OUTCOME_WITHIN_MS });
    await expect(box).toHaveValue("");
  });
});
