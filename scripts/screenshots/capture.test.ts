// @vitest-environment node
import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Project } from "#core/schema.ts";
import { captureScreenshots, type ShotResult, summary } from "./capture.ts";

/** A small site on this machine: a teal page whose banner only appears after a moment. */
const workingSite = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0;background:#0a8f7a;color:#fff;font:24px sans-serif}
#cookie{position:fixed;inset:auto 0 0 0;height:40%;background:#ff00ff}</style></head>
<body><h1>Fixture shop</h1><div id="cookie">Accept cookies?</div>
<script>setTimeout(()=>{const p=document.createElement("p");p.id="ready";p.textContent="Loaded";document.body.append(p)},300)</script>
</body></html>`;

let server: Server;
let origin = "";
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/slow") {
      // Answers long after the capture's timeout: the site that is too slow.
      const timer = setTimeout(() => res.end("late"), 10_000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (req.url === "/broken") {
      res.writeHead(500, { "Content-Type": "text/plain" });
      return res.end("Internal Server Error");
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(workingSite);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // Started once by scripts/lib/shared-chromium.ts, before any test file.
  browser = await chromium.connect(inject("chromiumEndpoint"));
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const project = (title: string, path: string, extra: Partial<Project> = {}): Project => {
  const slug = title.toLowerCase().replaceAll(" ", "-");
  return {
    title,
    technology: "HTML",
    href: "https://shop.example.com",
    pc: `${slug}.png`,
    tablet: `${slug}.png`,
    mobile: `${slug}.png`,
    ...extra,
    screenshot: { url: `${origin}${path}`, delay: 50, ...extra.screenshot },
  };
};

describe("npm run screenshots", () => {
  const imagesDir = mkdtempSync(join(tmpdir(), "shots-"));
  const lines: string[] = [];
  let first: ShotResult[] = [];

  beforeAll(async () => {
    const projects = [
      project("Fixture Shop", "/shop", {
        screenshot: { waitFor: "#ready", css: "#cookie { display: none !important; }" },
      }),
      project("Slow Site", "/slow"),
      project("Broken Site", "/broken"),
    ];
    first = await captureScreenshots(browser, projects, {
      imagesDir,
      timeout: 2_000,
      log: (line) => lines.push(line),
    });
  }, 60_000);

  it.each([
    ["pc", 1440, 900],
    ["tablet", 768, 1024],
    ["mobile", 390, 844],
  ])(
    "shoots the working site as a %s, %i × %i, showing the site",
    async (device, width, height) => {
      const file = join(imagesDir, "projects", device, "fixture-shop.png");
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, height]);
      // Bottom middle: the page's teal, where the cookie banner would be had its CSS not hidden it.
      const at = ((height - 20) * width + Math.floor(width / 2)) * info.channels;
      expect([...data.subarray(at, at + 3)]).toEqual([0x0a, 0x8f, 0x7a]);
    },
  );

  it("reports the slow and the broken site, each on its own line, and goes on", () => {
    const failed = first.filter((result) => result.outcome === "failed");
    expect(failed.map((result) => `${result.project} · ${result.device}`)).toEqual([
      "Slow Site · pc",
      "Slow Site · tablet",
      "Slow Site · mobile",
      "Broken Site · pc",
      "Broken Site · tablet",
      "Broken Site · mobile",
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/Slow Site · pc: ✘ http.*\/slow no answer within 2 s/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/Broken Site · pc: ✘ http.*\/broken answered 500/),
    );
    expect(existsSync(join(imagesDir, "projects", "pc", "slow-site.png"))).toBe(false);
    expect(summary(first, 1)).toMatch(/^3 shot, 0 unchanged, 6 failed/);
  });

  it("shows progress: which project and device, how many, how long", () => {
    expect(lines[0]).toMatch(/^\[1\/9\] Fixture Shop · pc: ✓ \d+ KB in \d+\.\d s$/);
  });

  it("keeps an unchanged site's shots on the next run, unless forced", async () => {
    const shop = [project("Fixture Shop", "/shop")];
    const again = await captureScreenshots(browser, shop, { imagesDir, log: () => {} });
    // The settings changed (no waitFor, no css): that is a change, so it is shot again...
    expect(again.map((result) => result.outcome)).toEqual(["shot", "shot", "shot"]);
    // ...and then kept, until --force.
    const third = await captureScreenshots(browser, shop, { imagesDir, log: () => {} });
    expect(third.map((result) => result.outcome)).toEqual(["unchanged", "unchanged", "unchanged"]);
    const forced = await captureScreenshots(browser, shop, {
      imagesDir,
      force: true,
      devices: ["mobile"],
      log: () => {},
    });
    expect(forced.map((result) => `${result.device} ${result.outcome}`)).toEqual(["mobile shot"]);
  }, 60_000);
});
