// `npm run bench`: serves the production build (made just before by the npm script) and prints
// the particle background's frame cost beside tsParticles'. Raw results go to .bench/ (git-
// ignored); a short summary goes to docs/performance.md, which the README quotes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { cpus, totalmem } from "node:os";
import { createSiteServer } from "../server/site-server.js";
import { launchChromium } from "./bench/browser.ts";
import {
  type LighthouseRun,
  lighthouseTable,
  type Mode,
  medianRun,
  runLighthouse,
} from "./bench/lighthouse.ts";
import { BASELINE_PATH, benchParticles, buildBaseline, particleTable } from "./bench/particles.ts";

const baselineFile = await buildBaseline();
// Served as `npm start` serves it: the same base path and security headers.
const { base, headers } = JSON.parse(readFileSync("build/server-config.json", "utf8"));
const server = createSiteServer({
  base,
  headers,
  routes: [
    {
      path: BASELINE_PATH,
      handler: (_req: unknown, res: import("node:http").ServerResponse) => {
        res.writeHead(200, { "Content-Type": "text/javascript" });
        res.end(readFileSync(baselineFile));
      },
    },
  ],
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();

const RUNS = 3;
const routes = ["/", "/courses", "/projects", "/contact"];

async function lighthouseMedians() {
  const results: Array<{ label: string; mode: Mode; run: LighthouseRun; runs: LighthouseRun[] }> =
    [];
  const cases: Array<{ label: string; path: string; mode: Mode; blocked?: string[] }> = [
    ...(["mobile", "desktop"] as const).flatMap((mode) =>
      routes.map((path) => ({ label: path, path, mode })),
    ),
    // The same page with the particle field kept from loading: what the field costs.
    { label: "/ without particles", path: "/", mode: "mobile", blocked: ["*/assets/controller-*"] },
  ];
  for (const { label, path, mode, blocked } of cases) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        (await runLighthouse(`${baseURL}${path}`, mode, { blockedUrlPatterns: blocked })).run,
      );
    }
    const run = medianRun(runs);
    results.push({ label, mode, run, runs });
    console.log(
      `${label} (${mode}): ${run.performance} / ${run.accessibility} / ${run.bestPractices} / ${run.seo}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
    );
  }
  return results;
}

try {
  console.log(`Lighthouse 12: ${routes.length} routes × mobile and desktop × ${RUNS} runs…`);
  const lighthouse = await lighthouseMedians();
  const lighthouseSummary = lighthouseTable(lighthouse);
  const heldBack = [
    ...new Set(lighthouse.flatMap((r) => r.run.failing.map((f) => `${r.label} (${r.mode}) ${f}`))),
  ];

  console.log("\nParticle background: 3 runs of 6 s each per variant…");
  const particles = await benchParticles(browser, baseURL, baselineFile);
  const particleSummary = particleTable(particles);
  console.log(`\n${lighthouseSummary}\n\n${particleSummary}\n`);
  if (heldBack.length)
    console.log(`Audits below full marks in some run:\n- ${heldBack.join("\n- ")}`);

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version()}`;
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/results.json",
    JSON.stringify({ date, machine, lighthouse, particles }, null, 2),
  );
  mkdirSync("docs", { recursive: true });
  writeFileSync(
    "docs/performance.md",
    [
      "# Performance",
      "",
      `Measured by \`npm run bench\` on ${date}, on ${machine}, against the production build served by \`npm run serve\`'s server. Medians of ${RUNS} runs.`,
      "",
      "## Lighthouse 12",
      "",
      "Scores are performance / accessibility / best practices / SEO. Mobile is Lighthouse's default: a simulated mid-range phone on slow 4G.",
      "",
      lighthouseSummary,
      "",
      heldBack.length
        ? `Audits below full marks in at least one run: ${heldBack.map((h) => `\`${h}\``).join(", ")}.`
        : "Every audit had full marks in every run.",
      "",
      "## Particle background",
      "",
      particleSummary,
      "",
    ].join("\n"),
  );
  console.log("Raw results: .bench/results.json · summary: docs/performance.md");
} finally {
  await browser.close();
  server.close();
}
