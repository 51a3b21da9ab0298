// Renders each sample project's mockup site in headless Chromium at the size of a desktop,
// a tablet and a phone, and saves the PNG sources the build turns into AVIF and WebP.
// `npm run screenshots:demo -- --help` lists the options.
import { projects } from "#content/projects.ts";
import { imagesDir } from "#core/content-check.ts";
import { chromiumArgs, chromiumOrExit } from "../lib/browser.ts";
import { parseCommand, usageError } from "../lib/cli.ts";
import { readMockups } from "./mockups.ts";

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
const { drawMockupShots } = await import("./mockup-shots.ts");
const browser = await chromium.launch({
  executablePath: chromiumOrExit(),
  args: chromiumArgs,
});

try {
  const without = await drawMockupShots(
    browser,
    projects.filter((project) => !only.length || only.includes(project.title)),
    {
      imagesDir,
      mockups,
      onShot: (title, device, file) => console.log(`${title} (${device}) → ${file}`),
    },
  );
  for (const title of without)
    console.warn(`No mockup for "${title}": add your own screenshots instead.`);
} finally {
  await browser.close();
}
