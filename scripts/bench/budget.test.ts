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
const result = (
  label: string,
  mode: Mode,
  tbts: number[],
  extra: Partial<LighthouseRun> = {},
  hydrates = false,
) => {
  const runs = tbts.map((tbt) => run(tbt, extra));
  const sorted = [...tbts].sort((a, b) => a - b);
  return {
    label,
    mode,
    runs,
    run: run(sorted[Math.floor(sorted.length / 2)] ?? 0, extra),
    hydrates,
  };
};
const floor = result("floor", "mobile", [0, 5, 10, 20, 90]);

describe("routes against the floor", () => {
  it("reads a route's median against the floor's median and its worst against the floor's worst", () => {
    const [row] = againstFloor(
      [result("/a", "mobile", [10, 12, 14, 50, 150], {}, false), floor],
      "floor",
    );
    expect(row).toMatchObject({ label: "/a", overFloor: 4, worstOverFloor: 60, misses: [] });
  });

  it("flags a route whose median is more than its budget above the floor's, a page that hydrates against its own", () => {
    const { withoutReact, withReact } = BUDGET.tbtOverFloor;
    const [slow, hydrating, tooSlow] = againstFloor(
      [
        result("/slow", "mobile", [withoutReact + 11, withoutReact + 11, withoutReact + 11]),
        result("/form", "mobile", [withReact + 10, withReact + 10], {}, true),
        result("/form", "mobile", [withReact + 11, withReact + 11], {}, true),
        floor,
      ],
      "floor",
    );
    expect(slow?.misses).toEqual([
      `TBT ${withoutReact + 1} ms over the floor (budget ${withoutReact})`,
    ]);
    expect(hydrating?.misses).toEqual([]);
    expect(tooSlow?.misses).toEqual([
      `TBT ${withReact + 1} ms over the floor (budget ${withReact})`,
    ]);
    expect(floorTable(slow ? [slow] : [])).toContain("**over**");
  });

  it("flags a score below the floor's, and a late largest paint where a route has a budget for it", () => {
    const [route, lcpBudget] = Object.entries(BUDGET.lcp)[0] ?? ["/projects", 1300];
    const late = { lcp: lcpBudget + 10, performance: 99 };
    const rows = againstFloor(
      [result(route, "mobile", [0], late), result("/unbudgeted", "mobile", [0], late), floor],
      "floor",
    );
    expect(rows.map((r) => r.misses)).toEqual([
      [
        "performance 99 (the floor's 100)",
        `LCP ${((lcpBudget + 10) / 1000).toFixed(2)} s (budget ${lcpBudget / 1000} s)`,
      ],
      ["performance 99 (the floor's 100)"],
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
