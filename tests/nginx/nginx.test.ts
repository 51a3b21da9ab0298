// `npm run test:nginx`: starts nginx with deploy/nginx.conf against the current build exactly as
// the README says (`npm run nginx`, on a port of its own) and checks what it answers: statuses,
// the 404 page, caching, the security headers the build wrote, and the Range and conditional
// answers that `npm start`'s server is held to as well (tests/http-parity.js). CI runs this.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profile } from "#content/profile.ts";
import { defaultLanguage, languages } from "#core/languages.ts";
import { titles } from "../../app/site-routes.ts";
import { checkParityCase, parityCases } from "../http-parity.js";

const port = Number(process.env.NGINX_PORT ?? 8080);
const origin = `http://127.0.0.1:${port}`;

const { headers: expected, types } = JSON.parse(
  readFileSync("build/server-config.json", "utf8"),
) as { headers: Record<string, string>; types: Record<string, string> };
const asset = `/assets/${readdirSync("build/client/assets").find((f) => f.endsWith(".css"))}`;
const image = `/${readdirSync("build/client").find((f) => f.endsWith(".png"))}`;

let nginx: ChildProcess | undefined;
beforeAll(async () => {
  // Its own process group, so that stopping it stops nginx and not only npm.
  nginx = spawn("npm", ["run", "--silent", "nginx"], {
    env: { ...process.env, NGINX_PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  let exited = false;
  nginx.on("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 50 && !exited; i++) {
    const up = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start on port ${port}`);
});
afterAll(() => {
  if (nginx?.pid) process.kill(-nginx.pid, "SIGTERM");
});

describe.each([
  ["/", 200, profile.position],
  ["/courses", 200, "<h1"],
  ["/courses/", 200, "<h1"],
  ["/projects", 200, titles.projects],
  ["/contact", 200, titles.contact],
  ["/no-such-page", 404, titles.notFound],
  ["/courses/extra", 404, titles.notFound],
  // Under what looks like a language's code but is none of the site's: the site's own 404 page.
  ["/zz/no-such-page", 404, titles.notFound],
  ["/404", 404, titles.notFound],
  ["/404.html", 404, titles.notFound],
  ["/sitemap.xml", 200, "<urlset"],
  [asset, 200, ""],
] as const)("%s", (path, status, text) => {
  it(`answers ${status}${text ? `, with ${JSON.stringify(text)}` : ""}`, async () => {
    const res = await fetch(origin + path);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
  });

  it("sends the security headers the build wrote", async () => {
    const res = await fetch(origin + path);
    const sent = Object.fromEntries(
      Object.keys(expected).map((name) => [name, res.headers.get(name)]),
    );
    expect(sent).toEqual(expected);
  });
});

// The files whose names do not say their type (each language's JSON Feed): as the build says.
describe.each(Object.entries(types))("%s", (path, type) => {
  it(`is sent as ${type}, with the security headers`, async () => {
    const res = await fetch(origin + path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("content-security-policy")).toBe(expected["Content-Security-Policy"]);
  });
});

// Each other language's unknown addresses, and its 404 page asked for by name: that language's
// 404 page with a 404, as `npm start` answers (server/site-server.js).
describe.each(languages.filter((language) => language !== defaultLanguage))(
  "under /%s/",
  (code) => {
    it.each(["no-such-page", "courses/extra", "404", "404.html"])(
      "answers %s with its own 404 page and 404",
      async (path) => {
        const res = await fetch(`${origin}/${code}/${path}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toContain(`<html lang="${code}"`);
        expect(res.headers.get("content-security-policy")).toBe(
          expected["Content-Security-Policy"],
        );
      },
    );
  },
);

describe("caching and compression", () => {
  it("hashed assets are cached for a year", async () => {
    const res = await fetch(origin + asset);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("pages revalidate", async () => {
    const res = await fetch(`${origin}/courses`);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("text is compressed", async () => {
    const res = await fetch(origin + asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe.each([
  [asset, readFileSync(`build/client${asset}.gz`)],
  [image, null],
] as const)("%s, as `npm start` answers it too", (path, gzipped) => {
  it.each(parityCases.map((parityCase) => [parityCase.name, parityCase] as const))(
    "%s",
    async (_name, parityCase) => {
      const bytes = readFileSync(`build/client${path}`);
      expect(await checkParityCase(origin + path, bytes, gzipped, parityCase)).toEqual([]);
    },
  );
});
