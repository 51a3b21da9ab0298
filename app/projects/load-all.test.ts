import { describe, expect, it } from "vitest";
import { type IdleTime, loadAll } from "./load-all";

const lazyImages = (count: number) => Array.from({ length: count }, () => ({ loading: "lazy" }));
const eager = (images: Array<{ loading: string }>) =>
  images.filter((image) => image.loading === "eager").length;

/** Idle periods that begin only when the test says, each with `remaining` ms to use. */
function idlePeriods(remaining: number) {
  const waiting: Array<(time: IdleTime) => void> = [];
  return {
    idle: () => new Promise<IdleTime>((begin) => waiting.push(begin)),
    next: async () => {
      waiting.shift()?.({ timeRemaining: () => remaining });
      await new Promise((done) => setTimeout(done));
    },
  };
}

/** A clock on which starting each load takes `cost` ms. */
function clock(cost: number) {
  let time = 0;
  return () => {
    const at = time;
    time += cost;
    return at;
  };
}

describe("loadAll", () => {
  it("starts nothing until the page is idle, then as many loads as fit in a few ms", async () => {
    const images = lazyImages(10);
    const { idle, next } = idlePeriods(50);
    const done = loadAll(images, { idle, now: clock(0.5) });
    expect(eager(images)).toBe(0);
    await next();
    expect(eager(images)).toBe(4);
    await next();
    expect(eager(images)).toBe(8);
    await next();
    await done;
    expect(eager(images)).toBe(10);
  });

  it("on a page with hardly any idle time, still starts one load a turn", async () => {
    const images = lazyImages(3);
    const { idle, next } = idlePeriods(0);
    const done = loadAll(images, { idle, now: clock(2) });
    for (const expected of [1, 2, 3]) {
      await next();
      expect(eager(images)).toBe(expected);
    }
    await done;
  });

  it("stops when the page that asked is gone", async () => {
    const images = lazyImages(6);
    const { idle, next } = idlePeriods(50);
    const controller = new AbortController();
    const done = loadAll(images, { signal: controller.signal, idle, now: clock(0.5) });
    await next();
    controller.abort();
    await next();
    await done;
    expect(eager(images)).toBe(4);
  });

  it("waits with the browser's own idle callbacks or a task, and finishes", async () => {
    const images = lazyImages(40);
    await loadAll(images);
    expect(eager(images)).toBe(40);
  });
});
