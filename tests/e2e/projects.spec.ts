import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { projects } from "#content/projects.ts";
import { contentPath } from "#core/content-dir.ts";
import { devices } from "#core/devices.ts";
import { siteTexts } from "#core/site-texts.ts";
import { titles } from "../../app/site-routes";
import { particleMode, particlesStarted } from "../particle-probe";
import { afterFrames, escaped, expect, holdScripts, pageInteractive, test } from "./fixtures";

/** The screenshots the projects show, one request each: a shot two projects share is fetched
 * once, whether they name one file or two files alike (an owner's placeholder, copied), since
 * the build names a picture by its content. */
const shotFiles = new Set(
  projects.flatMap((p) =>
    devices.map((d) => {
      const bytes = readFileSync(contentPath("images", "projects", d, p[d]));
      return `${d}/${createHash("sha256").update(bytes).digest("hex")}`;
    }),
  ),
).size;

const IMAGES = /\/assets\/.+\.(avif|webp)$/;

const gallery = (page: Page) => ({
  list: page.getByRole("list", { name: siteTexts.projectList }),
  loader: page.getByRole("status"),
});

test("a card per project, each with three screenshots and a live link in a new tab", async ({
  page,
}) => {
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1, name: titles.projects })).toBeVisible();
  const { list, loader } = gallery(page);
  await expect(list).toBeVisible();
  await expect(loader).toHaveCount(0);
  const cards = list.getByRole("listitem");
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(project.title);
    await expect(card).toContainText(project.technology);
    const images = card.getByRole("img");
    await expect(images).toHaveCount(3);
    for (const img of await images.all()) {
      expect(await img.getAttribute("alt")).toMatch(new RegExp(`^${escaped(project.title)} on a `));
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    const named = (label: string) =>
      new RegExp(
        `^${escaped(label)}\\s*:\\s*${escaped(project.title)} ${escaped(siteTexts.newTab)}$`,
      );
    const link = card.getByRole("link", { name: new RegExp(`^${escaped(siteTexts.liveSite)}`) });
    await expect(link).toHaveAccessibleName(named(siteTexts.liveSite));
    await expect(link).toHaveAttribute("href", project.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const source = card.getByRole("link", {
      name: new RegExp(`^${escaped(siteTexts.sourceCode)}`),
    });
    if (project.repository) {
      await expect(source).toHaveAccessibleName(named(siteTexts.sourceCode));
      await expect(source).toHaveAttribute("href", project.repository);
      await expect(source).toHaveAttribute("target", "_blank");
      await expect(source).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(source).toHaveCount(0);
    }
  }
});

test("the loader stays while screenshots load, then the list appears", async ({ page }) => {
  const held: Route[] = [];
  await page.route(IMAGES, (route) => {
    held.push(route);
  });
  // Not waiting for the load event: it waits for the images held here.
  await page.goto("/projects", { waitUntil: "domcontentloaded" });
  const { list, loader } = gallery(page);
  await expect(loader).toBeVisible();
  await expect(loader).toHaveText(
    new RegExp(`${escaped(siteTexts.loading)}\\s*${escaped(siteTexts.loadingWhat)}`),
  );
  const letters = await loader.evaluate((el) =>
    [...el.querySelectorAll("span span")].map((letter) => letter.textContent),
  );
  expect(letters.join("")).toBe("Loading");
  await expect(list).toBeHidden();
  await expect.poll(() => held.length).toBe(shotFiles);
  // Frames go by with every shot asked for and none arrived: the list still waits.
  await afterFrames(page, 10);
  await expect(list).toBeHidden();

  for (const route of held.splice(0)) await route.continue();
  await expect(list).toBeVisible();
  await expect(loader).toHaveCount(0);
});

// React listens for `animationiteration` on the whole document, and Chromium then runs a
// main-thread frame near every iteration of a running CSS animation: 25–30 a second with a
// 1.4-s loop, on the thread the page needs while its screenshots arrive. The rises are written
// into one long iteration instead, which looks the same.
test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the loader's letters rise every 1.4 s, within one long iteration", async ({ page }) => {
    await page.route(IMAGES, () => {});
    await page.goto("/projects", { waitUntil: "domcontentloaded" });
    const letters = await gallery(page).loader.evaluate((el) =>
      [...el.querySelectorAll("span span")].map((letter) =>
        letter.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          return {
            iteration: Number(effect.getComputedTiming().duration),
            peaks: effect
              .getKeyframes()
              .filter((frame) => frame.transform !== "none")
              .map((frame) => frame.computedOffset),
          };
        }),
      ),
    );
    expect(letters).toHaveLength("Loading".length);
    for (const [animation, ...others] of letters) {
      expect(others).toEqual([]);
      expect(animation?.iteration).toBeGreaterThanOrEqual(10_000);
      const peaks = (animation?.peaks ?? []).map((offset) => offset * (animation?.iteration ?? 0));
      expect(peaks.length).toBeGreaterThan(1);
      for (const [index, peak] of peaks.entries()) expect(peak).toBeCloseTo(420 + index * 1400, 0);
    }
  });
});

