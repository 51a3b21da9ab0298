import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { site } from "./app/content/site.ts";
import { ownerTheme } from "./build-time/build-settings.ts";
import { contentIcons } from "./build-time/content-icons.ts";
import { themeColors } from "./build-time/design-tokens.ts";
import { readPublished } from "./build-time/published.ts";

/** The test files that drive a browser. */
const startsABrowser = ["scripts/screenshots/capture.test.ts"];

export default defineConfig({
  plugins: [contentIcons()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __BUILD_YEAR__: JSON.stringify(2024),
    __THEME_COLORS__: JSON.stringify({
      light: themeColors("light").bg,
      dark: themeColors("dark").bg,
    }),
    __OWNER_THEME__: JSON.stringify(ownerTheme()),
    __SITE_URL__: JSON.stringify(site.url),
    __PUBLISHED__: JSON.stringify(readPublished({ drafts: false })),
  },
  test: {
    environment: "happy-dom",
    setupFiles: ["./app/test-setup.ts"],
    // scripts/lib/commands.test.ts runs the commands side by side, each a Node process that
    // compiles TypeScript: five at once on two cores starved the other test files. No more at
    // once than the cores left beside the file running next to them.
    maxConcurrency: Math.max(1, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "build-time/**/*.test.ts",
            "server/**/*.test.js",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...startsABrowser],
        },
      },
      {
        // These files run after all the others, one at a time, and connect to one Chromium
        // that the global setup starts before any test file (why: scripts/lib/shared-chromium.ts).
        extends: true,
        test: {
          name: "browser",
          include: startsABrowser,
          globalSetup: ["./scripts/lib/shared-chromium.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
