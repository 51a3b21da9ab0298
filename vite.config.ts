import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { resolveBasePath, resolveSiteUrl } from "./app/build-settings.ts";
import { isEmailConfigured } from "./app/contact/config.ts";
import { checkContent } from "./app/content/check.ts";
import { createOutboxHandler, OUTBOX_PATH } from "./server/outbox.js";

/** Stops the build (and the dev server) on a bad content entry, naming the entry and field. */
function contentCheck(): Plugin {
  return {
    name: "portfolio:content-check",
    buildStart() {
      checkContent();
    },
  };
}

/** `npm run dev` answers the contact form like `npm start` does: into .outbox/. */
function localOutbox(): Plugin {
  return {
    name: "portfolio:local-outbox",
    apply: "serve",
    configureServer(server) {
      const handler = createOutboxHandler();
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] === OUTBOX_PATH) handler(req, res);
        else next();
      });
    },
  };
}

/** One line, once per build, so an owner knows where the contact form will send. */
function emailNotice(mode: string): Plugin {
  return {
    name: "portfolio:email-notice",
    apply: "build",
    buildStart() {
      if (this.environment?.name !== "client") return;
      if (isEmailConfigured(loadEnv(mode, process.cwd(), "VITE_EMAILJS_"))) return;
      this.warn(
        "No EmailJS keys set: the contact form posts to this site's own /api/v1.0/email/send, " +
          "which only `npm start` and `npm run dev` answer. See README → Configure email.",
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  // A GitHub Pages project site lives under /<repository>/: BASE_PATH=/<repository>/.
  base: resolveBasePath(),
  // The build resolves "~/" from tsconfig's paths on its own; the dev server needs it spelled out.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    contentCheck(),
    localOutbox(),
    emailNotice(mode),
    // Encoded variants are cached by content hash in node_modules/.cache/imagetools, so only
    // new or changed screenshots are encoded again.
    imagetools({ cache: { enabled: true, dir: "node_modules/.cache/imagetools" } }),
    reactRouter(),
  ],
  define: {
    // The prerendered HTML carries the build year; the browser swaps in its own year after
    // hydration, and both bundles must agree on this value to hydrate without a mismatch.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(resolveSiteUrl()),
  },
  // The particle worker is a module worker, like the rest of the site's code.
  worker: { format: "es" as const },
  build: {
    // Inlined data: URLs would need a looser Content-Security-Policy and defeat caching.
    assetsInlineLimit: 0,
  },
}));
