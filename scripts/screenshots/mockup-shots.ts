// Draws a project's mockup site (mockups.yaml through render-mockup.ts) as the three PNG sources
// the gallery shows, for the demo (`npm run screenshots:demo`) and for the starter's project
// (`npm run new-site`), so that neither ships placeholder pictures it can draw. Loaded only once
// a command's options are good: it loads Playwright.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "@playwright/test";
import { type Device, devices } from "#core/devices.ts";
import type { Project } from "#core/schema.ts";
import { deviceProfiles } from "./capture.ts";
import { type Mockup, readMockups } from "./mockups.ts";
import { renderMockup } from "./render-mockup.ts";

const fontUrl = pathToFileURL(
  createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  ),
).href;

export type DrawOptions = {
  /** The content's images folder: shots go to projects/<device>/<file name from the project>. */
  imagesDir: string;
  mockups?: Record<string, Mockup>;
  onShot?: (project: string, device: Device, file: string) => void;
};

/**
 * Draws each project that has a mockup, at the size of a desktop, a tablet and a phone (one
 * pixel per CSS pixel: a mockup has no device to imitate). Returns the titles that have none.
 */
export async function drawMockupShots(
  browser: Browser,
  projects: readonly Project[],
  { imagesDir, mockups = readMockups(), onShot }: DrawOptions,
): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), "mockups-"));
  const without: string[] = [];
  try {
    for (const project of projects) {
      const mockup = mockups[project.title];
      if (!mockup) {
        without.push(project.title);
        continue;
      }
      const page = join(work, "page.html");
      writeFileSync(page, renderMockup(project.title, mockup, fontUrl));
      for (const device of devices) {
        const tab = await browser.newPage({ viewport: deviceProfiles[device].viewport ?? null });
        try {
          await tab.goto(pathToFileURL(page).href);
          await tab.evaluate(() => document.fonts.ready);
          mkdirSync(join(imagesDir, "projects", device), { recursive: true });
          const file = join(imagesDir, "projects", device, project[device]);
          await tab.screenshot({ path: file });
          onShot?.(project.title, device, file);
        } finally {
          await tab.close();
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return without;
}
