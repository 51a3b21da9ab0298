// `npm run bench`: builds the site, serves the production build and prints
// Lighthouse's figures, the particle background's frame cost beside tsParticles', and the server
// under a short load. Raw results go to .bench/ (git-ignored); a short summary goes to
// docs/performance.md. `npm run bench -- --only server` runs the last
// part alone and replaces its section of the summary; `npm run bench -- --help` lists the options.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { routePages, translatedRoutePages } from "../tests/site-pages.ts";
import type { LighthouseRun, Mode } from "./bench/lighthouse.ts";
import { choiceOption, numberOption, parseCommand, usageError } from "./lib/cli.ts";
import { installFolder } from "./lib/install-on-demand.ts";

const { values } = parseCommand({
  usage: "npm run bench --",
  about:
    "Builds the site, serves the production build and measures it: Lighthouse on every route (mobile and desktop, 5 runs each unless --runs says otherwise), the particle background's frame cost, and the server under load. Raw results go to .bench/, a summary to docs/performance.md.",
  options: {
    runs: {
      type: "string",
      value: "N",
      default: "5",
      describe: "Lighthouse runs of each page (the median is read)",
    },
    only: {
      type: "string",
      value: "part",
      describe:
        "run one part alone: server (replaces its section of docs/performance.md), paint (the phone's largest paint on every route beside the floor, and what held it; printed, raw figures in .bench/paint.json), or blocking (the phone's Total Blocking Time on every route beside the floor, and the tasks it counted in each route's median run; printed, raw figures in .bench/blocking.json)",
    },
    routes: {
      type: "string",
      value: "paths",
      describe:
        "only these routes, comma-separated (e.g. /projects,/blog): Lighthouse's cases that are not one of them are left out; the floor always runs",
    },
  },
  env: { CHROMIUM_PATH: "the Chrome or Chromium to use (found by itself otherwise)" },
});
const only =
  values.only === undefined
    ? undefined
    : choiceOption("--only", values.only, ["server", "paint", "blocking"]);

// One page of every route, from app/site-routes.ts: /blog and one post when there are posts; and
// of each other language the page that hydrates, the one whose script its words could weigh on.
const benched = [
  ...routePages,
  ...translatedRoutePages.filter((page) => page.hydrates).slice(0, 1),
];
const chosen = values.routes?.split(",").map((path) => path.trim());
for (const path of chosen ?? []) {
  if (!benched.some((page) => page.path === path))
    usageError(
      `--routes: ${path} is not a benched route; they are ${benched.map((page) => page.path).join(", ")}`,
    );
}
const routes = benched.map((page) => page.path).filter((path) => !chosen || chosen.includes(path));
const hydrating = new Set(benched.filter((page) => page.hydrates).map((page) => page.path));

// Lighthouse, autocannon and tsParticles are the bench's own package (bench/package.json), which
// an owner's install leaves out. The install and the build come after the options are read, so
// that --help or a typo answers at once.
installFolder("scripts/bench");
const build = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  shell: process.platform === "win32",
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Lighthouse, Playwright and autocannon load only now, for the same reason.
const { createSiteServer } = await import("../server/site-server.js");
const { launchChromium } = await import("./bench/browser.ts");
const { EMPTY_PAGE, EMPTY_PAGE_PATH, lighthouseTable, medianRun, runLighthouse, runsTable } =
  await import("./bench/lighthouse.ts");
const { BUDGET, againstFloor, floorTable } = await import("./bench/budget.ts");
const { pagesWithoutScripts } = await import("./bench/no-script.ts");
const { BASELINE_PATH, benchParticles, buildBaseline, particleTable } = await import(
  "./bench/particles.ts"
);
const { benchServer, serverTable } = await import("./bench/server-load.ts");
const { benchNavigation, navigationTable } = await import("./bench/navigation.ts");

const SERVER_HEADING = "## Server under load";
const serverSection = (table: string) =>
  [
    SERVER_HEADING,
    "",
    "`npm run serve` in a process of its own, loaded from this machine's loopback by autocannon.",
    "",
    table,
    "",
  ].join("\n");

