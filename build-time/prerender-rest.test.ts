// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Answered, DATA_HEADER, loadsData, renderRest } from "./prerender-rest.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const clientDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "prerender-rest-"));
  dirs.push(dir);
  return dir;
};

/** Answers as React Router's handler would: a page's data, then the page, saying what it was
 * given; `asked` lists each request with the data header it carried. */
function site(dataOf: (path: string) => string, status: (pathname: string) => number = () => 200) {
  const asked: { pathname: string; header: string | null }[] = [];
  let inFlight = 0;
  let most = 0;
  const respond = async (request: Request): Promise<Answered> => {
    const { pathname } = new URL(request.url);
    asked.push({ pathname, header: request.headers.get(DATA_HEADER) });
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    const page = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
    const body = pathname.endsWith(".data")
      ? dataOf(page)
      : `<p>${page} with ${decodeURI(request.headers.get(DATA_HEADER) ?? "no data")}</p>`;
    return { status: status(pathname), body: Buffer.from(body) };
  };
  return { respond, asked, most: () => most };
}

const pages = [
  { path: "/blog/first", route: "routes/blog-post" },
  { path: "/blog/tag/ünïcode", route: "routes/blog-tag" },
  { path: "/de/blog/erster", route: "de/routes/blog-post" },
];

describe("the pages React Router does not ask for", () => {
  it("are written where React Router writes its own, each given its data as React Router gives it", async () => {
    const client = clientDir();
    const { respond, asked, most } = site((page) =>
      page.endsWith("erster") ? "x".repeat(9000) : `data of ${page}`,
    );
    await renderRest({
      pages,
      basename: "/my-portfolio/",
      clientDir: client,
      respond,
      loads: () => true,
      concurrency: 2,
    });
    const written = readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .sort();
    // Under the base path, at the address as a URL spells it, as React Router's files are.
    expect(written).toEqual(
      [
        "my-portfolio/blog/first/index.html",
        "my-portfolio/blog/tag/%C3%BCn%C3%AFcode/index.html",
        "my-portfolio/de/blog/erster/index.html",
      ].map((file) => join(...file.split("/"))),
    );
    expect(readFileSync(join(client, "my-portfolio/blog/first/index.html"), "utf8")).toBe(
      "<p>/my-portfolio/blog/first with data of /my-portfolio/blog/first</p>",
    );
    // Data too long for a header is not sent along: the page runs its loaders itself.
    expect(readFileSync(join(client, "my-portfolio/de/blog/erster/index.html"), "utf8")).toBe(
      "<p>/my-portfolio/de/blog/erster with no data</p>",
    );
    // Each page's data is asked for before the page.
    for (const { path } of pages) {
      const at = (pathname: string) => asked.findIndex((a) => a.pathname === pathname);
      const url = new URL(`http://localhost/my-portfolio${path}`).pathname;
      expect(at(`${url}.data`)).toBeGreaterThanOrEqual(0);
      expect(at(`${url}.data`)).toBeLessThan(at(`${url}/`));
    }
    expect(most()).toBe(2);
  });

  it("asks for no data where no route of the page has a loader", async () => {
    const client = clientDir();
    const { respond, asked } = site(() => "unused");
    await renderRest({
      pages: pages.slice(0, 1),
      basename: "/",
      clientDir: client,
      respond,
      loads: () => false,
      concurrency: 4,
    });
    expect(asked).toEqual([{ pathname: "/blog/first/", header: null }]);
    expect(readFileSync(join(client, "blog/first/index.html"), "utf8")).toBe(
      "<p>/blog/first with no data</p>",
    );
  });

  for (const [what, failing] of [
    ["its data", "/blog/tag/%C3%BCn%C3%AFcode.data"],
    ["the page", "/blog/tag/%C3%BCn%C3%AFcode/"],
  ] as const) {
    it(`fail the build, naming the address, when ${what} does not render, and start no other page`, async () => {
      const { respond, asked } = site(
        () => "data",
        (pathname) => (pathname === failing ? 500 : 200),
      );
      const rendering = renderRest({
        pages: [...pages.slice(0, 2), ...pages.slice(0, 1)],
        basename: "/",
        clientDir: clientDir(),
        respond,
        loads: () => true,
        concurrency: 1,
      });
      await expect(rendering).rejects.toThrow(/500 status code .* `\/blog\/tag\/ünïcode` path/);
      expect(asked.map((a) => a.pathname).at(-1)).toBe(failing);
    });
  }
});

describe("whether a page has data", () => {
  const routes = {
    root: { module: { default: () => null, loader: () => null } },
    plain: { module: { default: () => null } },
    post: { parentId: "layout", module: { default: () => null } },
    layout: { parentId: "root", module: { default: () => null } },
    feed: { module: { loader: () => null } },
  };

  it("is whether the route or one around it has a loader", () => {
    expect(loadsData(routes, "post")).toBe(true);
    expect(loadsData(routes, "plain")).toBe(false);
  });

  it("fails for a route that renders no page, naming it", () => {
    expect(() => loadsData(routes, "feed")).toThrow(/`feed` renders no page/);
    expect(() => loadsData(routes, "missing")).toThrow(/`missing` renders no page/);
  });
});
