// Packages only a browser runs, kept out of the prerender's server bundle. The EmailJS SDK reads
// the browser's storage as it loads, which Node 25 and later warn about at every build; the
// prerender renders the contact form but never sends, so the server bundle gets a stand-in.
import type { Plugin } from "vite";

const STAND_INS: Record<string, string> = {
  "@emailjs/browser": [
    "export const init = () => {};",
    'export const send = () => Promise.reject(new Error("EmailJS sends from a browser only"));',
  ].join("\n"),
};

const PREFIX = "\0browser-only:";

export function browserOnlyPackages(): Plugin {
  return {
    name: "portfolio:browser-only-packages",
    enforce: "pre",
    // The development server loads a server-side package straight from node_modules, past every
    // plugin, unless the package is bundled.
    config: () => ({ ssr: { noExternal: Object.keys(STAND_INS) } }),
    resolveId(source) {
      if (this.environment?.config.consumer !== "server" || !(source in STAND_INS)) return null;
      return `${PREFIX}${source}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null;
    },
  };
}
