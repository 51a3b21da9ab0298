import { defineConfig } from "vitest/config";

// The checks CI runs besides `npm test`, each needing something an owner's `npm test` does not:
// `npm run test:engines` (Firefox, WebKit and an X display), `npm run test:nginx` (nginx),
// `npm run test:pdf` (Poppler, to read the CV's PDFs) and `npm run check:demo` (the shipped demo
// content). Each runs alone with --project.
export default defineConfig({
  test: {
    // Every check by name, as CI's log should show them.
    reporters: ["verbose"],
    projects: [
      {
        test: {
          name: "engines",
          include: ["tests/engines/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/engines/install-drivers.ts"],
          // A browser starts in a hook, and a check waits for pages in it, one engine at a time.
          hookTimeout: 60_000,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "nginx",
          include: ["tests/nginx/**/*.test.ts"],
          environment: "node",
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "pdf",
          include: ["tests/pdf/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "demo",
          include: ["tests/demo/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