// The decorative field would compete with the screenshots for a phone's cores
// (app/shell/first-screen.ts): it starts once the list is shown.
test("the particle field starts once the list is shown, not while it loads", async ({ page }) => {
  const held: Route[] = [];
  await page.route(IMAGES, (route) => {
    held.push(route);
  });
  const fieldRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(controller|particle-worker)-/.test(request.url()))
      fieldRequests.push(request.url());
  });
  await page.goto("/projects", { waitUntil: "domcontentloaded" });
  await pageInteractive(page);
  await expect.poll(() => held.length).toBe(shotFiles);
  // Long enough for the field to have started, were it not waiting: the page has been idle.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestIdleCallback(() => requestIdleCallback(done, { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  );
  expect(await particleMode(page)).toBeNull();
  expect(fieldRequests).toEqual([]);

  for (const route of held.splice(0)) await route.continue();
  await expect(gallery(page).list).toBeVisible();
  await particlesStarted(page);
});

test("a screenshot that fails is logged, not shown, and the list still appears", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Could not load project screenshot|Failed to load resource/);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  let aborted = "";
  // One of the last project's screenshots: its built name starts with the source's.
  const victim = `/${projects.at(-1)?.pc.replace(/\.\w+$/, "")}-`;
  await page.route(IMAGES, (route) => {
    if (!aborted && route.request().url().includes(victim)) {
      aborted = route.request().url();
      return route.abort();
    }
    return route.continue();
  });
  await page.goto("/projects");
  const { list, loader } = gallery(page);
  await expect(list).toBeVisible();
  await expect(loader).toHaveCount(0);
  expect(aborted).not.toBe("");
  expect(errors).toContain(`Could not load project screenshot ${aborted}`);
  await expect(list).not.toContainText(/error|failed/i);
});

// Cached screenshots can finish before React attaches its load handlers, so the list shows only
// because complete images are counted on mount; without that count it never shows, which is
// what this catches. How fast it shows is the bench's to measure, not a test's.
test("a return visit with cached screenshots shows the list", async ({ page }) => {
  await page.goto("/projects");
  await expect(gallery(page).list).toBeVisible();
  await page.goto("/courses");
  await page.goto("/projects");
  const { list, loader } = gallery(page);
  await expect(list).toBeVisible();
  await expect(loader).toHaveCount(0);
});

