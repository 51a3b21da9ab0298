import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { site } from "#content/site.ts";
import { readPublished } from "#core/published.ts";
import { ownerTheme, viteAliases } from "./build-time/build-settings.ts";
import { contentIcons } from "./build-time/content-icons.ts";
import { themeColors } from "./build-time/design-tokens.ts";

/** The test files that drive a browser. */
const startsABrowser = [
  "scripts/screenshots/capture.test.ts",
  "scripts/lib/new-site-content.test.ts",
];

/**
 * The test files that build a small site of their own, whatever content/ holds: the template's
 * behaviour, run once in CI's main pass, not again in the passes that swap content/ for another
 * owner's (scripts/lib/other-content-suite.sh sets OTHER_CONTENT).
 */
const buildsItsOwnSite = process.env.OTHER_CONTENT ? ["build-time/warm-build.test.ts"] : [];

/**
 * The test files that replace a module (`vi.mock`, `vi.doMock`), read from the files themselves.
 * The others share one module registry per worker (`isolate: false`): importing each file's
 * modules afresh was half of Vitest's time here. A replaced module would reach the files that
 * share its worker, so these keep a registry of their own.
 */
const replaceAModule = ["app", "core", "build-time", "server", "scripts"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map(
      // Windows lists its paths with backslashes; Vitest matches forward slashes.
      (file) => `${dir}/${file.replaceAll("\\", "/")}`,
    ),
  )
  // The bench's own packages (scripts/bench/node_modules, once `npm run bench` installed them).
  .filter((file) => !file.includes("/node_modules/"))
  .filter((file) => /\.test\.(?:ts|tsx|js)$/.test(file))
  .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(file, "utf8")))
  .sort();

export default defineConfig({
  plugins: [contentIcons()],
  resolve: { alias: viteAliases() },
  define: {
    __BUILD_YEAR__: JSON.stringify(2024),
    __THEME_COLORS__: JSON.stringify({
      light: themeColors("light").bg,
      dark: themeColors("dark").bg,
    }),
    __OWNER_THEME__: JSON.stringify(ownerTheme()),
    __SITE_URL__: JSON.stringify(site.url),
    __PUBLISHED__: JSON.stringify(readPublished({ drafts: false })),
    __COMMENTS__: JSON.stringify(false),
    __ANALYTICS__: JSON.stringify(null),
  },
  test: {
    // One test file per core: most files are quick, and the few slow ones wait on other
    // processes (a spawned command, a browser), not on this one.
    maxWorkers: availableParallelism(),
    // Files share a worker's modules (see replaceAModule): what a test stubs or spies on is put
    // back after it, so that nothing reaches the next file.
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "core/**/*.test.ts",
            "build-time/**/*.test.ts",
            "server/**/*.test.js",
            "scripts/**/*.test.ts",
          ],
          exclude: [
            ...configDefaults.exclude,
            ...startsABrowser,
            ...replaceAModule,
            ...buildsItsOwnSite,
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit, a registry each",
          environment: "node",
          include: replaceAModule.filter((file) => !file.endsWith(".tsx")),
        },
      },
      {
        // Components render into a DOM; the rest need none, and start quicker without it.
        extends: true,
        test: {
          name: "components",
          environment: "happy-dom",
          setupFiles: ["./app/test-setup.ts"],
          include: ["app/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, ...replaceAModule],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "components, a registry each",
          environment: "happy-dom",
          setupFiles: ["./app/test-setup.ts"],
          include: replaceAModule.filter((file) => file.endsWith(".tsx")),
        },
      },
      {
        // These files run after all the others, one at a time, and connect to one Chromium
        // that the global setup starts before any test file (why: scripts/lib/shared-chromium.ts).
        extends: true,
        test: {
          name: "browser",
          environment: "node",
          include: startsABrowser,
          globalSetup: ["./scripts/lib/shared-chromium.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
