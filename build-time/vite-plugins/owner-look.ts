// The owner's look in the site's one stylesheet (app/styles/app.css): their accent's tokens
// after tokens.css, in its layer, and content/styles.css in the owner's layer, the last of the
// cascade's. Both are then part of the stylesheet every page inlines, so the same hash in the
// Content-Security-Policy covers them (build-time/security-headers.ts). Under `npm run dev` an
// edit to site.ts's accent, or making or removing styles.css, shows without a restart.
import { existsSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, ViteDevServer } from "vite";
import { contentPath } from "#core/content-dir.ts";
import type { Accent } from "#core/schema.ts";
import { accentCss, OWNER_LAYER, ownerAccent, ownerStylesFile } from "../owner-look.ts";

const appCss = fileURLToPath(new URL("../../app/styles/app.css", import.meta.url));

/** app.css with the owner's look: the owner's stylesheet imported after the template's last
 * import, and the accent's tokens at the end. */
export function withOwnerLook(css: string, accent: Accent | undefined, styles?: string): string {
  let out = css;
  if (styles) {
    const path = relative(dirname(appCss), styles).split("\\").join("/");
    const imports = [...out.matchAll(/^@import [^\n]*;$/gm)];
    const last = imports.at(-1);
    const at = last ? (last.index ?? 0) + last[0].length : 0;
    const line = `\n@import ${JSON.stringify(path)} layer(${OWNER_LAYER});`;
    out = out.slice(0, at) + line + out.slice(at);
  }
  return out + accentCss(accent);
}

export function ownerLook(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "portfolio:owner-look",
    // Before Vite's own CSS plugin, which inlines the imports.
    enforce: "pre",
    configureServer(devServer) {
      server = devServer;
      // Made or removed: app.css is made again, and open pages take it.
      const styles = ownerStylesFile();
      const changed = (file: string) => {
        if (file !== styles) return;
        for (const environment of Object.values(devServer.environments))
          for (const module of environment.moduleGraph.getModulesByFile(appCss) ?? [])
            environment.moduleGraph.invalidateModule(module);
        devServer.hot.send({ type: "full-reload" });
      };
      devServer.watcher.on("add", changed);
      devServer.watcher.on("unlink", changed);
    },
    async transform(code, id) {
      // The stylesheet itself, not the module that names its address (app.css?url).
      const [file, query = ""] = id.split("?");
      if (file !== appCss || /(^|&)(url|raw)(&|=|$)/.test(query)) return null;
      const site = contentPath("site.ts");
      this.addWatchFile(site);
      // The dev server reads site.ts as it is now; a build, as it was when it started.
      const accent = server
        ? ownerAccent((await server.ssrLoadModule("/.content/site.ts")).site?.accent)
        : ownerAccent();
      const styles = ownerStylesFile();
      return { code: withOwnerLook(code, accent, existsSync(styles) ? styles : undefined) };
    },
  };
}