test("a return through the menu, then back and forward, shows the list from the cache", async ({
  page,
}) => {
  await page.goto("/projects");
  await expect(gallery(page).list).toBeVisible();
  await page.getByRole("button", { name: siteTexts.openMenu }).click();
  await page.getByRole("link", { name: siteTexts.menuAbout }).click();
  await page.getByRole("button", { name: siteTexts.openMenu }).click();
  await page.getByRole("link", { name: siteTexts.menuProjects }).click();
  await expect(gallery(page).list).toBeVisible();
  await expect(gallery(page).loader).toHaveCount(0);
  // The back/forward cache brings the pages back as they were left: the menu closed on the pick.
  await page.goBack();
  await page.goForward();
  await expect(gallery(page).list).toBeVisible();
  await expect(page.getByRole("button", { name: siteTexts.openMenu })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

/** Every layout shift from the first paint on, with what moved, to name it when a test fails. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: string[]; shift: number };
    record.shift = 0;
    record.shifts = [];
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<
        PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
      >) {
        // The sticky bar keeps its place on the screen while the page scrolls under it, and
        // Inter's arrival moves none of its buttons (measured: the same boxes before and after,
        // at the top and 640 px down). On a loaded machine Chromium once reported its buttons as
        // shifted (0.002) mid-scroll, a frame where the scroll had moved on and the bar's place
        // had not: not a shift of the page. A shift that moves anything else counts whole.
        const inBar = (source: { node?: Node }) =>
          (source.node as Element | undefined)?.closest?.("body > header");
        if (entry.sources.length > 0 && entry.sources.every(inBar)) continue;
        record.shift += entry.value;
        const nodes = entry.sources.map((source) =>
          (source.node as Element)?.outerHTML?.slice(0, 80),
        );
        record.shifts.push(`${entry.value.toFixed(5)}: ${nodes.join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => {
    const { shift, shifts } = await page.evaluate(() => {
      const record = window as unknown as { shifts: string[]; shift: number };
      return { shift: record.shift, shifts: record.shifts };
    });
    // Lighthouse reports layout shift to three decimals; below 0.001 is a sub-pixel rounding no
    // one can see (it was 0.0003 once, on a loaded CI machine). Anything visible fails, named.
    expect(shift, shifts.join("\n")).toBeLessThan(0.001);
  };
}

test("showing the list shifts nothing", async ({ page }) => {
  const expectNoShift = await recordShifts(page);
  await page.goto("/projects");
  await expect(gallery(page).list).toBeVisible();
  // A shift would come in the frames that lay the shown list out.
  await afterFrames(page, 10);
  await expectNoShift();
});

// What keeps the page cheap: the browser lays out and paints the cards a visitor can see, not
// the whole list, yet each card holds its place and is drawn before it scrolls into view.
test.describe("cards out of view", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  // Whether each card is laid out and painted; found even while the list is hidden.
  const rendered = (page: Page) =>
    page
      .getByRole("list", { name: siteTexts.projectList, includeHidden: true })
      .getByRole("heading", { level: 2, includeHidden: true })
      .evaluateAll((titles) =>
        titles.map((title) => title.checkVisibility({ contentVisibilityAuto: true })),
      );

  test("are neither laid out nor painted until the visitor nears them", async ({ page }) => {
    await page.goto("/projects");
    await expect(gallery(page).list).toBeVisible();
    // Five screens of space above the list, so that every card is far from the view, however
    // few or many projects there are.
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading: HTMLElement) => heading.style.setProperty("margin-bottom", "500vh"));
    await expect.poll(() => rendered(page)).toEqual(projects.map(() => false));

    await gallery(page).list.getByRole("listitem").last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered(page)).at(-1)).toBe(true);
    // Still found and named while skipped: search and screen readers see every card.
    await expect(gallery(page).list.getByRole("heading", { level: 2 })).toHaveText(
      projects.map((project) => project.title),
    );
  });

  test("while the list waits, no card is laid out and no shot is asked for; then all are", async ({
    page,
  }) => {
    // The scripts held back, as on a slow connection: what the page as sent costs on its own
    // while its first screen (the heading and the loader) paints.
    const release = await holdScripts(page);
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(request.url()));
    await page.goto("/projects", { waitUntil: "commit" });
    // Parsed and laid out (the held script keeps `load` from ever firing): any lazy shot near
    // the screen has been asked for by now.
    await page.waitForFunction(() => document.readyState !== "loading");
    await afterFrames(page);
    // Every file each card's shots could be. Hidden from everyone until its shots are in (the
    // loader speaks meanwhile), so found as such.
    const list = page.getByRole("list", { name: siteTexts.projectList, includeHidden: true });
    const cards = await list.getByRole("listitem", { includeHidden: true }).evaluateAll((items) =>
      items.map((item) =>
        [...item.querySelectorAll("picture")].map((picture) =>
          [...picture.querySelectorAll("source, img")].flatMap((element) => {
            const srcset = element.getAttribute("srcset") ?? element.getAttribute("src") ?? "";
            return srcset
              .split(",")
              .map(
                (candidate) =>
                  new URL(candidate.trim().split(/\s+/)[0] ?? "", document.baseURI).href,
              );
          }),
        ),
      ),
    );
    expect(cards).toHaveLength(projects.length);
    const asked = () =>
      cards.map((shots) => shots.map((files) => files.some((file) => requested.has(file))));
    // Not even the cards in the first screen: skipped, their lazy shots are near no one.
    expect(await rendered(page)).toEqual(projects.map(() => false));
    expect(asked()).toEqual(projects.map(() => [false, false, false]));

    release();
    await expect(gallery(page).list).toBeVisible();
    await expect.poll(asked).toEqual(projects.map(() => [true, true, true]));
  });

  test("are drawn before they come into view: scrolling through moves nothing", async ({
    page,
  }) => {
    const expectNoShift = await recordShifts(page);
    // As on a slow connection, Inter comes once the visitor has begun to scroll: the cards
    // first drawn in the fallback set to its metrics keep their places when it comes.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => {
      releaseFonts = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await page.goto("/projects", { waitUntil: "commit" });
    await expect(gallery(page).list).toBeVisible();
    const screens = await page.evaluate(() =>
      Math.ceil(document.documentElement.scrollHeight / (window.innerHeight / 2)),
    );
    const everDrawn = projects.map(() => false);
    for (let step = 1; step <= screens; step++) {
      await page.mouse.wheel(0, 320);
      if (step === 2) releaseFonts();
      // Two frames: the cards that came near are drawn, and any shift is reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      for (const [index, drawn] of (await rendered(page)).entries()) everDrawn[index] ||= drawn;
    }
    expect(everDrawn).toEqual(projects.map(() => true));
    expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(true);
    await expectNoShift();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page shows the projects", async ({ page }) => {
    await page.goto("/projects");
    await expect(gallery(page).list).toBeVisible();
    await expect(gallery(page).list.getByRole("listitem")).toHaveCount(projects.length);
    await expect(page.getByRole("status")).toBeHidden();
  });
});
