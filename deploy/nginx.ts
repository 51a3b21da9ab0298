// `npm run nginx`: serves the build in build/client with deploy/nginx.conf, as a production nginx
// would. Run it from the project folder after `npm run build`; Ctrl+C stops it.
// `npm run nginx -- --help` lists the options.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
import { numberOption, parseCommand } from "../scripts/lib/cli.ts";

const { values } = parseCommand({
  usage: "npm run nginx --",
  about: "Serves build/client with deploy/nginx.conf, as a production nginx would.",
  options: {
    port: {
      type: "string",
      value: "port",
      default: process.env.NGINX_PORT || "8080",
      describe: "the port to listen on",
    },
  },
  env: {
    NGINX_PORT: "the port, if --port is not given",
    NGINX_PATH: "the nginx binary (found on PATH otherwise)",
  },
});
const port = numberOption("--port", values.port, { min: 1, max: 65535, integer: true });

if (!existsSync("build/nginx/security-headers.conf")) {
  console.error("No build in build/: run `npm run build` first.");
  process.exit(1);
}

const candidates = [
  ...(process.env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, process.platform === "win32" ? "nginx.exe" : "nginx")),
  "/usr/sbin/nginx",
  "/opt/homebrew/bin/nginx",
  "/usr/local/bin/nginx",
];
const nginx = process.env.NGINX_PATH || candidates.find((path) => existsSync(path));
if (!nginx || !existsSync(nginx)) {
  console.error(
    `nginx is not installed${nginx ? ` (${nginx})` : ""}: apt-get install nginx on Debian, brew install nginx on a Mac.`,
  );
  process.exit(1);
}

// nginx's own words for a taken port come after it has started; say it before, in one line.
const taken = await new Promise<string | undefined>((resolve) => {
  const probe = createServer()
    .once("error", (error: NodeJS.ErrnoException) => resolve(error.code))
    .listen(port, "0.0.0.0", () => probe.close(() => resolve(undefined)));
});
if (taken === "EADDRINUSE") {
  console.error(`Port ${port} is in use: npm run nginx -- --port ${port + 1}`);
  process.exit(1);
}
if (taken === "EACCES") {
  console.error(`Port ${port} needs root: pick one above 1023, e.g. npm run nginx -- --port 8080`);
  process.exit(1);
}

// nginx makes its temporary folders inside .nginx/, but not .nginx/ itself.
mkdirSync(".nginx", { recursive: true });
writeFileSync(".nginx/listen.conf", `listen ${port};\n`);
// Started as root, nginx runs its workers as nobody, who cannot read a project kept in a private
// folder (403 on every page): keep them as the user who started it.
const asRoot = process.getuid?.() === 0 ? ["-g", "user root;"] : [];
console.log(`nginx: serving build/client on http://localhost:${port}/`);
const child = spawn(
  nginx,
  ["-e", "stderr", "-p", `${process.cwd()}/`, "-c", "deploy/nginx.conf", ...asRoot],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
