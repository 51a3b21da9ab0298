import { median } from "./browser.ts";
import { type CaseRuns, floorRuns as floorRunsOf, lanternInputs, signed } from "./phone-rounds.ts";

/** One node of Lantern's largest-paint graph, as simulated for the phone. */
export type PaintNode =
  | { kind: "request"; url: string; bytes: number; priority: string; end: number }
  | { kind: "task"; observedMs: number; end: number };

/** What Lighthouse's simulated largest paint was made of in one run. */
export type PaintGraph = {
  lcp: number;
  optimistic: number;
  pessimistic: number;
  nodes: PaintNode[];
};

type LanternNode = {
  type: string;
  startTime: number;
  endTime: number;
  request?: { url: string; transferSize: number; priority: string };
};
type LanternEstimate = { timeInMs: number; nodeTimings: Map<LanternNode, { endTime: number }> };
type LanternResult = {
  timing: number;
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
};
type Computed = { request(data: unknown, context: unknown): Promise<LanternResult> };

/**
 * Lantern's largest contentful paint recomputed from a run's own trace and network log, with the
 * nodes it waited for: every request that ended before the observed paint and the main-thread
 * tasks it counts (the first parse, layout and paint, scripts that ran before it, and in its
 * pessimistic half every layout), each with its simulated end. The simulated paint is the later
 * of the two halves' last node, averaged; what ends last is what holds it.
 */
export async function paintGraph(
  artifacts: Record<string, unknown>,
  settings: unknown,
): Promise<PaintGraph> {
  const { LanternLargestContentfulPaint } = (await import(
    "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js"
  )) as unknown as { LanternLargestContentfulPaint: Computed };
  const { data, context } = lanternInputs(artifacts, settings);
  const result = await LanternLargestContentfulPaint.request(data, context);
  const nodes = [...result.pessimisticEstimate.nodeTimings.entries()]
    .sort(([, a], [, b]) => a.endTime - b.endTime)
    .map(
      ([node, timing]): PaintNode =>
        node.request
          ? {
              kind: "request",
              url: node.request.url,
              bytes: node.request.transferSize,
              priority: node.request.priority,
              end: timing.endTime,
            }
          : {
              kind: "task",
              observedMs: (node.endTime - node.startTime) / 1000,
              end: timing.endTime,
            },
    );
  return {
    lcp: result.timing,
    optimistic: result.optimisticEstimate.timeInMs,
    pessimistic: result.pessimisticEstimate.timeInMs,
    nodes,
  };
}

/** Each route's median largest paint and blocking time beside the floor's, in one table. */
export function paintTable(results: CaseRuns[], floor: string) {
  const floorRuns = floorRunsOf(results, floor);
  const floorLcp = median(floorRuns.map((r) => r.lcp));
  const floorTbt = median(floorRuns.map((r) => r.tbt));
  return [
    "| Route | LCP | LCP − floor's | Each run's LCP | TBT − floor's | Worst CLS | Performance |",
    "| --- | ---: | ---: | --- | ---: | ---: | --- |",
    ...results.map(({ label, runs }) => {
      const lcp = median(runs.map((r) => r.lcp));
      const tbt = median(runs.map((r) => r.tbt));
      const own = label === floor;
      return `| ${label} | ${Math.round(lcp)} ms | ${own ? "—" : signed(lcp - floorLcp)} | ${runs.map((r) => Math.round(r.lcp)).join(", ")} | ${own ? `${Math.round(tbt)} ms` : signed(tbt - floorTbt)} | ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} | ${runs.map((r) => r.performance).join(", ")} |`;
    }),
  ].join("\n");
}

/** What one run's simulated largest paint waited for, the last to end first. */
export function heldBy(label: string, graph: PaintGraph, origin: string): string {
  const lines = [...graph.nodes]
    .reverse()
    .map((node) =>
      node.kind === "request"
        ? `  ends ${Math.round(node.end)} ms: ${node.url.replace(origin, "") || "/"} (${(node.bytes / 1024).toFixed(1)} KB, ${node.priority})`
        : `  ends ${Math.round(node.end)} ms: a main-thread task, ${node.observedMs.toFixed(1)} ms observed`,
    );
  return [
    `${label}: LCP ${Math.round(graph.lcp)} ms (optimistic ${Math.round(graph.optimistic)}, pessimistic ${Math.round(graph.pessimistic)}); its pessimistic graph:`,
    ...lines,
  ].join("\n");
}
