import { existsSync } from "node:fs";
import { join } from "node:path";
import { outbox } from "./outbox.js";
import { createSiteServer, watchBuildConfig } from "./site-server.js";

// A terminal that goes away (a closed pipe, `npm start | head`) must not take the server with it.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

const port = Number(process.env.PORT || 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port: give a whole number such as 4173.`);
  process.exit(2);
}
// Loopback only unless asked: the outbox must not take messages from the whole café network.
// HOST=0.0.0.0 opens the site to the network, e.g. to try it on a phone.
const host = process.env.HOST || "localhost";
const buildDir = process.env.BUILD_DIR || "build";
const loopback = ["localhost", "127.0.0.1", "::1", "[::1]"];

if (!existsSync(join(buildDir, "server-config.json"))) {
  console.error(`No build in ${buildDir}/: run \`npm run build\` first (or \`npm start\`).`);
  process.exit(1);
}

/** The base path and security headers this build was made with (see react-router.config.ts). */
const buildConfig = watchBuildConfig(buildDir);

const app = createSiteServer({
  root: join(buildDir, "client"),
  config: buildConfig.current,
  plugins: [
    (scope) =>
      scope.register(outbox, {
        dir: process.env.OUTBOX_DIR,
        hosts: loopback.includes(host) ? loopback : undefined,
      }),
  ],
});

try {
  await app.listen({ port, host });
} catch (error) {
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
  // What to type next, in one line: the owner's first `npm start` may meet another server.
  if (code === "EADDRINUSE") {
    console.error(`Port ${port} is in use: PORT=${port + 1} npm start (or npm run serve)`);
  } else if (code === "EACCES") {
    console.error(`Port ${port} needs root: PORT=${port < 1024 ? 4173 : port + 1} npm start`);
  } else {
    console.error(`Could not listen on ${host}:${port}: ${message}`);
  }
  process.exit(1);
}
const shown = loopback.includes(host) ? "localhost" : host;
console.log(`Serving the production build on http://${shown}:${port}${buildConfig.current().base}`);
console.log("Contact form messages without EmailJS keys land in .outbox/messages.jsonl");

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    buildConfig.stop();
    void app.close().then(() => process.exit(0));
  });
}
