import type { LighthouseRun, Mode } from "./lighthouse.ts";

/**
 * The goal, stated so that any machine can hold it: a route's Total Blocking Time is read
 * against the empty page's in the same bench (its median against the floor's median, its worst
 * run against the floor's worst), because what the machine itself costs shows in both. A
 * mobile run must also score 100 and paint its largest element by 1.3 s; desktop must score 100.
 */
export const BUDGET = { tbtOverFloor: 50, performance: 100, lcp: 1300 } as const;

type Result = { label: string; mode: Mode; run: LighthouseRun; runs: LighthouseRun[] };

export function againstFloor(results: Result[], floorLabel: string) {
  const floor = results.find((r) => r.label === floorLabel);
  if (!floor) throw new Error(`No "${floorLabel}" among the results`);
  const worstTbt = (runs: LighthouseRun[]) => Math.max(...runs.map((r) => r.tbt));
  return results
    .filter((r) => r !== floor)
    .map((r) => {
      const overFloor = r.run.tbt - floor.run.tbt;
      const worstOverFloor = worstTbt(r.runs) - worstTbt(floor.runs);
      const misses = [
        ...(r.mode === "mobile" && overFloor > BUDGET.tbtOverFloor
          ? [`TBT ${Math.round(overFloor)} ms over the floor (budget ${BUDGET.tbtOverFloor})`]
          : []),
        ...(r.run.performance < BUDGET.performance ? [`performance ${r.run.performance}`] : []),
        ...(r.mode === "mobile" && r.run.lcp > BUDGET.lcp
          ? [`LCP ${(r.run.lcp / 1000).toFixed(2)} s (budget ${BUDGET.lcp / 1000} s)`]
          : []),
      ];
      return { ...r, overFloor, worstOverFloor, misses };
    });
}

export function floorTable(rows: ReturnType<typeof againstFloor>) {
  const ms = (value: number) => `${value > 0 ? "+" : ""}${Math.round(value)} ms`;
  return [
    `| Route | Mode | Median TBT − floor's median | Worst TBT − floor's worst | Performance | LCP | Budget |`,
    "| --- | --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.mode} | ${ms(r.overFloor)} | ${ms(r.worstOverFloor)} | ${r.run.performance} | ${(r.run.lcp / 1000).toFixed(2)} s | ${r.misses.length ? `**over**: ${r.misses.join(", ")}` : "within"} |`,
    ),
  ].join("\n");
}
