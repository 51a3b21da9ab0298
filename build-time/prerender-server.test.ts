// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { answerPrerender, assertPrerenderedAll, type Session } from "./prerender-server.ts";
import type { Handler } from "./prerender-threads.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder of its own, with a server bundle the handler below stands for. */
function session(): { session: Session; root: string } {
  const root = mkdtempSync(join(tmpdir(), "prerender-server-"));
  dirs.push(root);
  const serverDir = join(root, "build/server");
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(join(serverDir, "index.js"), "export const routes = 1;");
  mkdirSync(join(root, "build/client"), { recursive: true });
  return {
    root,
    session: {
      serverDir,
      clientDir: join(root, "build/client"),
      mode: "production",
      basename: "/",
      list: { all: [], asked: [], rest: [] },
    },
  };
}

/**
 * A site as React Router's handler answers it: each page and file says what it was rendered
 * from, and the data of each is what `data` holds now. `rendered` lists what was rendered.
 */
function site(data: Record<string, string>) {
  const rendered: string[] = [];
  const handler: Handler = async (request) => {
    const { pathname } = new URL(request.url);
    rendered.push(pathname);
    if (pathname.endsWith(".data")) {
      const page = pathname.replace(/(?:\/_)?\.data$/, "") || "/";
      return new Response(data[page] ?? "", { status: data[page] === undefined ? 404 : 200 });
    }
    const page = pathname.replace(/(.)\/$/, "$1");
    return new Response(`${pathname} from ${data[page] ?? "nothing"}`);
  };
  return { handler, rendered };
}

/** Asks as React Router's prerender asks: a page's data first, then the page, with the data
 * when it is short; a file's data and the file at once; the single-page fallback last. */
