import type { Browser, Page } from "@playwright/test";
import { HYDRATE_ON_INTENT_ATTRIBUTE, INTERACTIVE_ATTRIBUTE } from "../../app/shell/interactive.ts";
import { median } from "./browser.ts";

// From a click on a menu link to the next page's first paint, warm cache, in Chromium: the page
// load every link is now, against the client-side navigation React Router makes on a page that
// hydrates (as every page did before pages without React; React reached for first), measured
// in the same run.

const RUNS = 7;
const T0 = "bench:clicked-at";

export type NavigationResult = { label: string; runs: number[]; median: number };

/** Records the click's time (on the clock both pages share) where the next page can read it. */
async function onClickRecord(page: Page, selector: string, clientSide: string | null) {
  await page.locator(selector).evaluate(
    (link, [key, to]) => {
      link.addEventListener(
        "click",
        (event) => {
          sessionStorage.setItem(key as string, String(performance.timeOrigin + event.timeStamp));
          if (!to) return;
          event.preventDefault();
          const router = (
            window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
          ).__reactRouterDataRouter;
          router.navigate(to);
        },
        { capture: true },
      );
    },
    [T0, clientSide] as [string, string | null],
  );
}

async function interactive(page: Page) {
  await page.locator(`html[${INTERACTIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/** A page that hydrates gets React when a visitor reaches for its form: reach for it. */
async function hydrated(page: Page) {
  await page.locator(`[${HYDRATE_ON_INTENT_ATTRIBUTE}]`).hover();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A measurement that never ends is an error, not a bench that hangs. */
function within<T>(promise: Promise<T>, what: string, ms = 30_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms),
    ),
  ]);
}

/** Opens the menu on `from` and follows its link to `to`; returns click to first paint, in ms. */
async function follow(page: Page, baseURL: string, from: string, to: string, clientSide: boolean) {
  await page.goto(`${baseURL}${from}`);
  await interactive(page);
  if (clientSide) await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const selector = `#site-menu a[href$="${to}"]`;
  await onClickRecord(page, selector, clientSide ? to : null);
  if (clientSide) {
    // The next page's heading on screen: the frame after it was rendered has been painted.
    const painted = page.evaluate(
      ([key, path]) =>
        new Promise<number>((resolve) => {
          const main = document.querySelector("main") as HTMLElement;
          new MutationObserver((_, observer) => {
            if (location.pathname !== path) return;
            observer.disconnect();
            requestAnimationFrame(() =>
              setTimeout(() =>
                resolve(
                  performance.timeOrigin + performance.now() - Number(sessionStorage.getItem(key)),
                ),
              ),
            );
          }).observe(main, { childList: true, subtree: true });
        }),
      [T0, to] as [string, string],
    );
    await page.locator(selector).click();
    return within(painted, `the client-side navigation ${from} → ${to}`);
  }
  await Promise.all([page.waitForURL(`${baseURL}${to}`), page.locator(selector).click()]);
  const paint = page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          resolve(performance.timeOrigin + paint.startTime - Number(sessionStorage.getItem(key)));
        }).observe({ type: "paint", buffered: true });
      }),
    T0,
  );
  return within(paint, `the page load ${from} → ${to}`);
}

/**
 * Both ways to the same page, `to`, a page without a loader (the client-side way would fetch a
 * data file the build no longer writes): a page load from `from`, and React Router's client-side
 * navigation from `hydrating`, a page that hydrates.
 */
export async function benchNavigation(
  browser: Browser,
  baseURL: string,
  { from, hydrating, to }: { from: string; hydrating: string; to: string },
): Promise<NavigationResult[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cases = [
    { label: `Page load, ${from} → ${to}`, from, clientSide: false },
    {
      label: `Client-side navigation (React Router), ${hydrating} → ${to}`,
      from: hydrating,
      clientSide: true,
    },
  ];
  const runs = cases.map((): number[] => []);
  try {
    // One round to warm the cache (and React Router's route modules), not counted.
    for (let round = 0; round <= RUNS; round++) {
      for (const [index, { from: start, clientSide }] of cases.entries()) {
        const ms = await follow(page, baseURL, start, to, clientSide);
        if (round > 0) runs[index]?.push(ms);
      }
    }
  } finally {
    await context.close();
  }
  return cases.map(({ label }, index) => ({
    label,
    runs: runs[index] ?? [],
    median: median(runs[index] ?? []),
  }));
}

export function navigationTable(results: NavigationResult[]) {
  return [
    `| From a click on a menu link to the next page's first paint (warm cache, ${RUNS} runs) | Median | Fastest | Slowest |`,
    "| --- | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.label} | ${Math.round(r.median)} ms | ${Math.round(Math.min(...r.runs))} ms | ${Math.round(Math.max(...r.runs))} ms |`,
    ),
  ].join("\n");
}
