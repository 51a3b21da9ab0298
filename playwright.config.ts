import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4317);
/** Serves the second build, made under a base path (npm run build:base-path). */
export const basePathPort = port + 1;
/** `npm run dev`, checked too: it is what an owner works in. */
export const devPort = port + 2;

// Debian's Chromium by default (Playwright's own download is not available everywhere);
// CHROMIUM_PATH picks another binary, and with neither, Playwright uses its own browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // The particle field animates 500 particles at 60 fps on every page; on two cores, behind
    // every test, that starved the tests of CPU. It draws one still frame with reduced motion;
    // particles.spec.ts turns motion back on for the tests that are about it.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  // One production server for the whole run, serving the build `npm test` just made, and one
  // for the same site built under /my-portfolio/, as a GitHub Pages project site is.
  webServer: [
    {
      command: "node server/serve.js",
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node server/serve.js",
      env: { PORT: String(basePathPort), BUILD_DIR: "build-base" },
      url: `http://localhost:${basePathPort}/my-portfolio/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // --force: bundle dependencies from cold, as on a fresh clone, so a dependency the scan
      // misses shows up here as a mid-visit reload instead of only on a new machine.
      command: `npx react-router dev --port ${devPort} --strictPort --force`,
      url: `http://localhost:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
