// How the tests and the bench watch the particle field from outside, with nothing in the page
// put there for them: the field's one User Timing mark says it started and what draws it
// (app/particles/controller.ts); everything else is what a visitor sees (screenshots) or what
// the browser reports to anyone (ResizeObserver, requestAnimationFrame).
import type { Page } from "@playwright/test";
import type { Theme } from "#core/themes.ts";
import { particleConfig } from "../app/particles/config.ts";
import { STARTED_MARK } from "../app/particles/started-mark.ts";
import { parseColor } from "../build-time/design-tokens.ts";
import { siteColors } from "../build-time/owner-look.ts";

/** What draws the field: its worker, the main thread, or the bench's tsParticles baseline. */
export type ParticleMode = "worker" | "main" | "tsparticles";

/** A JavaScript expression, for WebDriver: the field's mode once it has started, else null. */
export const particleModeScript = `(performance.getEntriesByName(${JSON.stringify(STARTED_MARK)})[0]?.detail?.mode ?? null)`;

/**
 * A JavaScript expression, for WebDriver: what the field's start says (its mode, and whether it
 * went on from the previous page's field), else null.
 */
export const particleStartScript = `(performance.getEntriesByName(${JSON.stringify(STARTED_MARK)})[0]?.detail ?? null)`;

/** The same as particleModeScript, for Playwright, where a function (unlike a string) runs under the site's CSP. */
const modeOf = (name: string) =>
  ((performance.getEntriesByName(name)[0] as PerformanceMark | undefined)?.detail?.mode ??
    null) as ParticleMode | null;

export const particleMode = (page: Page) => page.evaluate(modeOf, STARTED_MARK);

/** Waits until the field has started (it starts after first paint, when the page is idle). */
export async function particlesStarted(page: Page, timeout?: number) {
  await page.waitForFunction(modeOf, STARTED_MARK, { timeout });
}

/** Hides all but the canvas, so that a screenshot shows the particles and the page's colour. */
const ONLY_PARTICLES_CSS = "body > :not(canvas) { visibility: hidden !important; }";

/**
 * A script that applies ONLY_PARTICLES_CSS as a constructed stylesheet and returns true. Not a
 * <style> element: the site's policy admits none but its own, by their hashes, and the CSSOM is
 * not under it. ALL_BACK_SCRIPT takes it away again.
 */
export const ONLY_PARTICLES_SCRIPT = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(${JSON.stringify(ONLY_PARTICLES_CSS)});
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  self.__onlyParticles = sheet;
  return true;
})()`;
export const ALL_BACK_SCRIPT = `(() => {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== self.__onlyParticles);
  return true;
})()`;

/** Leaves only the canvas on screen; returns what puts the page back. */
export async function onlyParticles(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(ONLY_PARTICLES_SCRIPT);
  return async () => {
    await page.evaluate(ALL_BACK_SCRIPT);
  };
}

/**
 * Counts the canvas's resizes from now on, as the field's own ResizeObserver would see them
 * (the first call only reports the size it has now); returns the reader.
 */
export async function watchResizes(page: Page): Promise<() => Promise<number>> {
  const handle = await page.locator("canvas").evaluateHandle(
    (canvas) =>
      new Promise<{ count: number }>((resolve) => {
        const seen = { count: -1 };
        new ResizeObserver(() => {
          seen.count++;
          resolve(seen);
        }).observe(canvas);
      }),
  );
  return () => handle.evaluate((seen) => seen.count);
}

/** A pixel a particle covers whole: the theme's --color-particle (the owner's accent's, where
 * content/site.ts sets one) at the field's opacity over --color-bg. */
export function particlePixel(theme: Theme): number[] {
  const colours = siteColors(theme);
  const [r, g, b, a] = parseColor(colours.particle ?? "");
  const alpha = a * particleConfig.opacity;
  const bg = parseColor(colours.bg ?? "");
  return [r, g, b].map((value, c) => Math.round(value * alpha + (bg[c] ?? 0) * (1 - alpha)));
}

/**
 * Whether a screen pixel shows a particle of the theme's: on the line from the page's colour to
 * `particlePixel`, more than a third of the way along, so an anti-aliased edge counts while it
 * is more particle than page. Read from the site's colours: it holds for any owner's accent.
 */
export function isParticleIn(theme: Theme): (r: number, g: number, b: number) => boolean {
  const [br = 0, bg = 0, bb = 0] = parseColor(siteColors(theme).bg ?? "");
  const [fr = 0, fg = 0, fb = 0] = particlePixel(theme);
  const d = [fr - br, fg - bg, fb - bb] as const;
  const length = d[0] ** 2 + d[1] ** 2 + d[2] ** 2;
  return (r, g, b) => {
    const p = [r - br, g - bg, b - bb] as const;
    const along = (p[0] * d[0] + p[1] * d[1] + p[2] * d[2]) / length;
    if (along < 0.35 || along > 1.3) return false;
    return Math.hypot(p[0] - along * d[0], p[1] - along * d[1], p[2] - along * d[2]) <= 30;
  };
}

/** Whether the particles show in the theme's colour: many pixels are exactly `particlePixel`. */
export async function showsColour(page: Page, theme: Theme, tolerance = 3) {
  const expected = particlePixel(theme);
  const allBack = await onlyParticles(page);
  const png = await page.screenshot();
  await allBack();
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (expected.every((value, c) => Math.abs((data[i + c] ?? 0) - value) <= tolerance)) hits++;
  }
  // A few dozen particles' cores, not a stray anti-aliased edge.
  return hits >= 50;
}

/** A script that counts the animation frames of the realm it runs in, in `self.__frames`. */
const COUNT_FRAMES = `(() => {
  if (self.__frames !== undefined || !self.requestAnimationFrame) return;
  self.__frames = 0;
  const request = self.requestAnimationFrame.bind(self);
  self.requestAnimationFrame = (tick) => request((now) => { self.__frames++; tick(now); });
})()`;

/**
 * For the bench, before the page loads: counts the animation frames drawn by the page and by
 * its workers (the field draws in one), and returns the reader of the running total.
 */
export async function countFrames(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(COUNT_FRAMES);
  page.on("worker", (worker) => {
    worker.evaluate(COUNT_FRAMES).catch(() => {});
  });
  return async () => {
    const realms: Array<Pick<Page, "evaluate">> = [page, ...page.workers()];
    const counts = await Promise.all(
      realms.map((realm) => realm.evaluate("self.__frames ?? 0").catch(() => 0) as Promise<number>),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  };
}
