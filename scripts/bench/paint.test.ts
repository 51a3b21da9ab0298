import { describe, expect, it } from "vitest";
import type { LighthouseRun } from "./lighthouse.ts";
import { heldBy, type PaintGraph, paintTable } from "./paint.ts";

const run = (lcp: number, tbt: number, cls = 0): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  tbt,
  cls,
  jsBytes: 0,
  totalBytes: 0,
  failing: [],
});

describe("paintTable", () => {
  it("reads each route's medians against the floor's", () => {
    const table = paintTable(
      [
        { label: "floor", runs: [run(800, 10), run(900, 0), run(700, 30)] },
        { label: "/courses", runs: [run(1000, 0), run(850, 0, 0.02), run(950, 5)] },
      ],
      "floor",
    );
    const [, , floor, courses] = table.split("\n");
    expect(floor).toBe("| floor | 800 ms | — | 800, 900, 700 | 10 ms | 0.000 | 100, 100, 100 |");
    expect(courses).toBe(
      "| /courses | 950 ms | +150 ms | 1000, 850, 950 | −10 ms | 0.020 | 100, 100, 100 |",
    );
  });

  it("says so when the floor is missing", () => {
    expect(() => paintTable([{ label: "/", runs: [run(1, 1)] }], "floor")).toThrow(/floor/);
  });
});

describe("heldBy", () => {
  it("lists what the paint waited for, the last to end first, addresses without the origin", () => {
    const graph: PaintGraph = {
      lcp: 1310,
      optimistic: 1300,
      pessimistic: 1320,
      nodes: [
        {
          kind: "request",
          url: "http://127.0.0.1:9/courses",
          bytes: 13_312,
          priority: "VeryHigh",
          end: 608,
        },
        { kind: "task", observedMs: 98.64, end: 1002 },
        {
          kind: "request",
          url: "http://127.0.0.1:9/assets/menu.js",
          bytes: 4096,
          priority: "High",
          end: 1310,
        },
      ],
    };
    expect(heldBy("/courses", graph, "http://127.0.0.1:9").split("\n")).toEqual([
      "/courses: LCP 1310 ms (optimistic 1300, pessimistic 1320); its pessimistic graph:",
      "  ends 1310 ms: /assets/menu.js (4.0 KB, High)",
      "  ends 1002 ms: a main-thread task, 98.6 ms observed",
      "  ends 608 ms: /courses (13.0 KB, VeryHigh)",
    ]);
  });
});
