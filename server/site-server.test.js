// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./site-server.js";

/** @type {import("node:http").Server} */
let server;
let base = "";

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "courses"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>About</h1>");
  writeFileSync(join(root, "courses", "index.html"), "<h1>Courses</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Page not found</h1>");
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)");
  server = createSiteServer({
    root,
    headers: { "X-Content-Type-Options": "nosniff" },
    routes: [
      {
        path: "/api/echo",
        handler: (_req, res) => {
          res.writeHead(200);
          res.end("echo");
        },
      },
    ],
  });
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  base = `http://localhost:${address.port}`;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

describe("the site server", () => {
  it.each(["/", "/courses", "/courses/"])("answers %s with its own page and 200", async (path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(path === "/" ? "<h1>About</h1>" : "<h1>Courses</h1>");
  });

  it.each(["/nope", "/courses/nope", "/assets/missing.js", "/404", "/404.html"])(
    "answers %s with the 404 page and 404",
    async (path) => {
      const res = await fetch(base + path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("<h1>Page not found</h1>");
    },
  );

  it("caches hashed assets for a year", async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("refuses to write to static files", async () => {
    const res = await fetch(`${base}/courses`, { method: "POST" });
    expect(res.status).toBe(405);
  });

  it("sends the build's security headers with every answer", async () => {
    for (const path of ["/", "/nope", "/assets/app-abc123.js"]) {
      expect((await fetch(base + path)).headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("gives extra routes precedence over files", async () => {
    const res = await fetch(`${base}/api/echo`, { method: "POST" });
    expect(await res.text()).toBe("echo");
  });
});

describe("the site server under a base path", () => {
  /** @type {import("node:http").Server} */
  let based;
  let origin = "";

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(root, "courses"));
    writeFileSync(join(root, "index.html"), "<h1>About</h1>");
    writeFileSync(join(root, "courses", "index.html"), "<h1>Courses</h1>");
    writeFileSync(join(root, "404.html"), "<h1>Page not found</h1>");
    based = createSiteServer({ root, base: "/my-portfolio/" });
    await new Promise((resolve) => based.listen(0, () => resolve(undefined)));
    const address = /** @type {import("node:net").AddressInfo} */ (based.address());
    origin = `http://localhost:${address.port}`;
  });

  afterAll(() => new Promise((resolve) => based.close(() => resolve(undefined))));

  it("serves the site under its base path", async () => {
    expect(await (await fetch(`${origin}/my-portfolio/`)).text()).toBe("<h1>About</h1>");
    expect(await (await fetch(`${origin}/my-portfolio/courses`)).text()).toBe("<h1>Courses</h1>");
  });

  it("redirects the base path without its slash", async () => {
    const res = await fetch(`${origin}/my-portfolio`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/my-portfolio/");
  });

  it.each(["/", "/courses", "/my-portfolio/nope"])("answers %s with 404", async (path) => {
    expect((await fetch(origin + path)).status).toBe(404);
  });
});
