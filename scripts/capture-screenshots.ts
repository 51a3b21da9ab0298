// `npm run screenshots`: photographs every project's live site (its `href`, or its
// `screenshot.url`) as a desktop, a tablet and a phone, and writes the files the content names.
//   npm run screenshots                          every project, skipping unchanged sites
//   npm run screenshots -- --only "Pantry Pal"   one project (by title; repeatable)
//   npm run screenshots -- --device mobile       one device (pc, tablet or mobile; repeatable)
//   npm run screenshots -- --force               shoot again even when a site has not changed
//   npm run screenshots -- --timeout 60          seconds a site may take (30)
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { imagesDir } from "../app/content/check.ts";
import { projects } from "../app/content/projects.ts";
import { chromiumArgs, chromiumOrExit } from "./lib/browser.ts";
import { allDevices, captureScreenshots, type Device, summary } from "./screenshots/capture.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    device: { type: "string", multiple: true },
    force: { type: "boolean", default: false },
    timeout: { type: "string", default: "30" },
  },
});

const devices = (values.device ?? allDevices) as Device[];
const unknownDevice = devices.find((device) => !allDevices.includes(device));
const wanted = (values.only ?? []).map((name) => name.toLowerCase());
const chosen = wanted.length
  ? projects.filter((project) => wanted.includes(project.title.toLowerCase()))
  : projects;
if (unknownDevice) {
  console.error(`--device ${unknownDevice}: use pc, tablet or mobile.`);
  process.exit(2);
}
if (chosen.length === 0) {
  console.error(`No project is called ${values.only?.join(" or ")}; the titles are:`);
  for (const project of projects) console.error(`  ${project.title}`);
  process.exit(2);
}

const started = performance.now();
const browser = await chromium.launch({
  executablePath: chromiumOrExit(),
  args: chromiumArgs,
});
try {
  const results = await captureScreenshots(browser, chosen, {
    imagesDir,
    devices,
    force: values.force,
    timeout: Number(values.timeout) * 1000,
  });
  console.log(`\n${summary(results, (performance.now() - started) / 1000)}`);
  process.exitCode = results.some((result) => result.outcome === "failed") ? 1 : 0;
} finally {
  await browser.close();
}
