// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPrerenderThreads, type Handler } from "./prerender-threads.ts";

const dirs: string[] = [];
const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A server bundle as React Router builds one, with a single resource route: /hello answers
 * which thread it ran on, with a status and a header of its own. `loader` replaces its body.
 */
function serverBuild(loader = "") {
  const dir = mkdtempSync(join(tmpdir(), "prerender-threads-"));
  dirs.push(dir);
  const file = join(dir, "index.js");
  writeFileSync(
    file,
    `import { threadId } from "node:worker_threads";
export const entry = { module: { default: () => new Response("no documents", { status: 500 }) } };
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  hello: {
    id: "hello",
    parentId: "root",
    path: "hello",
    module: {
      loader: ({ request }) => {
        const n = new URL(request.url).searchParams.get("n");
        ${loader}
        return new Response(\`\${n} from thread \${threadId}\`, {
          status: 201,
          headers: { "x-asked": request.headers.get("x-ask") ?? "" },
        });
      },
    },
  },
};
export const assets = { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" };
export const future = {};
export const publicPath = "/";
export const assetsBuildDirectory = "";
export const basename = "/";
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
  );
  return file;
}

/** The build's own thread: says so. */
const here: Handler = async (request) =>
  new Response(`${new URL(request.url).searchParams.get("n")} from the build's thread`, {
    status: 201,
    headers: { "x-asked": request.headers.get("x-ask") ?? "" },
  });

function open(file: string, paths = 500) {
  const shared = createPrerenderThreads(100).open({
    serverBuild: file,
    mode: "production",
    prerender: Array.from({ length: paths }, (_, n) => `/page-${n}`),
    handler: here,
  });
  if (shared) opened.push(shared);
  return shared;
}

const ask = (handler: Handler, n: number) =>
  handler(new Request(`http://localhost/hello?n=${n}`, { headers: { "x-ask": `ask ${n}` } }));

describe("the prerender's second thread", () => {
  it("answers part of the requests with the same server bundle, each whole", async () => {
    const shared = open(serverBuild());
    expect(shared).toBeDefined();
    if (!shared) return;
    expect(await shared.started).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const response = await ask(shared.handler, n);
        return {
          status: response.status,
          asked: response.headers.get("x-asked"),
          text: await response.text(),
        };
      }),
    );
    answers.forEach(({ status, asked, text }, n) => {
      expect(status).toBe(201);
      expect(asked).toBe(`ask ${n}`);
      expect(text).toMatch(new RegExp(`^${n} from `));
    });
    const there = answers.filter(({ text }) => /from thread [1-9]/.test(text)).length;
    const atHome = answers.filter(({ text }) => text.endsWith("from the build's thread")).length;
    expect(there + atHome).toBe(40);
    expect(there).toBeGreaterThan(0);
    expect(atHome).toBeGreaterThan(0);
  });

  it("leaves every request to the build's thread when the bundle cannot be loaded", async () => {
    const shared = open(serverBuild().replace("index.js", "missing.js"));
    if (!shared) throw new Error("no thread was started");
    expect(await shared.started).toBe(false);
    const texts = await Promise.all(
      [1, 2, 3].map(async (n) => (await ask(shared.handler, n)).text()),
    );
    expect(texts).toEqual([1, 2, 3].map((n) => `${n} from the build's thread`));
  });

  it("answers on the build's thread what a thread that ended was asked", async () => {
    // The thread ends in the middle of the second request it is asked.
    const shared = open(
      serverBuild(`globalThis.asked = (globalThis.asked ?? 0) + 1;
        if (globalThis.asked === 2) process.exit(1);`),
    );
    if (!shared) throw new Error("no thread was started");
    expect(await shared.started).toBe(true);
    const texts = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => (await ask(shared.handler, n)).text()),
    );
    texts.forEach((text, n) => {
      expect(text).toMatch(new RegExp(`^${n} from `));
    });
    expect(texts.filter((text) => /from thread [1-9]/.test(text)).length).toBeLessThan(2);
    // After that, the build's thread answers everything.
    expect(await (await ask(shared.handler, 99)).text()).toBe("99 from the build's thread");
  });

  it("is not started for a site with few pages", () => {
    expect(open(serverBuild(), 99)).toBeUndefined();
  });
});
