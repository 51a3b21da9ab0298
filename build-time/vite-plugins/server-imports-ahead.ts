// `npm run dev` compiles a module's imports on the server side as soon as the module is
// compiled, as Vite does for the browser: its loader imports them one after another, and the
// first page, which loads every route module, waited on the forty screenshots one by one, a
// second and a half with the thread idle (docs/performance.md). Set here, in the dev server
// itself, not in the config: React Router's child compiler, which reads the routes' exports
// with the same config but none of its plugins' server hooks, would then compile every route's
// imports too, the screenshots among them, and vite-imagetools, which shares its work between
// the two servers, left some of the dev server's screenshots unknown to it (a 500).
import type { Plugin } from "vite";

export function serverImportsAhead(): Plugin {
  return {
    name: "portfolio:server-imports-ahead",
    apply: "serve",
    configureServer(server) {
      const ssr = server.environments.ssr;
      if (ssr) (ssr.config.dev as { preTransformRequests: boolean }).preTransformRequests = true;
    },
  };
}
