import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { site } from "./app/content/site.ts";
import { contentIcons } from "./build-time/content-icons.ts";
import { themeColors } from "./build-time/design-tokens.ts";
import { readPublished } from "./build-time/published.ts";

export default defineConfig({
  plugins: [contentIcons()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __BUILD_YEAR__: JSON.stringify(2024),
    __THEME_COLORS__: JSON.stringify({
      light: themeColors("light").bg,
      dark: themeColors("dark").bg,
    }),
    __SITE_URL__: JSON.stringify(site.url),
    __PUBLISHED__: JSON.stringify(readPublished({ drafts: false })),
  },
  test: {
    environment: "happy-dom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "build-time/**/*.test.ts",
      "server/**/*.test.js",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
  },
});
