import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumOrExit, findHeadlessChromium } from "./scripts/lib/browser.ts";
import { basePathBuild, basePathBuilt, basePathPort, port } from "./tests/e2e/ports.ts";

// CHROMIUM_PATH, else the system's headless shell, else Playwright's own browser, else the
// system's Chrome or Chromium (see scripts/lib/browser.ts); with none, one line says what to
// install.
const executablePath = chromiumOrExit(undefined, findHeadlessChromium);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath, args: chromiumArgs },
};

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace: recording one for every test took a tenth of the run's time on two cores. A
    // failed test still leaves its page's snapshot (error-context.md in test-results/);
    // `npm run test:e2e -- --trace on` records traces to look into one.
    trace: "off",
    // The particle field animates 500 particles at 60 fps on every page; on two cores, behind
    // every test, that starved the tests of CPU. It draws one still frame with reduced motion;
    // particles.spec.ts turns motion back on for the tests that are about it.
    reducedMotion: "reduce",
  },
  // Two suites, one browser: `site` is the owner's (`npm test`: what their content can change,
  // on every page), `template` the template's own behaviour (`npm run test:all`).
  projects: [
    { name: "site", testDir: "tests/site", use: chromium },
    { name: "template", testDir: "tests/e2e", use: chromium },
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
    // Only when that build is there: a run of other files after `npm run build` alone needs no
    // second build (base-path.spec.ts says what to run when it is missing).
    ...(basePathBuilt()
      ? [
          {
            command: "node server/serve.js",
            env: { PORT: String(basePathPort), BUILD_DIR: basePathBuild },
            url: `http://localhost:${basePathPort}/my-portfolio/`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
