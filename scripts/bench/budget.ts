import type { LighthouseRun, Mode } from "./lighthouse.ts";

/**
 * The goal, stated so that any machine can hold it: on the simulated phone a route's Total
 * Blocking Time is read against the empty page's in the same bench (its median against the
 * floor's median, its worst run against the floor's worst), because what the machine itself
 * costs shows in both. A page without React is held to the empty page itself; a page that
 * hydrates (the contact form) pays for React, within its own allowance. Every route's median
 * performance is the empty page's. The largest paint has a budget where a route risks it:
 * `/projects`, whose list waits for every screenshot.
 */
export const BUDGET: {
  tbtOverFloor: { withoutReact: number; withReact: number };
  lcp: Readonly<Record<string, number>>;
} = { tbtOverFloor: { withoutReact: 10, withReact: 160 }, lcp: { "/projects": 1300 } };

type Result = {
  label: string;
  mode: Mode;
  run: LighthouseRun;
  runs: LighthouseRun[];
  /** React runs on the page in the browser. */
  hydrates?: boolean;
};

/** Each result beside the floor (a phone run; desktop has no floor) and what it misses. */
export function againstFloor(results: Result[], floorLabel: string) {
  const floor = results.find((r) => r.label === floorLabel);
  if (!floor) throw new Error(`No "${floorLabel}" among the results`);
  const worstTbt = (runs: LighthouseRun[]) => Math.max(...runs.map((r) => r.tbt));
  return results
    .filter((r) => r !== floor)
    .map((r) => {
      const phone = r.mode === "mobile";
      const overFloor = phone ? r.run.tbt - floor.run.tbt : null;
      const worstOverFloor = phone ? worstTbt(r.runs) - worstTbt(floor.runs) : null;
      const lcpBudget = phone ? BUDGET.lcp[r.label] : undefined;
      const tbtBudget = r.hydrates
        ? BUDGET.tbtOverFloor.withReact
        : BUDGET.tbtOverFloor.withoutReact;
      const misses = [
        ...(overFloor !== null && overFloor > tbtBudget
          ? [`TBT ${Math.round(overFloor)} ms over the floor (budget ${tbtBudget})`]
          : []),
        ...(r.run.performance < floor.run.performance
          ? [`performance ${r.run.performance} (the floor's ${floor.run.performance})`]
          : []),
        ...(lcpBudget !== undefined && r.run.lcp > lcpBudget
          ? [`LCP ${(r.run.lcp / 1000).toFixed(2)} s (budget ${lcpBudget / 1000} s)`]
          : []),
      ];
      return { ...r, overFloor, worstOverFloor, misses };
    });
}

export function floorTable(rows: ReturnType<typeof againstFloor>) {
  const ms = (value: number | null) =>
    value === null ? "—" : `${value > 0 ? "+" : ""}${Math.round(value)} ms`;
  return [
    "| Route | Mode | Median TBT − floor's median | Worst TBT − floor's worst | Performance | LCP | Budget |",
    "| --- | --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.mode} | ${ms(r.overFloor)} | ${ms(r.worstOverFloor)} | ${r.run.performance} | ${(r.run.lcp / 1000).toFixed(2)} s | ${r.misses.length ? `**over**: ${r.misses.join(", ")}` : "within"} |`,
    ),
  ].join("\n");
}
