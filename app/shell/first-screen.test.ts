import { beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps what is held in its own state: each test gets a fresh copy.
let firstScreen: typeof import("./first-screen");
beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import("./first-screen");
});

/** A promise with its resolve and reject at hand. */
function work() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((next) => setTimeout(next));
  return done;
}

describe("first screen", () => {
  it("is shown at once when no page holds it", async () => {
    expect(await settled(firstScreen.firstScreenShown())).toBe(true);
  });

  it("waits for every held work, however it ends", async () => {
    const list = work();
    const other = work();
    other.promise.catch(() => {});
    firstScreen.holdFirstScreen(list.promise);
    firstScreen.holdFirstScreen(other.promise);
    const shown = firstScreen.firstScreenShown();
    expect(await settled(shown)).toBe(false);
    list.resolve();
    expect(await settled(shown)).toBe(false);
    other.reject(new Error("a screenshot failed"));
    expect(await settled(shown)).toBe(true);
    expect(await settled(firstScreen.firstScreenShown())).toBe(true);
  });

  it("holds again for work that starts later", async () => {
    const first = work();
    firstScreen.holdFirstScreen(first.promise);
    first.resolve();
    expect(await settled(firstScreen.firstScreenShown())).toBe(true);
    const next = work();
    firstScreen.holdFirstScreen(next.promise);
    const shown = firstScreen.firstScreenShown();
    expect(await settled(shown)).toBe(false);
    next.resolve();
    expect(await settled(shown)).toBe(true);
  });
});