if (only === "server") {
  const table = serverTable(await benchServer());
  console.log(table);
  const doc = existsSync("docs/performance.md") ? readFileSync("docs/performance.md", "utf8") : "";
  const at = doc.indexOf(SERVER_HEADING);
  const next = at < 0 ? -1 : doc.indexOf("\n## ", at + 1);
  const before = at < 0 ? `${doc.trimEnd()}\n\n` : doc.slice(0, at);
  const after = next < 0 ? "" : doc.slice(next + 1);
  writeFileSync(
    "docs/performance.md",
    `${before}${serverSection(table)}${after ? `\n${after}` : ""}`,
  );
  process.exit(0);
}

const baselineFile = await buildBaseline();
// Where the bench serves a route as a browser with scripts off renders it (bench/no-script.ts).
const NO_SCRIPT_PREFIX = "/__bench/without-scripts";
// Served as `npm start` serves it: the same base path and security headers.
const buildConfig = JSON.parse(readFileSync("build/server-config.json", "utf8"));
const server = createSiteServer({
  root: "build/client",
  config: () => buildConfig,
  plugins: [
    (app) =>
      app.get(BASELINE_PATH, (_request, reply) =>
        reply.type("text/javascript").send(readFileSync(baselineFile)),
      ),
    (app) =>
      app.get(EMPTY_PAGE_PATH, (_request, reply) =>
        reply.type("text/html; charset=utf-8").send(EMPTY_PAGE),
      ),
    pagesWithoutScripts(NO_SCRIPT_PREFIX, "build/client", () => routes),
  ],
});
const baseURL = await server.listen({ port: 0, host: "127.0.0.1" });

// Five by default: a score must hold in the worst run, not only in the median.
const RUNS = numberOption("--runs", values.runs ?? "5", { min: 1, max: 50, integer: true });

const FLOOR = "An empty page (the floor)";

if (only === "paint" || only === "blocking") {
  const { keepRaw, labelledRuns, phoneRounds } = await import("./bench/phone-rounds.ts");
  const cases = [
    { label: FLOOR, path: EMPTY_PAGE_PATH },
    ...routes.map((path) => ({ label: path, path })),
  ];
  if (only === "paint") {
    const { heldBy, paintGraph, paintTable } = await import("./bench/paint.ts");
    console.log(`The phone's largest paint: ${cases.length} pages × ${RUNS} runs, round by round…`);
    const runs = await phoneRounds(baseURL, cases, RUNS, paintGraph);
    const explained = cases.map(({ label }, index) => {
      const sorted = [...(runs[index] ?? [])].sort((a, b) => a.run.lcp - b.run.lcp);
      const middle = sorted[Math.floor(sorted.length / 2)];
      return middle ? heldBy(`${label} (its median run)`, middle.found, baseURL) : "";
    });
    console.log(`\n${paintTable(labelledRuns(cases, runs), FLOOR)}\n\n${explained.join("\n\n")}`);
    keepRaw("paint", {
      runs: runs.map((each) => each.map(({ run, found }) => ({ run, graph: found }))),
    });
  } else {
    const { blockingList, blockingTable, blockingTasks } = await import("./bench/blocking.ts");
    console.log(`The phone's blocking time: ${cases.length} pages × ${RUNS} runs, round by round…`);
    const runs = await phoneRounds(baseURL, cases, RUNS, blockingTasks);
    // Every run's tasks, the lowest TBT first and the median marked: which tasks count changes
    // from run to run.
    const explained = cases.map(({ label }, index) => {
      const sorted = [...(runs[index] ?? [])].sort((a, b) => a.run.tbt - b.run.tbt);
      const middle = Math.floor(sorted.length / 2);
      return sorted
        .map(({ found }, at) =>
          blockingList(
            `${label} (${at === middle ? "its median run" : `run ${at + 1} of ${sorted.length} by TBT`})`,
            found.tbt,
            found.tasks,
          ),
        )
        .join("\n");
    });
    console.log(
      `\n${blockingTable(labelledRuns(cases, runs), FLOOR)}\n\n${explained.join("\n\n")}`,
    );
    keepRaw("blocking", {
      cases,
      runs: runs.map((each) => each.map(({ run, found }) => ({ run, counted: found }))),
    });
  }
  server.close();
  process.exit(0);
}

