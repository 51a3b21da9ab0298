import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads at the first call and hands every later call the same thing", async () => {
    let loads = 0;
    const get = loadOnce(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it("tries again after a load that failed", async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      if (++loads === 1) throw new Error("not yet");
      return "loaded";
    });
    await expect(get()).rejects.toThrow("not yet");
    await expect(get()).resolves.toBe("loaded");
    expect(loads).toBe(2);
  });
});
