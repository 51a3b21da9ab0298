import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config.ts";
import { devPort } from "./tests/e2e/ports.ts";

// `npm run test:dev`: the development server, checked on its own after the end-to-end run, so
// that its compiling does not compete with that run for the machine's cores.
export default defineConfig({
  ...baseConfig,
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://localhost:${devPort}` },
  // The same browser as the other suites, on tests/dev/ alone.
  projects: [{ name: "dev", testDir: "tests/dev", use: baseConfig.projects?.[0]?.use }],
  webServer: {
    command: `npx react-router dev --port ${devPort} --strictPort`,
    url: `http://localhost:${devPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