// Playwright's browser, for the parts after Lighthouse (the particle field, navigation).
const browser = await launchChromium();

async function lighthouseMedians() {
  const results: Array<{
    label: string;
    mode: Mode;
    run: LighthouseRun;
    runs: LighthouseRun[];
    hydrates: boolean;
  }> = [];
  const every: Array<{
    label: string;
    path: string;
    mode: Mode;
    blocked?: string[];
    colorScheme?: "light" | "dark";
    /** The route a variant is of: left out when --routes leaves that route out. */
    of?: string;
  }> = [
    // Headless Chromium's system is light; the pages open in the owner's theme (content/site.ts).
    ...(["mobile", "desktop"] as const).flatMap((mode) =>
      routes.map((path) => ({ label: path, path, mode })),
    ),
    // The same page with the system set to dark: the other theme's colours for an owner whose
    // theme follows the system.
    ...(["mobile", "desktop"] as const).map((mode) => ({
      label: "/ with the system set to dark",
      path: "/",
      mode,
      colorScheme: "dark" as const,
      of: "/",
    })),
    // The same page with the particle field kept from loading: what the field costs.
    {
      label: "/ without particles",
      path: "/",
      mode: "mobile",
      blocked: ["*/assets/controller-*"],
      of: "/",
    },
    // A visitor with scripts turned off: the page as such a browser renders it, <noscript> and all.
    {
      label: "/projects without JavaScript",
      path: `${NO_SCRIPT_PREFIX}/projects`,
      mode: "mobile",
      of: "/projects",
    },
    // Scripts on but never arriving (a failed or blocked download): the list waits, hidden.
    {
      label: "/projects, its scripts blocked",
      path: "/projects",
      mode: "mobile",
      blocked: ["*.js"],
      of: "/projects",
    },
    { label: FLOOR, path: EMPTY_PAGE_PATH, mode: "mobile" },
  ];
  const cases = every.filter((test) => !test.of || routes.includes(test.of));
  // Round by round, every case once a round: a machine that grows busier or quieter during the
  // bench then weighs on the floor as much as on the routes read against it.
  const runs = cases.map((): LighthouseRun[] => []);
  for (let round = 1; round <= RUNS; round++) {
    console.log(`Round ${round} of ${RUNS}…`);
    for (const [index, { path, mode, blocked, colorScheme }] of cases.entries()) {
      const url = `${baseURL}${path}`;
      const { run } = await runLighthouse(url, mode, { blockedUrlPatterns: blocked, colorScheme });
      runs[index]?.push(run);
    }
  }
  for (const [index, { label, path, mode }] of cases.entries()) {
    const caseRuns = runs[index] ?? [];
    const run = medianRun(caseRuns);
    results.push({ label, mode, run, runs: caseRuns, hydrates: hydrating.has(path) });
    console.log(
      `${label} (${mode}): ${run.performance} / ${run.accessibility} / ${run.bestPractices} / ${run.seo}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
    );
  }
  return results;
}

if (chosen) {
  // Some routes only: their Lighthouse figures against the floor, printed and kept in .bench/;
  // docs/performance.md, which holds every route's, stays as it was.
  try {
    console.log(`Lighthouse 12: ${routes.join(", ")} × mobile and desktop × ${RUNS} runs…`);
    const lighthouse = await lighthouseMedians();
    const budgetRows = againstFloor(lighthouse, FLOOR);
    console.log(
      `\n${lighthouseTable(lighthouse)}\n\n${floorTable(budgetRows)}\n\n${runsTable(lighthouse)}\n`,
    );
    mkdirSync(".bench", { recursive: true });
    writeFileSync(
      ".bench/results-some-routes.json",
      JSON.stringify({ date: new Date().toISOString(), lighthouse }, null, 2),
    );
    console.log("Raw results: .bench/results-some-routes.json");
    const overBudget = budgetRows.filter((r) => r.misses.length);
    for (const r of overBudget)
      console.log(`OVER BUDGET: ${r.label} (${r.mode}): ${r.misses.join(", ")}`);
    process.exitCode = overBudget.length ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
  }
  process.exit();
}

try {
  console.log(`Lighthouse 12: ${routes.length} routes × mobile and desktop × ${RUNS} runs…`);
  const lighthouse = await lighthouseMedians();
  const lighthouseSummary = lighthouseTable(lighthouse);
  const budgetRows = againstFloor(lighthouse, FLOOR);
  const budgetSummary = floorTable(budgetRows);
  const overBudget = budgetRows
    .filter((r) => r.misses.length)
    .map((r) => `${r.label} (${r.mode}): ${r.misses.join(", ")}`);
  const everyRun = runsTable(lighthouse);
  const heldBack = [
    ...new Set(lighthouse.flatMap((r) => r.run.failing.map((f) => `${r.label} (${r.mode}) ${f}`))),
  ];

  console.log("\nParticle background: 3 runs of 6 s each per variant…");
  const particles = await benchParticles(browser, baseURL, baselineFile);
  const particleSummary = particleTable(particles);
  console.log("\nFrom a menu link to the next page's first paint…");
  const navigation = await benchNavigation(browser, baseURL, {
    from: routes.find((path) => !hydrating.has(path)) ?? "/",
    hydrating: [...hydrating][0] ?? "/contact",
    to: "/courses",
  });
  const navigationSummary = navigationTable(navigation);
  console.log("\nServer: static files at 50 connections, then 300 messages at once…");
  const serverLoad = await benchServer();
  console.log(
    `\n${lighthouseSummary}\n\n${budgetSummary}\n\n${everyRun}\n\n${navigationSummary}\n\n${particleSummary}\n`,
  );
  if (heldBack.length)
    console.log(`Audits below full marks in some run:\n- ${heldBack.join("\n- ")}`);

  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version()}`;
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(
    ".bench/results.json",
    JSON.stringify({ date, machine, lighthouse, navigation, particles, serverLoad }, null, 2),
  );
  mkdirSync("docs", { recursive: true });
  // What was learnt from the figures is written by hand below this line, and kept on every run.
  const notesMarker = "<!-- Notes below are written by hand; npm run bench keeps them. -->";
  const previous = existsSync("docs/performance.md")
    ? readFileSync("docs/performance.md", "utf8")
    : "";
  const notes = previous.includes(notesMarker)
    ? previous.slice(previous.indexOf(notesMarker))
    : `${notesMarker}\n`;
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
      `Against the floor, in the same bench. The budget: on the phone, a route's median Total Blocking Time at most ${BUDGET.tbtOverFloor.withoutReact} ms above the empty page's median for a page without React, ${BUDGET.tbtOverFloor.withReact} ms for a page that hydrates; median performance the empty page's; median phone LCP at most ${Object.entries(
        BUDGET.lcp,
      )
        .map(([route, ms]) => `${ms / 1000} s on \`${route}\``)
        .join(", ")}.`,
      "",
      budgetSummary,
      "",
      overBudget.length
        ? `Over budget: ${overBudget.map((o) => `\`${o}\``).join(", ")}.`
        : "Every route is within budget.",
      "",
      `Every run (${RUNS} per route):`,
      "",
      everyRun,
      "",
      heldBack.length
        ? `Audits below full marks in at least one run: ${heldBack.map((h) => `\`${h}\``).join(", ")}.`
        : "Every audit had full marks in every run.",
      "",
      "## Navigation",
      "",
      navigationSummary,
      "",
      "## Particle background",
      "",
      particleSummary,
      "",
      serverSection(serverTable(serverLoad)),
      "",
      notes,
    ].join("\n"),
  );
  console.log("Raw results: .bench/results.json · summary: docs/performance.md");
  if (overBudget.length) {
    console.log(`\nOVER BUDGET:\n- ${overBudget.join("\n- ")}`);
    process.exitCode = 1;
  } else console.log("\nEvery route is within budget.");
} finally {
  await browser.close();
  server.close();
}
