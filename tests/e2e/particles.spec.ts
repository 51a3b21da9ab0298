import type { Page } from "@playwright/test";
import sharp from "sharp";
import { directionOf } from "#core/languages.ts";
import { siteTexts } from "#core/site-texts.ts";
import {
  isParticleIn,
  onlyParticles,
  particleMode,
  showsColour,
  particlesStarted as started,
  watchResizes,
} from "../particle-probe";
import {
  afterFrames,
  chooseTheme,
  expect,
  homeLinkName,
  openingTheme,
  test,
  translatedRoutes,
} from "./fixtures";

/** Waits until the screen shows something other than `last`, and returns what it shows. */
async function nextDifferentShot(page: Page, last: Buffer) {
  let shot = last;
  await expect
    .poll(async () => {
      shot = await page.screenshot();
      return shot.equals(last);
    })
    .toBe(false);
  return shot;
}

async function pixels(page: Page) {
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

type Colour = (r: number, g: number, b: number) => boolean;

/** A particle's pixel on the dark page, where these tests look for them (in the spec's red,
 * or the owner's accent). */
const isParticle: Colour = isParticleIn("dark");

/** Counts a screenshot's pixels by colour, each in the first class it fits, and all of them. */
async function countPixels<K extends string>(page: Page, classes: Record<K, Colour>) {
  const { data, channels } = await pixels(page);
  const tests = Object.entries(classes) as [K, Colour][];
  const counts = Object.fromEntries(tests.map(([name]) => [name, 0])) as Record<K, number>;
  for (let i = 0; i < data.length; i += channels) {
    const fits = tests.find(([, test]) => test(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0));
    if (fits) counts[fits[0]]++;
  }
  return { ...counts, total: data.length / channels };
}

/**
 * Waits until the field's frame is on screen. The started mark comes when the worker has drawn,
 * and the compositor shows that frame a little later: in one CI run, 160 ms later, so the
 * screenshot taken in between had none of it.
 */
async function fieldShown(page: Page) {
  await expect
    .poll(async () => (await countPixels(page, { particle: isParticle })).particle)
    .toBeGreaterThan(0);
}

test.describe("the particle background", () => {
  // The dark page, where these tests tell a particle (the spec's red, or the owner's accent)
  // from the page by colour, in the browser's default (light) system setting: the owner's theme
  // opens dark there unless the owner chose otherwise, and then the visitor's dark choice is
  // stored. A still field (the suite's reduced motion) wherever the motion is not what a test
  // is about: 500 moving particles drawn in software take a core.
  test.beforeEach(async ({ page }) => {
    if (openingTheme("light") !== "dark") await chooseTheme(page, "dark");
  });
  test("draws particles in the theme's colour on the dark background", async ({ page }) => {
    await page.goto("/contact");
    await started(page);
    await onlyParticles(page);
    await fieldShown(page);
    const { particle, dark, total } = await countPixels(page, {
      particle: isParticle,
      dark: (r, g, b) => r < 30 && g < 30 && b < 40,
    });
    expect(dark / total).toBeGreaterThan(0.9);
    expect(particle).toBeGreaterThan(1500);
    // Chromium draws the field in its worker, off the main thread.
    expect(await particleMode(page)).toBe("worker");
  });

  test("takes the theme's colour, and the new theme's when the visitor switches", async ({
    page,
  }) => {
    // A moving field draws its next frame in the new colour.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/contact");
    await started(page);
    // The started mark comes when the worker has drawn; the compositor shows it a little later.
    await expect.poll(() => showsColour(page, "dark")).toBe(true);
    await page.getByRole("button", { name: siteTexts.toLightTheme }).click();
    await expect.poll(() => showsColour(page, "light")).toBe(true);
    await onlyParticles(page);
    const { light, particle, total } = await countPixels(page, {
      particle: isParticleIn("light"),
      light: (r, g, b) => r > 235 && g > 235 && b > 235,
    });
    expect(light / total).toBeGreaterThan(0.9);
    expect(particle).toBeGreaterThan(1000);
  });

  test("never gets in the way of a click", async ({ page }) => {
    await page.goto("/courses");
    await started(page);
    const logo = page.getByRole("link", { name: homeLinkName });
    const box = await logo.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
      { x: (box?.x ?? 0) + 10, y: (box?.y ?? 0) + 10 },
    );
    expect(hit).toBe("/");
    await logo.click();
    await expect(page).toHaveURL("/");
  });

  test("a click adds particles at that point", async ({ page }) => {
    // A still field, so that what the click adds is all that changes.
    await page.goto("/contact");
    await started(page);
    await onlyParticles(page);
    await fieldShown(page);
    for (const at of [
      { x: 1100, y: 650 },
      { x: 1150, y: 600 },
    ]) {
      const before = await pixels(page);
      await page.mouse.click(at.x, at.y);
      const changed = async () => {
        const after = await pixels(page);
        const near: number[] = [];
        let far = 0;
        for (let i = 0; i < after.data.length; i += after.channels) {
          // Changed, and by more than the anti-aliasing of a path redrawn with more in it.
          if (Math.abs((after.data[i] ?? 0) - (before.data[i] ?? 0)) <= 16) continue;
          const pixel = i / after.channels;
          const distance = Math.hypot(
            (pixel % after.width) - at.x,
            Math.floor(pixel / after.width) - at.y,
          );
          if (distance <= 4) near.push(pixel);
          else far++;
        }
        return { near: near.length > 0, far };
      };
      await expect.poll(changed).toEqual({ near: true, far: 0 });
    }
  });

  // On a page written right to left too, if the site has one: the field is not mirrored, so the
  // particles that flee are the ones under the pointer, off the page's centre.
  const contactPages = [
    "/contact",
    ...translatedRoutes.flatMap((route) =>
      route.key === "/contact" && directionOf(route.language) === "rtl" ? [route.path] : [],
    ),
  ];
  for (const path of contactPages)
    test(`particles flee the pointer on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(path);
      await started(page);
      await onlyParticles(page);
      const at = { x: 880, y: 400 };
      await page.mouse.move(at.x, at.y);
      let shot = await pixels(page);
      const particlesWithin = (cx: number, cy: number, radius: number) => {
        const { data, width, channels } = shot;
        let found = 0;
        for (let y = cy - radius; y <= cy + radius; y++) {
          for (let x = cx - radius; x <= cx + radius; x++) {
            if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) continue;
            const i = (y * width + x) * channels;
            if (isParticle(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0)) found++;
          }
        }
        return found;
      };
      // The disk under the pointer empties as the particles move away.
      await expect
        .poll(async () => {
          shot = await pixels(page);
          return particlesWithin(at.x, at.y, 70);
        })
        .toBe(0);
      // Elsewhere, circles of the same size hold particles.
      const elsewhere = [
        [200, 200],
        [1000, 200],
        [200, 600],
        [1000, 600],
      ].map(([x, y]) => particlesWithin(x ?? 0, y ?? 0, 70));
      expect(elsewhere.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    });

  test("it moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/contact");
    await started(page);
    await onlyParticles(page);
    // And it keeps moving: each new frame differs from the one before.
    let last = await page.screenshot();
    for (let i = 0; i < 5; i++) last = await nextDifferentShot(page, last);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test("scrolling down and up never resizes the field", async ({ page }) => {
      await page.goto("/projects");
      await started(page);
      const canvas = page.locator("canvas");
      const before = await canvas.evaluate((el) => el.getBoundingClientRect().height);
      const resizes = await watchResizes(page);
      for (const dy of [900, 900, -600, 1200, -2400]) {
        await page.mouse.wheel(0, dy);
        await afterFrames(page);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      await afterFrames(page);
      expect(await canvas.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
      expect(await resizes()).toBe(0);
      // Its height is the large viewport's, which a phone's toolbar sliding away does not change.
      expect(
        await canvas.evaluate((el) => {
          const probe = document.createElement("div");
          probe.style.height = "100lvh";
          document.body.append(probe);
          const lvh = probe.getBoundingClientRect().height;
          probe.remove();
          return el.getBoundingClientRect().height === lvh;
        }),
      ).toBe(true);
    });
  });

  test.describe("with reduced motion", () => {
    test("draws one still frame and does not animate", async ({ page }) => {
      await page.goto("/contact");
      await started(page);
      await onlyParticles(page);
      await fieldShown(page);
      const first = await page.screenshot();
      await page.mouse.move(640, 400);
      // Frames go by (a moving field would have moved in them), and nothing has changed.
      for (let i = 0; i < 5; i++) {
        await afterFrames(page, 10);
        expect((await page.screenshot()).equals(first)).toBe(true);
      }
      const { particle } = await countPixels(page, { particle: isParticle });
      expect(particle).toBeGreaterThan(1500);
    });

    test("goes on from one page to the next, where it was, not scattered anew", async ({
      page,
      context,
    }) => {
      await page.goto("/");
      await started(page);
      const shotOf = async (p: Page) => {
        const allBack = await onlyParticles(p);
        await fieldShown(p);
        const shot = await p.screenshot();
        await allBack();
        return shot;
      };
      const left = await shotOf(page);
      // A page load through the menu, as a visitor moves on: by keyboard, as a click would add
      // particles where it lands.
      const menu = page.getByRole("navigation", { name: siteTexts.mainMenu });
      await page.getByRole("button", { name: siteTexts.openMenu }).press("Enter");
      // The open menu puts focus on its first item; a pick made before that lands on it instead.
      await expect(menu.getByRole("link").first()).toBeFocused();
      await menu.getByRole("link").nth(1).press("Enter");
      await page.waitForURL((url) => url.pathname !== "/");
      await started(page);
      const carried = await shotOf(page);
      // Another tab starts a field of its own: this is what "scattered anew" looks like.
      const other = await context.newPage();
      await other.goto("/");
      await started(other);
      const fresh = await shotOf(other);

      const differing = async (a: Buffer, b: Buffer) => {
        const [one, two] = await Promise.all(
          [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
        );
        let count = 0;
        for (let i = 0; i < (one?.data.length ?? 0); i += one?.info.channels ?? 4) {
          if (one?.data[i] !== two?.data[i]) count++;
        }
        return count;
      };
      expect(await differing(left, carried)).toBe(0);
      expect(await differing(left, fresh)).toBeGreaterThan(1000);
    });
  });
});
