// A slow phone for the tests that press at the earliest moment: the page's CPU slowed, and a
// second tab busy beside it, as on a phone loading two.
import type { Page } from "@playwright/test";

/** How much slower than this machine the phone is (Chrome DevTools' "low-end mobile" is 6). */
export const CPU_SLOWDOWN = 6;

/**
 * Keeps a second tab busy beside the page, as on a phone loading two, and returns the switch of
 * the page's CPU between a slow phone's and this machine's.
 */
export async function asOnASlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const setSpeed = (rate: number) => cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const neighbour = await page.context().newPage();
  await neighbour.goto("/", { waitUntil: "commit" });
  // Two fifths of every 50 ms on its main thread while the page is slowed: enough to take
  // turns from this tab's, not so much that it starves the tests beside it of a core. It rests
  // while the page runs at full speed for the checks: busy there, it would only take a core
  // from the tests beside it.
  const neighbourBusy = (on: boolean) =>
    neighbour.evaluate((on) => {
      const tab = window as typeof window & { busyTimer?: number };
      clearInterval(tab.busyTimer);
      if (!on) return;
      tab.busyTimer = window.setInterval(() => {
        const until = performance.now() + 20;
        while (performance.now() < until);
      }, 50);
    }, on);
  // A slowed tab holds a whole core even when idle (Chromium's throttler spins on its thread),
  // so it is slowed only from a round's load until its outcome shows, not for the checks after.
  return {
    slow: async () => {
      await neighbourBusy(true);
      await setSpeed(CPU_SLOWDOWN);
    },
    atFullSpeed: async () => {
      await setSpeed(1);
      await neighbourBusy(false);
    },
  };
}
