import { describe, expect, it } from "vitest";
import { againstFloor, BUDGET, floorTable } from "./budget.ts";
import type { LighthouseRun, Mode } from "./lighthouse.ts";

const run = (tbt: number, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  tbt,
  cls: 0,
  jsBytes: 0,
  totalBytes: 0,
  failing: [],
  ...extra,
});
const result = (label: string, mode: Mode, tbts: number[], extra: Partial<LighthouseRun> = {}) => {
  const runs = tbts.map((tbt) => run(tbt, extra));
  const sorted = [...tbts].sort((a, b) => a - b);
  return { label, mode, runs, run: run(sorted[Math.floor(sorted.length / 2)] ?? 0, extra) };
};
const floor = result("floor", "mobile", [0, 5, 10, 20, 90]);

describe("routes against the floor", () => {
  it("reads a route's median against the floor's median and its worst against the floor's worst", () => {
    const [row] = againstFloor([result("/a", "mobile", [20, 30, 40, 50, 150]), floor], "floor");
    expect(row).toMatchObject({ label: "/a", overFloor: 30, worstOverFloor: 60, misses: [] });
  });

  it("flags a route whose median is more than the budget above the floor's", () => {
    const over = BUDGET.tbtOverFloor + 11;
    const [row] = againstFloor(
      [result("/slow", "mobile", [over + 10, over + 10, over + 10]), floor],
      "floor",
    );
    expect(row?.misses).toEqual([`TBT ${over} ms over the floor (budget ${BUDGET.tbtOverFloor})`]);
    expect(floorTable(row ? [row] : [])).toContain("**over**");
  });

  it("flags a score below the budget and a late largest paint, but no desktop TBT", () => {
    const rows = againstFloor(
      [
        result("/late", "mobile", [0], { lcp: BUDGET.lcp + 1, performance: 99 }),
        result("/desk", "desktop", [500]),
        floor,
      ],
      "floor",
    );
    expect(rows.map((r) => r.misses)).toEqual([
      [
        "performance 99",
        `LCP ${((BUDGET.lcp + 1) / 1000).toFixed(2)} s (budget ${BUDGET.lcp / 1000} s)`,
      ],
      [],
    ]);
  });

  it("says so when the floor is missing", () => {
    expect(() => againstFloor([result("/a", "mobile", [1])], "floor")).toThrow(/No "floor"/);
  });
});
