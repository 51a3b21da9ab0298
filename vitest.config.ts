import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __BUILD_YEAR__: JSON.stringify(2024),
    __SITE_URL__: JSON.stringify("https://mira-kovacs.example.com"),
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.js", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
