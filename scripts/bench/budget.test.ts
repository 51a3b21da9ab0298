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

  it("flags a score below 100, and a late largest paint where a route has a budget for it", () => {
    const [route, lcpBudget] = Object.entries(BUDGET.lcp)[0] ?? ["/projects", 1300];
    const late = { lcp: lcpBudget + 10, performance: 99 };
    const rows = againstFloor(
      [result(route, "mobile", [0], late), result("/unbudgeted", "mobile", [0], late), floor],
      "floor",
    );
    expect(rows.map((r) => r.misses)).toEqual([
      [
        "performance 99",
        `LCP ${((lcpBudget + 10) / 1000).toFixed(2)} s (budget ${lcpBudget / 1000} s)`,
      ],
      ["performance 99"],
    ]);
  });

  it("reads desktop runs by their score alone: the floor is a phone run", () => {
    const [row] = againstFloor([result("/desk", "desktop", [500]), floor], "floor");
    expect(row).toMatchObject({ overFloor: null, worstOverFloor: null, misses: [] });
    expect(floorTable(row ? [row] : [])).toContain("| /desk | desktop | — | — |");
  });

  it("says so when the floor is missing", () => {
    expect(() => againstFloor([result("/a", "mobile", [1])], "floor")).toThrow(/No "floor"/);
  });
});
