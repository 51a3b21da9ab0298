import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  ZOOM_ATTRIBUTE,
  ZOOM_READY_ATTRIBUTE,
  zoomName,
  zoomNamesIn,
} from "../../app/blog/zoom-link";
import { wordsIn } from "../../app/i18n/words";
import { particlesStarted } from "../particle-probe";
import { allPages } from "../site-pages";
import { axeViolations } from "./axe";
import { chooseTheme, escaped, expect, test, themeOf } from "./fixtures";
import { client, gzipSize, htmlFile, KB, kb } from "./weights";

// Every page the build wrote with an image that opens large (a post's or a write-up's, in each
// language it is published in), read from the built pages, so the tests hold for any owner.
const zoomable = allPages.filter((page) => {
  const file = htmlFile(page.path);
  return existsSync(file) && readFileSync(file, "utf8").includes(`${ZOOM_ATTRIBUTE}=""`);
});

/**
 * The page's first image link, and what it and its dialog are called in the page's words. With
 * JavaScript, once a press opens the dialog: its code comes after the page is interactive.
 */
async function firstImage(page: Page, language: string, { script = true } = {}) {
  const words = wordsIn(language);
  if (script) await page.locator(`html[${ZOOM_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
  const link = page
    .getByRole("link", { name: new RegExp(`^${escaped(words.text("openImage"))}`) })
    .first();
  const alt = (await link.locator("img").getAttribute("alt")) ?? "";
  await expect(link).toHaveAccessibleName(zoomName(zoomNamesIn(words), alt));
  const dialog = page.getByRole("dialog", { name: alt.trim() || words.text("largeImage") });
  // The caption of the figure it is in, if any: the large image keeps it.
  const caption = await link.evaluate(
    (el) => el.closest("figure")?.querySelector(":scope > figcaption")?.textContent ?? "",
  );
  return { words, link, alt, caption, dialog, href: (await link.getAttribute("href")) ?? "" };
}

/**
 * The dialog is open over a page that did not move, with the link's file loaded in it, and the
 * image's caption under it when it has one.
 */
async function expectOpen(dialog: Locator, href: string, alt: string, caption: string) {
  await expect(dialog).toBeVisible();
  // By its element: an image without alt text has no role of its own.
  const image = dialog.locator("img");
  await expect(image).toHaveAttribute("alt", alt);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.src).pathname)).toBe(href);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Whole, and inside the viewport.
  const fits = await image.evaluate((img) => {
    const box = img.getBoundingClientRect();
    return box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
  });
  expect(fits, "the large image fits the viewport").toBe(true);
  if (!caption) return await expect(dialog).toHaveAccessibleDescription("");
  const text = dialog.getByText(caption.replace(/\s+/g, " ").trim(), { exact: true });
  await expect(text).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(caption.replace(/\s+/g, " ").trim());
  const [box, under] = await Promise.all([image.boundingBox(), text.boundingBox()]);
  const viewport = dialog.page().viewportSize();
  expect(under?.y ?? 0, "the caption is under the image").toBeGreaterThanOrEqual(
    (box?.y ?? 0) + (box?.height ?? 0),
  );
  expect(
    (under?.y ?? 0) + (under?.height ?? 0),
    "the caption fits the viewport",
  ).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(under?.width ?? 0, "the caption is no wider than the image").toBeLessThanOrEqual(
    (box?.width ?? 0) + 1,
  );
}

if (zoomable.length === 0) {
  test("an image in a post opens large", () => {
    test.skip(
      true,
      "no published post or write-up has an image beside it (<content>/posts/images)",
    );
  });
}

/** The dialog's code: a page without an image never loads it, and it is small. */
const ZOOM_BUDGET = 1.5 * KB;
const first = zoomable[0];
if (first) {
  test(`the dialog's code loads only on a page with an image, ≤ ${kb(ZOOM_BUDGET)} gzip`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".js")) scripts.push(pathname);
    });
    const zoomCode = () =>
      scripts
        .splice(0)
        .filter((url) => readFileSync(join(client, url), "utf8").includes("image-zoom__close"));
    // The particle field's worker is the last code a page loads.
    await page.goto("/");
    await particlesStarted(page);
    expect(zoomCode(), "/ loaded the dialog's code").toEqual([]);
    await page.goto(first.path);
    await page.locator(`html[${ZOOM_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
    const loaded = zoomCode();
    expect(loaded).toHaveLength(1);
    const bytes = gzipSize(loaded[0] ?? "");
    expect(bytes, `the dialog's code is ${kb(bytes)} gzip`).toBeLessThanOrEqual(ZOOM_BUDGET);
  });
}

for (const { path, language } of zoomable) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`${path}, ${theme} theme: an image opens large`, () => {
      test.use({ viewport: { width: 1280, height: 800 } });
      test.beforeEach(async ({ page }) => chooseTheme(page, theme));

      test("by keyboard, Escape closing it; by a click, Close and the backdrop closing it; focus returning each time; axe finds nothing", async ({
        page,
        context,
      }) => {
        await page.goto(path);
        expect(await themeOf(page)).toBe(theme);
        const { words, link, alt, caption, dialog, href } = await firstImage(page, language);

        await test.step("by keyboard: Tab to its link and Enter; Escape closes it", async () => {
          for (let tabs = 0; tabs < 200; tabs++) {
            if (await link.evaluate((el) => el === document.activeElement)) break;
            await page.keyboard.press("Tab");
          }
          await expect(link).toBeFocused();
          const before = await link.boundingBox();
          await page.keyboard.press("Enter");
          await expectOpen(dialog, href, alt, caption);
          expect(new URL(page.url()).pathname).toBe(path);
          // Nothing behind it moved.
          expect(await link.boundingBox()).toEqual(before);
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
          await expect(link).toBeFocused();
        });

        await test.step("by a click: Close closes it, and a press on the backdrop", async () => {
          await link.click();
          await expectOpen(dialog, href, alt, caption);
          await dialog.getByRole("button", { name: words.text("close") }).click();
          await expect(dialog).toBeHidden();
          await expect(link).toBeFocused();
          await link.click();
          await expectOpen(dialog, href, alt, caption);
          // A corner of the viewport is backdrop: the image is at most 90% of it, centred.
          await page.mouse.click(4, 4);
          await expect(dialog).toBeHidden();
          await expect(link).toBeFocused();
        });

        // The same in either theme: checked once.
        if (theme === "light") {
          await test.step("a press with Ctrl opens the image in a new tab, as any link", async () => {
            const opened = context.waitForEvent("page");
            await link.click({ modifiers: ["ControlOrMeta"] });
            const tab = await opened;
            // A new tab opens on about:blank, already loaded, and then goes to the image: a
            // wait for its load state can end before it has left about:blank (seen in CI with
            // a core busy).
            await tab.waitForURL((url) => url.pathname === href);
            expect(new URL(tab.url()).pathname).toBe(href);
            await expect(dialog).toBeHidden();
          });
        }
      });
    });
  }

  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the image's link leads to the image", async ({ page }) => {
      await page.goto(path);
      const { link, href } = await firstImage(page, language, { script: false });
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === href);
      await link.click();
      expect((await response).headers()["content-type"]).toMatch(/^image\//);
      await expect(page).toHaveURL((url) => url.pathname === href);
    });
  });
}
