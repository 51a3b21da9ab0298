// What `npm run bench -- --only paint` and `--only blocking` share: Lighthouse's phone on every
// page, the floor first, round by round (so that a machine growing busier weighs on the floor as
// much as on the routes), each run read further from its own trace; their tables' figures
// against the floor's; the figures kept raw in .bench/.
import { mkdirSync, writeFileSync } from "node:fs";
import type { LighthouseRun } from "./lighthouse.ts";

export type PhoneCase = { label: string; path: string };
export type PhoneRun<T> = { run: LighthouseRun; found: T };

/** Every case's runs, in the cases' order, with what `read` found in each run's artifacts. */
export async function phoneRounds<T>(
  baseURL: string,
  cases: PhoneCase[],
  rounds: number,
  read: (artifacts: Record<string, unknown>, settings: unknown) => Promise<T>,
): Promise<Array<Array<PhoneRun<T>>>> {
  // Lighthouse loads only once a bench runs, not with the tables that read its figures.
  const { runLighthouse } = await import("./lighthouse.ts");
  const runs = cases.map((): Array<PhoneRun<T>> => []);
  for (let round = 1; round <= rounds; round++) {
    console.log(`Round ${round} of ${rounds}…`);
    for (const [index, { path }] of cases.entries()) {
      const { run, lhr, artifacts } = await runLighthouse(`${baseURL}${path}`, "mobile");
      runs[index]?.push({ run, found: await read(artifacts, lhr.configSettings) });
    }
  }
  return runs;
}

export type CaseRuns = { label: string; runs: LighthouseRun[] };

/** Each case's label with its Lighthouse runs, as the tables take them. */
export const labelledRuns = <T>(cases: PhoneCase[], runs: Array<Array<PhoneRun<T>>>): CaseRuns[] =>
  cases.map(({ label }, index) => ({ label, runs: (runs[index] ?? []).map(({ run }) => run) }));

/** The floor's runs among the results: a table without them has nothing to stand against. */
export function floorRuns(results: CaseRuns[], floor: string): LighthouseRun[] {
  const runs = results.find((r) => r.label === floor)?.runs;
  if (!runs) throw new Error(`No "${floor}" among the results`);
  return runs;
}

/** A figure against the floor's: "+12 ms", "−3 ms". */
export const signed = (ms: number) => `${ms >= 0 ? "+" : "−"}${Math.abs(Math.round(ms))} ms`;

/** What Lighthouse's computed Lantern metrics take to simulate a run again from its artifacts. */
export const lanternInputs = (artifacts: Record<string, unknown>, settings: unknown) => ({
  data: {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  },
  context: { computedCache: new Map(), settings },
});

/** Writes the raw figures to .bench/<name>.json and says where. */
export function keepRaw(name: string, figures: object) {
  mkdirSync(".bench", { recursive: true });
  const file = `.bench/${name}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2));
  console.log(`\nRaw results: ${file}`);
}
