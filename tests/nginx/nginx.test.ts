// Starts nginx with deploy/nginx.conf against the current build exactly as the README says
// (`npm run nginx`, on a port of its own) and checks what it answers: statuses, the 404 page,
// caching, the security headers the build wrote, and the Range and conditional answers that
// `npm start`'s server is held to as well (tests/http-parity.js). CI runs this.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { checkParityCase, parityCases } from "../tests/http-parity.js";

const port = Number(process.env.NGINX_PORT ?? 8080);
const origin = `http://127.0.0.1:${port}`;

const { headers: expected } = JSON.parse(readFileSync("build/server-config.json", "utf8")) as {
  headers: Record<string, string>;
};
// Its own process group, so that stopping it stops nginx and not only npm.
const nginx = spawn("npm", ["run", "--silent", "nginx"], {
  env: { ...process.env, NGINX_PORT: String(port) },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
let exited = false;
nginx.on("exit", () => {
  exited = true;
});

let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✘"} ${name}${ok || !detail ? "" : ` (${detail})`}`);
}

async function ready() {
  for (let i = 0; i < 50 && !exited; i++) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not start on port ${port}`);
}

try {
  await ready();
  const asset = `/assets/${readdirSync("build/client/assets").find((f) => f.endsWith(".css"))}`;
  const cases: Array<[path: string, status: number, text: string]> = [
    ["/", 200, "Frontend Developer"],
    ["/courses", 200, "<h1"],
    ["/courses/", 200, "<h1"],
    ["/projects", 200, "My Projects"],
    ["/contact", 200, "Contact Me"],
    ["/no-such-page", 404, "Page not found"],
    ["/courses/extra", 404, "Page not found"],
    ["/404", 404, "Page not found"],
    ["/404.html", 404, "Page not found"],
    ["/sitemap.xml", 200, "<urlset"],
    [asset, 200, ""],
  ];
  for (const [path, status, text] of cases) {
    const res = await fetch(origin + path);
    const body = await res.text();
    check(`${path} answers ${status}`, res.status === status, `got ${res.status}`);
    if (text) check(`${path} holds ${JSON.stringify(text)}`, body.includes(text));
    for (const [name, value] of Object.entries(expected)) {
      check(
        `${path} sends ${name}`,
        res.headers.get(name) === value,
        String(res.headers.get(name)),
      );
    }
  }
  const cache = (await fetch(origin + asset)).headers.get("cache-control");
  check(
    "hashed assets are cached for a year",
    cache === "public, max-age=31536000, immutable",
    String(cache),
  );
  const page = (await fetch(`${origin}/courses`)).headers.get("cache-control");
  check("pages revalidate", page === "no-cache", String(page));
  const css = await fetch(origin + asset, { headers: { "Accept-Encoding": "gzip" } });
  check("text is compressed", css.headers.get("content-encoding") === "gzip");

  const image = `/${readdirSync("build/client").find((f) => f.endsWith(".png"))}`;
  for (const [path, gzipped] of [
    [asset, readFileSync(`build/client${asset}.gz`)],
    [image, null],
  ] as const) {
    const bytes = readFileSync(`build/client${path}`);
    for (const parityCase of parityCases) {
      const problems = await checkParityCase(origin + path, bytes, gzipped, parityCase);
      check(`${path}: ${parityCase.name}`, problems.length === 0, problems.join(", "));
    }
  }
} catch (error) {
  failed++;
  console.error(error);
} finally {
  if (nginx.pid) process.kill(-nginx.pid, "SIGTERM");
}

console.log(`\nnginx: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
