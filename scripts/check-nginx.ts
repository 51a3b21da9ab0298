// Starts Debian's nginx with deploy/nginx.conf against the current build and checks what it
// answers: statuses, the 404 page, caching and the security headers the build wrote. CI runs
// this (`npm run test:nginx`) so the sample configuration is known to work.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const origin = "http://127.0.0.1:8080";

if (!existsSync(NGINX)) {
  console.error(`nginx is not installed (${NGINX}); on Debian: apt-get install -y nginx`);
  process.exit(1);
}
const { headers: expected } = JSON.parse(readFileSync("build/server-config.json", "utf8")) as {
  headers: Record<string, string>;
};
mkdirSync(".nginx", { recursive: true });
const nginx = spawn(NGINX, ["-p", `${process.cwd()}/`, "-c", "deploy/nginx.conf"], {
  stdio: ["ignore", "inherit", "inherit"],
});

let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✘"} ${name}${ok || !detail ? "" : ` (${detail})`}`);
}

async function ready() {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("nginx did not start on port 8080");
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
} catch (error) {
  failed++;
  console.error(error);
} finally {
  nginx.kill("SIGTERM");
}

console.log(`\nnginx: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
