import { median } from "./browser.ts";
import type { LighthouseRun } from "./lighthouse.ts";

/** One main-thread task that Lighthouse's simulated phone counted as blocking, and what ran in it. */
export type BlockingTask = {
  /** Its share of the run's Total Blocking Time (the mean of Lantern's two halves), in ms. */
  blocking: number;
  /** How long it lasted on the simulated phone (the pessimistic half), in ms. */
  simulated: number;
  /** Its simulated start, in ms from the navigation. */
  start: number;
  /** How long it lasted in the trace (wall time) and how long the thread ran in it, in ms. */
  observed: number;
  threadTime: number | null;
  /** What ran in it, the longest first: trace events named, with a script's file. */
  what: string[];
};

type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown> };
};
type CpuNode = { type: string; event: TraceEvent; childEvents: TraceEvent[] };
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<CpuNode, Timing> };
type LanternResult = {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};
type Computed = { request(data: unknown, context: unknown): Promise<LanternResult> };

// Events that only wrap others, or say nothing a reader can act on.
const WRAPPERS = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "RunMicrotasks",
  "v8.run",
  "V8.Execute",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
  "ThreadProxy::BeginMainFrame",
  "Profile",
  "ProfileChunk",
]);

/**
 * A top-level task's blocking time between two moments, as Lantern counts it (TBTUtils in
 * Lighthouse's trace engine): the part of it inside the window, less 50 ms.
 */
function impact(task: Timing, from: number, to: number): number {
  if (task.duration < 50 || task.endTime < from || task.startTime > to) return 0;
  const inside = Math.min(task.endTime, to) - Math.max(task.startTime, from);
  return inside < 50 ? 0 : inside - 50;
}

const fileOf = (url: unknown) =>
  typeof url === "string" && url ? (url.split("/").pop() ?? url).split("?")[0] : undefined;

/** A trace event as a reader knows it: "EvaluateScript page-x.js", "EventDispatch load". */
function nameOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const detail =
    fileOf(data.url) ??
    (typeof data.type === "string" ? data.type : undefined) ??
    (typeof data.functionName === "string" && data.functionName ? data.functionName : undefined);
  return detail ? `${event.name} ${detail}` : event.name;
}

function describe(node: CpuNode): string[] {
  const totals = new Map<string, number>();
  for (const event of node.childEvents) {
    if (WRAPPERS.has(event.name) || !event.dur) continue;
    const name = nameOf(event);
    totals.set(name, (totals.get(name) ?? 0) + event.dur / 1000);
  }
  return [...totals.entries()]
    .filter(([, ms]) => ms >= 0.5)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
}

/**
 * Lantern's Total Blocking Time recomputed from one run's trace and network log, task by task:
 * each main-thread task that the simulated phone stretched past 50 ms between its first
 * contentful paint and its time to interactive, with its share of the blocking time and what
 * ran inside it. The shares add up to the run's TBT.
 */
export async function blockingTasks(
  artifacts: Record<string, unknown>,
  settings: unknown,
): Promise<{ tbt: number; tasks: BlockingTask[] }> {
  const load = async (file: string, name: string) =>
    ((await import(`lighthouse/core/computed/metrics/${file}.js`)) as Record<string, Computed>)[
      name
    ] as Computed;
  const tbtMetric = await load("lantern-total-blocking-time", "LanternTotalBlockingTime");
  const fcpMetric = await load("lantern-first-contentful-paint", "LanternFirstContentfulPaint");
  const ttiMetric = await load("lantern-interactive", "LanternInteractive");
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map(), settings };
  const tbt = await tbtMetric.request(data, context);
  const fcp = await fcpMetric.request(data, context);
  const tti = await ttiMetric.request(data, context);
  // As Lantern pairs them: the optimistic half takes the later paint and the earlier
  // interactive time, the pessimistic half the other two.
  const halves = [
    {
      timings: tbt.optimisticEstimate.nodeTimings,
      from: fcp.pessimisticEstimate.timeInMs,
      to: tti.optimisticEstimate.timeInMs,
    },
    {
      timings: tbt.pessimisticEstimate.nodeTimings,
      from: fcp.optimisticEstimate.timeInMs,
      to: tti.pessimisticEstimate.timeInMs,
    },
  ];
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== "cpu") continue;
    const blocking =
      halves.reduce((sum, { timings, from, to }) => {
        const t = timings.get(node);
        if (!t) return sum;
        return sum + impact(t, from, to);
      }, 0) / 2;
    if (blocking <= 0) continue;
    tasks.push({
      blocking,
      simulated: timing.duration,
      start: timing.startTime,
      observed: (node.event.dur ?? 0) / 1000,
      threadTime: node.event.tdur === undefined ? null : node.event.tdur / 1000,
      what: describe(node),
    });
  }
  return { tbt: tbt.timing, tasks: tasks.sort((a, b) => a.start - b.start) };
}

const signed = (ms: number) => `${ms >= 0 ? "+" : "−"}${Math.abs(Math.round(ms))} ms`;

/** Each route's median blocking time and its range beside the floor's, in one table. */
export function blockingTable(
  results: Array<{ label: string; runs: LighthouseRun[] }>,
  floor: string,
) {
  const floorRuns = results.find((r) => r.label === floor)?.runs;
  if (!floorRuns) throw new Error(`No "${floor}" among the results`);
  const floorTbt = median(floorRuns.map((r) => r.tbt));
  return [
    "| Page | TBT, median | Range | Median − floor's | Each run | Performance |",
    "| --- | ---: | ---: | ---: | --- | --- |",
    ...results.map(({ label, runs }) => {
      const tbts = runs.map((r) => Math.round(r.tbt));
      const tbt = median(runs.map((r) => r.tbt));
      return `| ${label} | ${Math.round(tbt)} ms | ${Math.min(...tbts)}–${Math.max(...tbts)} ms | ${label === floor ? "—" : signed(tbt - floorTbt)} | ${tbts.join(", ")} | ${runs.map((r) => r.performance).join(", ")} |`;
    }),
  ].join("\n");
}

/** The tasks one run counted, in the order they ran. */
export function blockingList(label: string, tbt: number, tasks: BlockingTask[]): string {
  if (tasks.length === 0) return `${label}: TBT ${Math.round(tbt)} ms, no task counted.`;
  return [
    `${label}: TBT ${Math.round(tbt)} ms, from these tasks:`,
    ...tasks.map(
      (task) =>
        `  ${Math.round(task.blocking)} ms of it: a task at ${Math.round(task.start)} ms, ${Math.round(task.simulated)} ms simulated (${task.observed.toFixed(1)} ms observed, ${task.threadTime === null ? "?" : task.threadTime.toFixed(1)} ms on the thread): ${task.what.join(", ") || "nothing traced inside"}`,
    ),
  ].join("\n");
}
