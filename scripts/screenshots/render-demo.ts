// Renders each sample project's mockup site in headless Chromium at the size of a desktop,
// a tablet and a phone, and saves the PNG sources the build turns into AVIF and WebP.
// `npm run screenshots:demo -- --help` lists the options.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projects } from "#content/projects.ts";
import { imagesDir } from "#core/content-check.ts";
import { devices } from "#core/devices.ts";
import { chromiumArgs, chromiumOrExit } from "../lib/browser.ts";
import { parseCommand, usageError } from "../lib/cli.ts";
import { readMockups } from "./mockups.ts";
import { renderMockup } from "./render-mockup.ts";

const viewports = {
  pc: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 390, height: 844 },
} as const;

const { positionals: only } = parseCommand({
  usage: "npm run screenshots:demo --",
  about:
    "Renders each sample project's mockup site in headless Chromium as a desktop, a tablet and a phone, and saves the PNGs the build turns into AVIF and WebP.",
  options: {},
  positionals: { name: "title", describe: "only the projects with these titles (all by default)" },
  env: { CHROMIUM_PATH: "the Chrome or Chromium to use (found by itself otherwise)" },
});
const unknown = only.filter((title) => !projects.some((project) => project.title === title));
if (unknown.length) {
  usageError(
    `No project is called ${unknown.join(" or ")}; the titles are: ${projects.map((project) => project.title).join(", ")}`,
  );
}
const mockups = readMockups();
// Loaded once the options are known to be good: --help and a typo answer at once.
const { chromium } = await import("@playwright/test");
const fontUrl = pathToFileURL(
  createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  ),
).href;
const work = mkdtempSync(join(tmpdir(), "mockups-"));
const browser = await chromium.launch({
  executablePath: chromiumOrExit(),
  args: chromiumArgs,
});

try {
  for (const project of projects) {
    if (only.length && !only.includes(project.title)) continue;
    const mockup = mockups[project.title];
    if (!mockup) {
      console.warn(`No mockup for "${project.title}": add your own screenshots instead.`);
      continue;
    }
    const page = join(work, "page.html");
    writeFileSync(page, renderMockup(project.title, mockup, fontUrl));
    for (const device of devices) {
      const tab = await browser.newPage({ viewport: viewports[device] });
      await tab.goto(pathToFileURL(page).href);
      await tab.evaluate(() => document.fonts.ready);
      const file = join(imagesDir, "projects", device, project[device]);
      mkdirSync(join(imagesDir, "projects", device), { recursive: true });
      await tab.screenshot({ path: file });
      await tab.close();
      console.log(`${project.title} (${device}) → ${file}`);
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
