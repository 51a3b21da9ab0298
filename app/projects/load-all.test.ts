import { describe, expect, it } from "vitest";
import { loadAll } from "./load-all";

const lazyImages = (count: number) => Array.from({ length: count }, () => ({ loading: "lazy" }));
const eager = (images: Array<{ loading: string }>) =>
  images.filter((image) => image.loading === "eager").length;

/** A pause that ends only when the test says so: one turn of the page at a time. */
function turns() {
  const waiting: Array<() => void> = [];
  return {
    pause: () => new Promise<void>((resume) => waiting.push(resume)),
    next: async () => {
      waiting.shift()?.();
      await new Promise((done) => setTimeout(done));
    },
  };
}

describe("loadAll", () => {
  it("turns every image eager, a few per turn, giving the page a turn between", async () => {
    const images = lazyImages(7);
    const { pause, next } = turns();
    const done = loadAll(images, { perTurn: 3, pause });
    expect(eager(images)).toBe(3);
    await next();
    expect(eager(images)).toBe(6);
    await next();
    expect(eager(images)).toBe(7);
    await next();
    await done;
  });

  it("stops when the page that asked is gone", async () => {
    const images = lazyImages(6);
    const { pause, next } = turns();
    const controller = new AbortController();
    const done = loadAll(images, { signal: controller.signal, perTurn: 3, pause });
    controller.abort();
    await next();
    await done;
    expect(eager(images)).toBe(3);
  });

  it("yields with the browser's own scheduler or a task, and finishes", async () => {
    const images = lazyImages(4);
    await loadAll(images, { perTurn: 2 });
    expect(eager(images)).toBe(4);
  });
});
