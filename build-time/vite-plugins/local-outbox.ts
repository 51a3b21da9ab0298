// `npm run dev` answers the contact form like `npm start` does: into .outbox/.
import type { Plugin } from "vite";
import { loadOnce } from "#core/load-once.ts";
import { OUTBOX_PATH, outbox } from "../../server/outbox.js";

export function localOutbox(): Plugin {
  return {
    name: "portfolio:local-outbox",
    apply: "serve",
    configureServer(server) {
      // The same Fastify outbox as `npm start`, handed the dev server's requests for its path;
      // made at the first message, not as the server starts, which it would hold back.
      const app = loadOnce(async () => {
        const { default: Fastify } = await import("fastify");
        const instance = Fastify({ routerOptions: { ignoreDuplicateSlashes: true } });
        await instance.register(outbox, {});
        await instance.ready();
        server.httpServer?.once("close", () => void instance.close());
        return instance;
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== OUTBOX_PATH) return next();
        app().then((instance) => instance.routing(req, res), next);
      });
    },
  };
}
