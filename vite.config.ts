import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { checkContent } from "./app/content/check.ts";

/** Stops the build (and the dev server) on a bad content entry, naming the entry and field. */
function contentCheck(): Plugin {
  return {
    name: "portfolio:content-check",
    buildStart() {
      checkContent();
    },
  };
}

export default defineConfig({
  plugins: [contentCheck(), reactRouter()],
  define: {
    // The prerendered HTML carries the build year; the browser swaps in its own year after
    // hydration, and both bundles must agree on this value to hydrate without a mismatch.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Inlined data: URLs would need a looser Content-Security-Policy and defeat caching.
    assetsInlineLimit: 0,
  },
});
