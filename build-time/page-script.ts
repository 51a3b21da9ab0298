// The script every built page runs (app/shell/page-script.ts) is an entry of the browser's
// build of its own, beside React Router's; its hashed file name is known once that build has
// written it, and the prerender, which runs after, reads it from `virtual:page-script`.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ENTRY = fileURLToPath(new URL("../app/shell/page-script.ts", import.meta.url));
const ID = "virtual:page-script";
const RESOLVED = `\0${ID}`;

/** What the virtual module gives the document (app/globals.d.ts). */
export type PageScript = NonNullable<typeof import("virtual:page-script").pageScript>;

export function pageScript(): Plugin {
  let base = "/";
  let reference: string | undefined;
  let built: PageScript | null = null;
  return {
    name: "page-script",
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      // React Router also compiles the routes with a dev server of its own, which emits nothing.
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      reference = this.emitFile({ type: "chunk", id: ENTRY, name: "page" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      const file = this.getFileName(reference);
      const chunk = bundle[file];
      const imports = chunk?.type === "chunk" ? chunk.imports : [];
      built = { src: `${base}${file}`, preloads: imports.map((name) => `${base}${name}`) };
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      // Only the prerender renders the tag; the browser's bundle and the dev server need none.
      const value = this.environment.name === "client" ? null : built;
      return `export const pageScript = ${JSON.stringify(value)};`;
    },
  };
}
