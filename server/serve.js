import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createOutboxHandler, OUTBOX_PATH } from "./outbox.js";
import { createSiteServer } from "./site-server.js";

const port = Number(process.env.PORT ?? 4173);
const buildDir = process.env.BUILD_DIR || "build";

if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/: run \`npm run build\` first (or \`npm start\`).`);
  process.exit(1);
}

/** The base path and security headers this build was made with (see react-router.config.ts). */
const { base, headers } = JSON.parse(readFileSync(join(buildDir, "server-config.json"), "utf8"));

const server = createSiteServer({
  root: join(buildDir, "client"),
  base,
  headers,
  routes: [{ path: OUTBOX_PATH, handler: createOutboxHandler({ dir: process.env.OUTBOX_DIR }) }],
});

server.listen(port, () => {
  console.log(`Serving the production build on http://localhost:${port}${base}`);
  console.log("Contact form messages without EmailJS keys land in .outbox/messages.jsonl");
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
