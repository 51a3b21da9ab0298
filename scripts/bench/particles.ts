import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, CDPSession } from "@playwright/test";
import { build } from "vite";
import { countFrames, particlesStarted } from "../../tests/particle-probe.ts";
import { median } from "./browser.ts";

export const BASELINE_PATH = "/__bench/tsparticles.js";
const baselineDir = ".bench/tsparticles";

/** Bundles the tsParticles baseline into one file the bench injects into the built home page. */
export async function buildBaseline() {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    build: {
      // One file: it is injected with a single script tag, and its size is then the real cost.
      rolldownOptions: { output: { codeSplitting: false } },
      outDir: baselineDir,
      emptyOutDir: true,
      lib: {
        entry: "scripts/bench/tsparticles-baseline.ts",
        formats: ["es"],
        fileName: () => "tsparticles.js",
      },
    },
  });
  return join(baselineDir, "tsparticles.js");
}

type Sample = { script: number; tasks: number; renderer: number; fps: number; frames: number };

async function rendererCpuSeconds(browserCdp: CDPSession) {
  const { processInfo } = (await browserCdp.send("SystemInfo.getProcessInfo")) as {
    processInfo: Array<{ type: string; cpuTime: number }>;
  };
  return processInfo.filter((p) => p.type === "renderer").reduce((sum, p) => sum + p.cpuTime, 0);
}

async function pageMetrics(cdp: CDPSession) {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { script: get("ScriptDuration"), tasks: get("TaskDuration") };
}

/** One run: the home page at 1280×800, the pointer circling for `seconds`. */
async function sample(
  browser: Browser,
  baseURL: string,
  variant: "field" | "tsparticles",
  seconds: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const frames = await countFrames(page);
  if (variant === "tsparticles") {
    // The same page with our field kept from starting and tsParticles drawing instead.
    await page.route(/\/assets\/controller-[\w-]+\.js$/, (route) => route.abort());
  }
  await page.goto(`${baseURL}/`);
  if (variant === "tsparticles") {
    await page.addScriptTag({ url: BASELINE_PATH, type: "module" });
  }
  await particlesStarted(page, 15_000);
  await page.waitForTimeout(1000);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const browserCdp = await browser.newBrowserCDPSession();
  const before = { ...(await pageMetrics(cdp)), cpu: await rendererCpuSeconds(browserCdp) };
  const frames0 = await frames();
  const started = Date.now();
  let angle = 0;
  while (Date.now() - started < seconds * 1000) {
    angle += 0.06;
    await page.mouse.move(640 + Math.cos(angle) * 300, 400 + Math.sin(angle) * 220);
    await page.waitForTimeout(16);
  }
  const elapsed = (Date.now() - started) / 1000;
  const drawn = (await frames()) - frames0;
  const after = { ...(await pageMetrics(cdp)), cpu: await rendererCpuSeconds(browserCdp) };
  await browserCdp.detach();
  await context.close();
  const perFrame = (seconds: number) => (seconds * 1000) / Math.max(drawn, 1);
  return {
    script: perFrame(after.script - before.script),
    tasks: perFrame(after.tasks - before.tasks),
    renderer: perFrame(after.cpu - before.cpu),
    fps: drawn / elapsed,
    frames: drawn,
  };
}

export type ParticleResult = Record<"field" | "tsparticles", Sample & { jsGzip: number }>;

export async function benchParticles(
  browser: Browser,
  baseURL: string,
  baselineFile: string,
  { runs = 3, seconds = 6 } = {},
): Promise<ParticleResult> {
  const assets = "build/client/assets";
  const gzipOf = (file: string) => gzipSync(readFileSync(file)).length;
  const jsGzip = {
    field: readdirSync(assets)
      .filter((file) => /^(controller|engine|particle-worker)-[\w-]+\.js$/.test(file))
      .reduce((sum, file) => sum + gzipOf(join(assets, file)), 0),
    tsparticles: gzipOf(baselineFile),
  };
  const result = {} as ParticleResult;
  for (const variant of ["field", "tsparticles"] as const) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++)
      samples.push(await sample(browser, baseURL, variant, seconds));
    const pick = (key: keyof Sample) => median(samples.map((s) => s[key]));
    result[variant] = {
      script: pick("script"),
      tasks: pick("tasks"),
      renderer: pick("renderer"),
      fps: pick("fps"),
      frames: pick("frames"),
      jsGzip: jsGzip[variant],
    };
  }
  return result;
}

export function particleTable(r: ParticleResult) {
  const row = (name: string, s: ParticleResult["field"]) =>
    `| ${name} | ${s.script.toFixed(2)} | ${s.tasks.toFixed(2)} | ${s.renderer.toFixed(2)} | ${s.fps.toFixed(1)} | ${(s.jsGzip / 1024).toFixed(1)} KB |`;
  const ratio = (key: "script" | "tasks" | "renderer") =>
    `${(r.tsparticles[key] / Math.max(r.field[key], 0.001)).toFixed(1)}×`;
  return [
    "| Particle background, 1280×800, pointer moving | Main-thread script ms/frame | Main-thread tasks ms/frame | Renderer CPU ms/frame | Frames/s | JS (gzip) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    row("This site's field (worker + OffscreenCanvas)", r.field),
    row("tsParticles 4 slim, same settings", r.tsparticles),
    `| tsParticles ÷ this field | ${ratio("script")} | ${ratio("tasks")} | ${ratio("renderer")} | | |`,
  ].join("\n");
}
