// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkParityCase, parityCases, rawGet } from "../tests/http-parity.js";
import { createSiteServer, watchBuildConfig } from "./site-server.js";

const headers = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" };
const script = Buffer.from(`console.log(${JSON.stringify("x".repeat(5000))});\n`);
const scriptGz = gzipSync(script, { level: 9 });
const picture = randomBytes(3000);
const feed = Buffer.from(`${JSON.stringify({ version: "https://jsonfeed.org/version/1.1" })}\n`);
const feedType = "application/feed+json; charset=utf-8";

/** A build folder with a secret beside it and a dotfile in it, which must never be served. */
function makeSite() {
  const top = mkdtempSync(join(tmpdir(), "site-"));
  const root = join(top, "client");
  mkdirSync(join(root, "courses"), { recursive: true });
  mkdirSync(join(root, "assets"));
  writeFileSync(join(top, "secret.txt"), "TOP SECRET");
  writeFileSync(join(root, ".env"), "TOP SECRET");
  writeFileSync(join(root, "index.html"), "<h1>About</h1>");
  writeFileSync(join(root, "courses", "index.html"), "<h1>Courses</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Page not found</h1>");
  // Another language's pages under its code, with its own 404 page.
  mkdirSync(join(root, "de"));
  writeFileSync(join(root, "de", "index.html"), "<h1>Über mich</h1>");
  writeFileSync(join(root, "de", "404.html"), "<h1>Seite nicht gefunden</h1>");
  writeFileSync(join(root, "assets", "app-abc123.js"), script);
  writeFileSync(join(root, "assets", "app-abc123.js.gz"), scriptGz);
  writeFileSync(join(root, "assets", "photo-abc123.png"), picture);
  writeFileSync(join(root, "feed.json"), feed);
  writeFileSync(join(root, "feed.json.gz"), gzipSync(feed));
  writeFileSync(join(root, "data.json"), feed);
  return root;
}

/**
 * Sends bytes as they are (no client library would send these) and returns the raw answer.
 * @param {number} port
 * @param {string} text
 */
function rawRequest(port, text) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(text, "latin1");
  });
}

const site = createSiteServer({
  root: makeSite(),
  config: () => ({ base: "/", headers, types: { "/feed.json": feedType }, languages: ["de"] }),
});
let origin = "";
let port = 0;

beforeAll(async () => {
  origin = await site.listen({ port: 0, host: "127.0.0.1" });
  port = Number(new URL(origin).port);
});
afterAll(() => site.close());

