// What the dev-server plugins that warm something up share: a plugin that does its work once,
// after the first HTML page has been sent, so that the work never competes with that page for
// the one thread it is rendered on (docs/performance.md).
import type { Plugin, ViteDevServer } from "vite";

/** A dev-server plugin that does `work` once, after the first HTML page has been sent. */
export function afterFirstPage(name: string, work: (server: ViteDevServer) => void): Plugin {
  return {
    name,
    apply: "serve",
    configureServer(server) {
      let done = false;
      server.middlewares.use((_req, res, next) => {
        if (!done) {
          res.once("finish", () => {
            if (done || !String(res.getHeader("content-type")).includes("text/html")) return;
            done = true;
            work(server);
          });
        }
        next();
      });
    },
  };
}
