import { describe, expect, it } from "vitest";
import { allSettled, alreadyComplete, settle } from "./settling";

const image = (complete: boolean, naturalWidth = complete ? 800 : 0, src = "/a.avif") => ({
  complete,
  naturalWidth,
  currentSrc: src,
  src,
});

describe("settling", () => {
  it("is ready once every image has settled, not before", () => {
    let settled = settle(new Set(), ["0-pc", "0-tablet"]);
    expect(allSettled(settled, 3)).toBe(false);
    settled = settle(settled, ["0-mobile"]);
    expect(allSettled(settled, 3)).toBe(true);
  });

  it("counts an image once, however often it is reported", () => {
    let settled = settle(new Set(), ["0-pc"]);
    settled = settle(settled, ["0-pc", "0-pc"]);
    expect(settled.size).toBe(1);
    expect(allSettled(settled, 2)).toBe(false);
  });

  it("keeps the same set when nothing new settles", () => {
    const settled = settle(new Set(), ["a"]);
    expect(settle(settled, ["a"])).toBe(settled);
  });

  it("counts images that finished before anyone listened, failed ones too", () => {
    const { done, failed } = alreadyComplete([
      ["0-pc", image(true)],
      ["0-tablet", image(false)],
      ["0-mobile", image(true, 0, "/broken.avif")],
    ]);
    expect(done).toEqual(["0-pc", "0-mobile"]);
    expect(failed).toEqual(["/broken.avif"]);
  });

  it("with every image cached, is ready on mount", () => {
    const images = Array.from(
      { length: 39 },
      (_, i) => [`${i}`, image(true)] as [string, ReturnType<typeof image>],
    );
    const settled = settle(new Set(), alreadyComplete(images).done);
    expect(allSettled(settled, 39)).toBe(true);
  });
});
