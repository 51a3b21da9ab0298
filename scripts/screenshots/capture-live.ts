// `npm run screenshots`: photographs every project's live site (its `href`, or its
// `screenshot.url`) as a desktop, a tablet and a phone, and writes the files the content names.
// `npm run screenshots -- --help` lists the options.

import { projects } from "#content/projects.ts";
import { imagesDir } from "#core/content-check.ts";
import { devices as allDevices } from "#core/devices.ts";
import { chromiumArgs, chromiumOrExit } from "../lib/browser.ts";
import { choiceOption, numberOption, parseCommand, usageError } from "../lib/cli.ts";

const { values } = parseCommand({
  usage: "npm run screenshots --",
  about:
    "Photographs each project's live site (its href, or its screenshot.url) as a desktop, a tablet and a phone, into the files content/projects.ts names. Unchanged sites are skipped.",
  options: {
    only: {
      type: "string",
      multiple: true,
      value: "title",
      describe: "one project, by title (repeatable)",
    },
    device: {
      type: "string",
      multiple: true,
      value: "device",
      describe: "pc, tablet or mobile (repeatable)",
    },
    force: {
      type: "boolean",
      default: false,
      describe: "shoot again even when a site has not changed",
    },
    timeout: {
      type: "string",
      default: "30",
      value: "seconds",
      describe: "how long a site may take",
    },
  },
  env: { CHROMIUM_PATH: "the Chrome or Chromium to use (found by itself otherwise)" },
});

const devices = (values.device ?? allDevices).map((device) =>
  choiceOption("--device", device, allDevices),
);
const timeout = numberOption("--timeout", values.timeout, { min: 1 });
const titled = (name: string) =>
  projects.find((project) => project.title.toLowerCase() === name.toLowerCase());
const unknown = (values.only ?? []).filter((name) => !titled(name));
if (unknown.length) {
  usageError(
    `No project is called ${unknown.join(" or ")}; the titles are: ${projects.map((project) => project.title).join(", ")}`,
  );
}
const chosen = values.only
  ? projects.filter((project) => values.only?.some((name) => titled(name) === project))
  : projects;

// Loaded once the options are known to be good: --help and a typo answer at once.
const { chromium } = await import("@playwright/test");
const { captureScreenshots, summary } = await import("./capture.ts");
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
    timeout: timeout * 1000,
  });
  console.log(`\n${summary(results, (performance.now() - started) / 1000)}`);
  process.exitCode = results.some((result) => result.outcome === "failed") ? 1 : 0;
} finally {
  await browser.close();
}