/** After every hostile request: the same process still serves the home page. */
async function stillServes() {
  const res = await fetch(`${origin}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe("<h1>About</h1>");
}

describe("the site server", () => {
  it.each(["/", "/courses", "/courses/", "/courses?ref=cv"])(
    "answers %s with its own page and 200",
    async (path) => {
      const res = await fetch(origin + path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(path === "/" ? "<h1>About</h1>" : "<h1>Courses</h1>");
    },
  );

  it.each(["/nope", "/courses/nope", "/assets/missing.js", "/404", "/404.html"])(
    "answers %s with the 404 page and 404",
    async (path) => {
      const res = await fetch(origin + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("<h1>Page not found</h1>");
    },
  );

  // As deploy/nginx.conf answers: the languages are the build's (server-config.json).
  it.each(["/de/nope", "/de/courses/nope", "/de/404", "/de/404.html", "/de/404/"])(
    "answers %s with that language's 404 page and 404",
    async (path) => {
      const res = await fetch(origin + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("<h1>Seite nicht gefunden</h1>");
    },
  );

  it.each(["/fr/nope", "/dee/nope", "/blog/de/nope"])(
    "answers %s, under no language of the site's, with the site's own 404 page",
    async (path) => {
      const res = await fetch(origin + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("<h1>Page not found</h1>");
    },
  );

  it("caches hashed assets for a year", async () => {
    const res = await fetch(`${origin}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's .gz file to clients that take gzip", async () => {
    const res = await rawGet(`${origin}/assets/app-abc123.js`, { "Accept-Encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body.equals(scriptGz)).toBe(true);
  });

  it("compresses what has no .gz beside it, such as the 404 page", async () => {
    const res = await rawGet(`${origin}/nope`, { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends a file the build gave a type with that type, compressed or not", async () => {
    const plain = await rawGet(`${origin}/feed.json`, {});
    expect(plain.headers["content-type"]).toBe(feedType);
    expect(plain.body.equals(feed)).toBe(true);
    const gzipped = await rawGet(`${origin}/feed.json`, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toBe(feedType);
    const part = await rawGet(`${origin}/feed.json`, { Range: "bytes=0-3" });
    expect(part.status).toBe(206);
    expect(part.headers["content-type"]).toBe(feedType);
    // Any other file keeps the type its name says.
    const other = await rawGet(`${origin}/data.json`, {});
    expect(other.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("refuses to write to static files, naming the methods it takes", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const res = await fetch(`${origin}/courses`, {
        method,
        body: method === "OPTIONS" ? null : "<x/>",
        headers: { "Content-Type": "text/xml" },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
  });

  it("sends the build's security headers with every answer", async () => {
    for (const path of ["/", "/nope", "/assets/app-abc123.js", "/%zz"]) {
      expect((await fetch(origin + path)).headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await fetch(`${origin}/`, { method: "POST" })).headers.get("x-frame-options")).toBe(
      "DENY",
    );
  });

  it("reads repeated slashes as one, as nginx does, not as a host name", async () => {
    expect(await (await fetch(`${origin}//courses`)).text()).toBe("<h1>Courses</h1>");
    expect((await fetch(`${origin}//nope`)).status).toBe(404);
  });
});

describe("the site server under attack", () => {
  // Request targets on which new URL() throws: each must get an answer, not end the process.
  const targets = [
    "//",
    "//a:b/",
    "//:80/",
    "//%zz/",
    "//[/",
    "http://[::1/",
    "//a:99999/",
    "http://:80/",
    "/%zz",
    "/%",
    "/%00",
    "/%c0%ae%c0%ae/",
    "*",
    "http://localhost/courses",
    `/${"a/".repeat(2000)}`,
  ];
  it.each(targets.flatMap((target) => ["GET", "POST", "HEAD"].map((method) => [method, target])))(
    "answers %s %s and keeps serving",
    async (method, target) => {
      const answer = await rawRequest(
        port,
        `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 (200|301|400|404|405) /);
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      await stillServes();
    },
  );

  it.each([
    ["a malformed header line", "GET / HTTP/1.1\r\nHost: x\r\nBad header\r\n\r\n", 400],
    ["headers over 16 KB", `GET / HTTP/1.1\r\nHost: x\r\nX: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["a broken request line", "GARBAGE\r\n\r\n", 400],
    [
      "a Content-Length that is no number",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
      400,
    ],
    [
      "both Content-Length and chunked (smuggling)",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400,
    ],
  ])("answers %s with %i and the security headers", async (_what, text, status) => {
    const answer = await rawRequest(port, text);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    await stillServes();
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/%252e%252e/secret.txt",
    "/..%5csecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/.env",
    "/%2eenv",
    "/courses/%00/../../secret.txt",
  ])("never serves %s from outside the site or hidden", async (path) => {
    const answer = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 (400|404) /);
    expect(answer).not.toContain("TOP SECRET");
    await stillServes();
  });

  it("answers others while a client sends its request a byte at a time", async () => {
    const slow = connect(port, "127.0.0.1");
    slow.write("GET / HTTP/1.1\r\nHo");
    const started = performance.now();
    await stillServes();
    expect(performance.now() - started).toBeLessThan(1000);
    slow.destroy();
  });
});

describe("Range and conditional requests, as nginx answers them", () => {
  for (const [file, bytes, gzipped] of /** @type {const} */ ([
    ["/assets/app-abc123.js", script, scriptGz],
    ["/assets/photo-abc123.png", picture, null],
  ])) {
    it.each(parityCases.map((parityCase) => [parityCase.name, parityCase]))(
      `${file}: %s`,
      async (_name, parityCase) => {
        expect(await checkParityCase(origin + file, bytes, gzipped, parityCase)).toEqual([]);
      },
    );
  }
});

describe("the site server under a base path", () => {
  const based = createSiteServer({
    root: makeSite(),
    config: () => ({ base: "/my-portfolio/", headers: {} }),
  });
  let basedOrigin = "";

  beforeAll(async () => {
    basedOrigin = await based.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => based.close());

  it("serves the site under its base path", async () => {
    expect(await (await fetch(`${basedOrigin}/my-portfolio/`)).text()).toBe("<h1>About</h1>");
    expect(await (await fetch(`${basedOrigin}/my-portfolio/courses`)).text()).toBe(
      "<h1>Courses</h1>",
    );
  });

  it("redirects the base path without its slash, keeping the query", async () => {
    const res = await fetch(`${basedOrigin}/my-portfolio?ref=cv`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/my-portfolio/?ref=cv");
  });

  it.each(["/", "/courses", "/my-portfolio/nope"])("answers %s with 404", async (path) => {
    expect((await fetch(basedOrigin + path)).status).toBe(404);
  });
});

describe("a server left running across a rebuild", () => {
  it("sends the new build's headers, not the old ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    const write = (/** @type {string} */ policy) =>
      writeFileSync(
        join(dir, "server-config.json"),
        JSON.stringify({ base: "/", headers: { "Content-Security-Policy": policy } }),
      );
    write("script-src 'sha256-old'");
    const config = watchBuildConfig(dir);
    try {
      expect(config.current().headers["Content-Security-Policy"]).toBe("script-src 'sha256-old'");
      write("script-src 'sha256-new'");
      await expect
        .poll(() => config.current().headers["Content-Security-Policy"], { timeout: 3000 })
        .toBe("script-src 'sha256-new'");
    } finally {
      config.stop();
    }
  });
});
