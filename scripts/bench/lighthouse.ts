import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs } from "../lib/browser.ts";
import { chromiumPath, median } from "./browser.ts";

export type Mode = "mobile" | "desktop";

/**
 * The floor: a page with a heading and a sentence, no stylesheet, font, image or script. What
 * Lighthouse gives it on a machine is what the machine itself costs (starting the page's
 * JavaScript context, Lighthouse's own instrumentation, other processes on the same cores), so a
 * route's figures can be read against it.
 */
export const EMPTY_PAGE_PATH = "/__bench/empty-page";
export const EMPTY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title><link rel="icon" href="/favicon.svg"><meta name="description" content="The bench's empty page"></head><body><main><h1>Hello</h1><p>A heading and a sentence, nothing else.</p></main></body></html>`;

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  /** Audits that scored below 1 in a category, to say what held a score back. */
  failing: string[];
};

type Audit = {
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
  details?: { items?: Array<Record<string, unknown>> };
};
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, Audit>;
  configSettings: unknown;
};

/**
 * One Lighthouse run in a fresh Chromium, as Lighthouse recommends for steady numbers. A run
 * that Lighthouse itself reports as broken (e.g. NO_NAVSTART, which the first run in a process
 * sometimes is) measured nothing: it is said, and run again, up to twice.
 */
export async function runLighthouse(
  url: string,
  mode: Mode,
  options: { blockedUrlPatterns?: string[]; colorScheme?: "light" | "dark" } = {},
): Promise<{ run: LighthouseRun; lhr: Lhr; artifacts: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url, mode, options);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${error.code}`);
    console.warn(`Lighthouse run on ${url} (${mode}) failed with ${error.code}; running it again`);
  }
}

async function runOnce(
  url: string,
  mode: Mode,
  {
    blockedUrlPatterns = [] as string[],
    colorScheme = "light" as "light" | "dark",
  }: { blockedUrlPatterns?: string[]; colorScheme?: "light" | "dark" } = {},
): Promise<{ run: LighthouseRun; lhr: Lhr; artifacts: Record<string, unknown> }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // The system's colour scheme, which the site's first visit follows (headless is light).
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      ...(colorScheme === "dark" ? ["--force-dark-mode"] : []),
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", blockedUrlPatterns },
      mode === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
    const bytesOf = (type: string) =>
      Number(resources.find((item) => item.resourceType === type)?.transferSize ?? 0);
    const failing = Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
      auditRefs
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          return audit && audit.scoreDisplayMode !== "notApplicable" && (audit.score ?? 1) < 1;
        })
        .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.score})`),
    );
    return {
      lhr,
      // The trace and network log, from which scripts/bench/paint.ts recomputes the largest paint.
      artifacts: result.artifacts as unknown as Record<string, unknown>,
      run: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        jsBytes: bytesOf("script"),
        totalBytes: bytesOf("total"),
        failing,
      },
    };
  } finally {
    chrome.kill();
  }
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: Exclude<keyof LighthouseRun, "failing">) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
    totalBytes: pick("totalBytes"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

export function lighthouseTable(results: Array<{ label: string; mode: Mode; run: LighthouseRun }>) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    "| Route | Mode | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS | Total |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      ({ label, mode, run: r }) =>
        `| ${label} | ${mode} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
    ),
  ].join("\n");
}

/** Every run, not only the median: performance and Total Blocking Time of each, and the worst. */
export function runsTable(results: Array<{ label: string; mode: Mode; runs: LighthouseRun[] }>) {
  return [
    "| Route | Mode | Each run: performance (TBT) | Worst performance | Worst TBT |",
    "| --- | --- | --- | ---: | ---: |",
    ...results.map(
      ({ label, mode, runs }) =>
        `| ${label} | ${mode} | ${runs.map((r) => `${r.performance} (${Math.round(r.tbt)} ms)`).join(", ")} | ${Math.min(...runs.map((r) => r.performance))} | ${Math.round(Math.max(...runs.map((r) => r.tbt)))} ms |`,
    ),
  ].join("\n");
}
