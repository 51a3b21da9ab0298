// Photographs each project's live site at the three sizes the gallery shows (a desktop, a tablet
// and a phone, each with its own user agent, touch and pixel ratio) and writes the PNG sources
// where the build reads them. The CLI is scripts/screenshots/capture-live.ts (`npm run screenshots`).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  type Browser,
  type BrowserContextOptions,
  devices as playwrightDevices,
} from "@playwright/test";
import sharp from "sharp";
import { devices as allDevices, type Device } from "#core/devices.ts";
import type { Project, ShotSettings } from "#core/schema.ts";

const { defaultBrowserType: _tablet, ...ipad } = playwrightDevices["iPad Mini"];
const { defaultBrowserType: _phone, ...iphone } = playwrightDevices["iPhone 13"];

/** The sizes docs/screenshots.md asks for; the tablet and phone are real devices' profiles. */
export const deviceProfiles: Record<Device, BrowserContextOptions> = {
  pc: {
    viewport: { width: 1440, height: 900 },
    userAgent: playwrightDevices["Desktop Chrome"].userAgent,
    deviceScaleFactor: 1,
  },
  tablet: { ...ipad, viewport: { width: 768, height: 1024 } },
  mobile: { ...iphone, viewport: { width: 390, height: 844 } },
};

export const MAX_BYTES = 1024 * 1024;
const DEFAULT_DELAY = 500;

export type CaptureOptions = {
  /** content/images: shots go to projects/<device>/<file name from the content>. */
  imagesDir: string;
  devices?: readonly Device[];
  /** Shoot again even when the site has not changed since the last shot. */
  force?: boolean;
  /** How long a site may take to load, in ms. */
  timeout?: number;
  log?: (line: string) => void;
};

export type ShotResult = {
  project: string;
  device: Device;
  url: string;
  file: string;
  outcome: "shot" | "unchanged" | "failed";
  detail?: string;
  ms: number;
  bytes?: number;
};

type Manifest = Record<string, string>;

/**
 * What a shot depends on: the page's HTML as the server sends it now, the settings and the
 * device. Where it matches the last shot's and the file is there, the shot is not taken again.
 */
function fingerprint(html: string, url: string, settings: ShotSettings, device: Device): string {
  return createHash("sha256")
    .update(JSON.stringify({ url, settings, device }))
    .update(html)
    .digest("hex")
    .slice(0, 32);
}

/** Fetches the page once to learn whether it is up, and what it is now. */
async function probe(url: string, timeout: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeout), redirect: "follow" });
  } catch (error) {
    const name = (error as Error).name;
    throw new Error(
      name === "TimeoutError" || name === "AbortError"
        ? `no answer within ${timeout / 1000} s`
        : `cannot be reached (${(error as Error).message})`,
    );
  }
  if (!response.ok) throw new Error(`answered ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** PNG under 1 MiB: first as a palette PNG, then smaller, for the rare page that needs it. */
export async function underLimit(png: Buffer): Promise<Buffer> {
  if (png.length <= MAX_BYTES) return png;
  let out = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  const { width = 0 } = await sharp(png).metadata();
  for (let scale = 0.85; out.length > MAX_BYTES && scale > 0.3; scale -= 0.15) {
    out = await sharp(png)
      .resize({ width: Math.round(width * scale) })
      .png({ palette: true, quality: 80, compressionLevel: 9 })
      .toBuffer();
  }
  return out;
}

async function shoot(
  browser: Browser,
  url: string,
  device: Device,
  settings: ShotSettings,
  timeout: number,
): Promise<Buffer> {
  const context = await browser.newContext({
    ...deviceProfiles[device],
    colorScheme: settings.colorScheme ?? "light",
  });
  try {
    const page = await context.newPage();
    const response = await page
      .goto(url, { waitUntil: "networkidle", timeout })
      .catch((error: Error) => {
        throw new Error(
          error.name === "TimeoutError"
            ? `did not settle within ${timeout / 1000} s`
            : error.message,
        );
      });
    if (response && response.status() >= 400) throw new Error(`answered ${response.status()}`);
    await page.evaluate(() => document.fonts.ready);
    if (settings.waitFor) {
      await page
        .locator(settings.waitFor)
        .first()
        .waitFor({ timeout })
        .catch(() => {
          throw new Error(`${settings.waitFor} did not appear within ${timeout / 1000} s`);
        });
    }
    if (settings.css) await page.addStyleTag({ content: settings.css });
    if (settings.scrollY) await page.evaluate((y) => window.scrollTo(0, y), settings.scrollY);
    await page.waitForTimeout(settings.delay ?? DEFAULT_DELAY);
    // CSS pixels: the phone's 3× screen would make files nine times larger for nothing.
    const png = await page.screenshot({ scale: "css", animations: "disabled" });
    return underLimit(png);
  } finally {
    await context.close();
  }
}

/**
 * Takes every shot the projects need, one after another, reporting each as it goes. A site that
 * is down or slow fails alone; the rest go on.
 */
export async function captureScreenshots(
  browser: Browser,
  projects: Project[],
  {
    imagesDir,
    devices = allDevices,
    force = false,
    timeout = 30_000,
    log = console.log,
  }: CaptureOptions,
): Promise<ShotResult[]> {
  const manifestFile = join(imagesDir, "projects", ".screenshots.json");
  const manifest: Manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, "utf8"))
    : {};
  const total = projects.length * devices.length;
  const results: ShotResult[] = [];
  for (const project of projects) {
    const settings = project.screenshot ?? {};
    const url = settings.url ?? project.href;
    // One look at the site serves all three devices.
    const html = await probe(url, timeout).then(
      (text) => ({ text }),
      (error: Error) => ({ error: error.message }),
    );
    for (const device of devices) {
      const file = join(imagesDir, "projects", device, project[device]);
      const key = `${device}/${project[device]}`;
      const at = `[${results.length + 1}/${total}] ${project.title} · ${device}`;
      const started = performance.now();
      const result: ShotResult = {
        project: project.title,
        device,
        url,
        file,
        outcome: "shot",
        ms: 0,
      };
      try {
        if ("error" in html) throw new Error(html.error);
        const print = fingerprint(html.text, url, settings, device);
        if (!force && manifest[key] === print && existsSync(file)) {
          result.outcome = "unchanged";
          log(`${at}: unchanged since the last shot, kept (--force shoots it again)`);
        } else {
          const png = await shoot(browser, url, device, settings, timeout);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, png);
          manifest[key] = print;
          result.bytes = png.length;
        }
      } catch (error) {
        result.outcome = "failed";
        result.detail = `${url} ${(error as Error).message}`;
        log(`${at}: ✘ ${result.detail}`);
      }
      result.ms = Math.round(performance.now() - started);
      if (result.outcome === "shot") {
        log(
          `${at}: ✓ ${Math.round((result.bytes ?? 0) / 1024)} KB in ${(result.ms / 1000).toFixed(1)} s`,
        );
      }
      results.push(result);
    }
  }
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return results;
}

/** One closing line: what was shot, kept and failed, and how long it took. */
export function summary(results: ShotResult[], seconds: number): string {
  const count = (outcome: ShotResult["outcome"]) =>
    results.filter((result) => result.outcome === outcome).length;
  const failed = results.filter((result) => result.outcome === "failed");
  return [
    `${count("shot")} shot, ${count("unchanged")} unchanged, ${failed.length} failed in ${seconds.toFixed(1)} s`,
    ...failed.map((result) => `  ✘ ${result.project} · ${result.device}: ${result.detail}`),
  ].join("\n");
}