async function prerender(
  { session: s, root }: ReturnType<typeof session>,
  { handler, rendered }: ReturnType<typeof site>,
  pages: { page: string[]; withData: string[]; file: string[] },
  rest: string[] = [],
) {
  rendered.length = 0;
  s.list = { all: [], asked: [], rest: rest.map((path) => ({ path, route: "post" })) };
  const routes = { post: { module: { default: () => null, loader: () => null } } };
  const answering = answerPrerender(s, root, {
    load: async () => ({ handler, routes }),
    threads: { open: () => undefined },
  });
  const server = createServer((req, res) => {
    answering.answer(req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { status: response.status, text: await response.text() };
  };
  const answers: Record<string, string> = {};
  try {
    for (const page of pages.page) answers[page] = (await ask(`${page}/`.replace("//", "/"))).text;
    for (const page of pages.withData) {
      const data = await ask(page === "/" ? "/_.data" : `${page}.data`);
      // Long data is not sent along: the page is asked for without it.
      const headers: Record<string, string> =
        data.text.length < 8 ? { "X-React-Router-Prerender-Data": encodeURI(data.text) } : {};
      answers[page] = (await ask(`${page}/`.replace("//", "/"), headers)).text;
    }
    await Promise.all(
      pages.file.map(async (file) => {
        const [, text] = await Promise.all([
          // The file may be asked for before its data has come.
          new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
            ask(`${file}.data?_routes=feed`),
          ),
          ask(file),
        ]);
        answers[file] = text.text;
      }),
    );
    await ask("/", { "X-React-Router-SPA-Mode": "yes" });
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await answering.close();
  }
  return { answers, stats: s.stats, rendered: [...rendered] };
}

const pages = {
  page: ["/", "/contact"],
  withData: ["/blog", "/blog/a-long-post"],
  file: ["/rss.xml"],
};

describe("the prerender's answers", () => {
  it("take from the last build each page and file whose bundle, address and data are the same", async () => {
    const build = session();
    const data = { "/blog": "posts", "/blog/a-long-post": "a long post", "/rss.xml": "feed" };
    const first = await prerender(build, site(data), pages);
    expect(first.answers).toEqual({
      "/": "/ from nothing",
      "/contact": "/contact/ from nothing",
      "/blog": "/blog/ from posts",
      "/blog/a-long-post": "/blog/a-long-post/ from a long post",
      "/rss.xml": "/rss.xml from feed",
    });
    expect(first.stats).toEqual({ rendered: 5, kept: 0, threads: false });
    // A file is rendered once, for its data and itself.
    expect(first.rendered.filter((path) => path.startsWith("/rss.xml"))).toEqual(["/rss.xml"]);

    const again = await prerender(build, site(data), pages);
    expect(again.answers).toEqual(first.answers);
    expect(again.stats).toEqual({ rendered: 0, kept: 5, threads: false });
    // Only a page's data, which tells a kept page current, a file, which tells itself (once,
    // for its data and itself), and the single-page fallback.
    expect(again.rendered.filter((path) => !path.endsWith(".data")).sort()).toEqual([
      "/",
      "/rss.xml",
    ]);
    expect(again.rendered).not.toContain("/rss.xml.data");
  });

  it("render again what the data changed for, short or long, and a file whose data changed", async () => {
    const build = session();
    const before = { "/blog": "posts", "/blog/a-long-post": "a long post", "/rss.xml": "feed" };
    await prerender(build, site(before), pages);
    const after = { "/blog": "post2", "/blog/a-long-post": "a longer post", "/rss.xml": "feed2" };
    const again = await prerender(build, site(after), pages);
    expect(again.answers).toMatchObject({
      "/blog": "/blog/ from post2",
      "/blog/a-long-post": "/blog/a-long-post/ from a longer post",
      "/rss.xml": "/rss.xml from feed2",
    });
    expect(again.stats).toEqual({ rendered: 3, kept: 2, threads: false });
  });

  it("keep no page that did not render whole", async () => {
    const build = session();
    const failing = site({});
    const broken: Handler = async (request) =>
      new URL(request.url).pathname === "/contact/"
        ? new Response("failed", { status: 500 })
        : failing.handler(request);
    await prerender(build, { handler: broken, rendered: failing.rendered }, { ...pages, file: [] });
    const again = await prerender(build, site({}), { ...pages, withData: [], file: [] });
    expect(again.answers["/contact"]).toBe("/contact/ from nothing");
    expect(again.stats).toMatchObject({ rendered: 1, kept: 1 });
  });

  it("render the pages React Router does not ask for beside those it does, kept as the others", async () => {
    const build = session();
    const data = {
      "/blog": "posts",
      "/blog/a-long-post": "a long post",
      "/rss.xml": "feed",
      "/blog/other": "other",
    };
    const first = await prerender(build, site(data), pages, ["/blog/other"]);
    const written = () =>
      readFileSync(join(build.session.clientDir, "blog/other/index.html"), "utf8");
    expect(written()).toBe("/blog/other/ from other");
    expect(first.rendered).toEqual(expect.arrayContaining(["/blog/other.data", "/blog/other/"]));
    expect(first.stats).toEqual({ rendered: 6, kept: 0, threads: false });

    rmSync(join(build.session.clientDir, "blog"), { recursive: true });
    const again = await prerender(build, site(data), pages, ["/blog/other"]);
    expect(written()).toBe("/blog/other/ from other");
    expect(again.rendered).not.toContain("/blog/other/");
    expect(again.stats).toEqual({ rendered: 0, kept: 6, threads: false });
  });

  it("fail the build when a page React Router does not ask for fails, naming it", async () => {
    const build = session();
    await expect(
      prerender(build, site({}), { ...pages, file: [] }, ["/blog/gone"]),
    ).rejects.toThrow(/404 status code .* `\/blog\/gone` path/);
  });

  it("fail the build when React Router never started the server its pages were left to", () => {
    const sessions = globalThis as Record<symbol, unknown>;
    const key = Symbol.for("portfolio:prerender-session");
    const { session: started } = session();
    started.list = { all: ["/a", "/b"], asked: ["/a"], rest: [{ path: "/b", route: "post" }] };
    try {
      sessions[key] = started;
      expect(() => assertPrerenderedAll()).toThrow(
        /did not start the preview server, which renders 1 of the pages/,
      );
      started.stats = { rendered: 1, kept: 0, threads: false };
      expect(() => assertPrerenderedAll()).not.toThrow();
    } finally {
      delete sessions[key];
    }
  });
});
