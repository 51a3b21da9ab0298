// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPrerenderCache, PRERENDER_CACHE, prerenderCacheFolder } from "./prerender-cache.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project of its own: a server bundle of two files and a build folder. */
function project() {
  const root = mkdtempSync(join(tmpdir(), "prerender-cache-"));
  dirs.push(root);
  const server = join(root, "build/server");
  mkdirSync(join(server, "assets"), { recursive: true });
  writeFileSync(join(server, "index.js"), "export const routes = 1;");
  writeFileSync(join(server, "assets/page.js"), "export const page = 1;");
  const dirsOf = (build = "build") => {
    const client = join(root, build, "client");
    mkdirSync(client, { recursive: true });
    return { server, client };
  };
  const kept = () =>
    readdirSync(join(root, PRERENDER_CACHE), { recursive: true }).filter((f) =>
      String(f).endsWith(".page"),
    );
  return { root, server, dirsOf, kept };
}

/** One build: the pages given, each taken from the cache or rendered as `render` says. */
async function build(
  cache: ReturnType<typeof createPrerenderCache>,
  dirs: { server: string; client: string },
  pages: Record<string, string | undefined>,
  render: (path: string) => string,
) {
  await cache.open(dirs);
  const html: Record<string, string> = {};
  for (const [path, data] of Object.entries(pages)) {
    const kept = await cache.get(path, data);
    const page = kept === undefined ? render(path) : kept.toString("utf8");
    if (kept === undefined) await cache.set(path, data, page);
    html[path] = page;
  }
  return { html, counts: await cache.close() };
}

const env = { SITE_COMMENTS: "" };

describe("the prerender's cache", () => {
  it("gives a page back for the same address, data and server bundle, and renders the rest", async () => {
    const { root, dirsOf } = project();
    const cache = createPrerenderCache(root, env);
    const first = await build(
      cache,
      dirsOf(),
      { "/": undefined, "/blog/a/": "a1" },
      (p) => `1${p}`,
    );
    expect(first.counts).toEqual({ kept: 0, rendered: 2, dropped: 0 });
    const again = await build(
      cache,
      dirsOf(),
      { "/": undefined, "/blog/a/": "a2", "/blog/b/": "b1" },
      (p) => `2${p}`,
    );
    // The post whose data changed is rendered again, and the new post; the home page is kept.
    expect(again.html).toEqual({ "/": "1/", "/blog/a/": "2/blog/a/", "/blog/b/": "2/blog/b/" });
    // The post's old page is no longer any build's: it is dropped.
    expect(again.counts).toEqual({ kept: 1, rendered: 2, dropped: 1 });
  });

  it("keeps the pages when the bundle's list of addresses alone has changed, as with a new post", async () => {
    const { root, server, dirsOf } = project();
    const bundle = (paths: string[], code = "1") =>
      writeFileSync(
        join(server, "index.js"),
        `var ssr = false;\nvar prerender = [\n${paths.map((p) => `\t${JSON.stringify(p)}`).join(",\n")}\n];\nexport const routes = ${code};\n`,
      );
    const cache = createPrerenderCache(root, env);
    bundle(["/", "/blog/a"]);
    await build(cache, dirsOf(), { "/": undefined, "/blog/a/": "a" }, (p) => `1${p}`);
    bundle(["/", "/blog/a", "/blog/b"]);
    const added = await build(
      cache,
      dirsOf(),
      { "/": undefined, "/blog/a/": "a", "/blog/b/": "b" },
      (p) => `2${p}`,
    );
    expect(added.html).toEqual({ "/": "1/", "/blog/a/": "1/blog/a/", "/blog/b/": "2/blog/b/" });
    // The rest of the same file is still the bundle's: a change there renders every page.
    bundle(["/", "/blog/a", "/blog/b"], "2");
    const changed = await build(
      cache,
      dirsOf(),
      { "/": undefined, "/blog/a/": "a", "/blog/b/": "b" },
      (p) => `3${p}`,
    );
    expect(changed.counts.kept).toBe(0);
  });

  it("renders every page again once a file of the server bundle has changed", async () => {
    const { root, server, dirsOf } = project();
    const cache = createPrerenderCache(root, env);
    await build(cache, dirsOf(), { "/": undefined, "/blog/a/": "a" }, (p) => `1${p}`);
    writeFileSync(join(server, "assets/page.js"), "export const page = 2;");
    const again = await build(cache, dirsOf(), { "/": undefined, "/blog/a/": "a" }, (p) => `2${p}`);
    expect(again.html).toEqual({ "/": "2/", "/blog/a/": "2/blog/a/" });
    expect(again.counts).toEqual({ kept: 0, rendered: 2, dropped: 2 });
  });

  it("renders every page again once the installed packages have changed", async () => {
    const { root, dirsOf } = project();
    const cache = createPrerenderCache(root, env);
    writeFileSync(join(root, "package-lock.json"), '{"react-dom":"19.3.1"}');
    await build(cache, dirsOf(), { "/": undefined }, () => "one");
    writeFileSync(join(root, "package-lock.json"), '{"react-dom":"19.4.0"}');
    const again = await build(cache, dirsOf(), { "/": undefined }, () => "two");
    expect(again.html["/"]).toBe("two");
  });

  it("renders every page again under other settings, but not for another PATH", async () => {
    const { root, dirsOf } = project();
    await build(createPrerenderCache(root, env), dirsOf(), { "/": undefined }, () => "one");
    const otherPath = { ...env, PATH: "/project/node_modules/.bin:/usr/bin" };
    const same = await build(
      createPrerenderCache(root, otherPath),
      dirsOf(),
      { "/": undefined },
      () => "two",
    );
    expect(same.html["/"]).toBe("one");
    const comments = { SITE_COMMENTS: '{"provider":"giscus"}' };
    const other = await build(
      createPrerenderCache(root, comments),
      dirsOf(),
      { "/": undefined },
      () => "two",
    );
    expect(other.html["/"]).toBe("two");
  });

  it("keeps each build folder's pages apart, so one build does not drop another's", async () => {
    const { root, dirsOf, kept } = project();
    const cache = createPrerenderCache(root, env);
    await build(cache, dirsOf("build"), { "/": undefined }, () => "site");
    await build(cache, dirsOf("build-base"), { "/": undefined, "/blog/": "x" }, () => "base");
    expect(kept()).toHaveLength(3);
    const again = await build(cache, dirsOf("build"), { "/": undefined }, () => "again");
    expect(again).toEqual({ html: { "/": "site" }, counts: { kept: 1, rendered: 0, dropped: 0 } });
  });

  it("drops the pages of a build folder that is gone, at the next build of another", async () => {
    const { root, dirsOf, kept } = project();
    const cache = createPrerenderCache(root, env);
    await build(cache, dirsOf("copy/build"), { "/": undefined }, () => "copy");
    await build(cache, dirsOf("build"), { "/": undefined }, () => "site");
    expect(kept()).toHaveLength(2);
    rmSync(join(root, "copy"), { recursive: true });
    await build(cache, dirsOf("build"), { "/": undefined }, () => "site");
    expect(kept()).toHaveLength(1);
  });

  it("drops what a stopped build left half written, not what another build is writing now", async () => {
    const { root, dirsOf } = project();
    const cache = createPrerenderCache(root, env);
    await cache.open(dirsOf());
    await cache.set("/", undefined, "page");
    const folder = prerenderCacheFolder(root, dirsOf().client);
    const stopped = join(folder, "0123.page.99-1.partial");
    const writing = join(folder, "4567.page.98-1.partial");
    writeFileSync(stopped, "half");
    writeFileSync(writing, "half");
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stopped, hoursAgo, hoursAgo);
    expect(await cache.close()).toEqual({ kept: 0, rendered: 1, dropped: 1 });
    const files = readdirSync(folder);
    expect(files.filter((file) => file.endsWith(".partial"))).toEqual(["4567.page.98-1.partial"]);
    expect(files.filter((file) => file.endsWith(".page"))).toHaveLength(1);
  });

  it("takes an empty kept file, as a crash can leave one, for no page", async () => {
    const { root, dirsOf } = project();
    const cache = createPrerenderCache(root, env);
    await build(cache, dirsOf(), { "/": undefined }, () => "one");
    const folder = prerenderCacheFolder(root, dirsOf().client);
    for (const file of readdirSync(folder))
      if (file.endsWith(".page")) writeFileSync(join(folder, file), "");
    const again = await build(cache, dirsOf(), { "/": undefined }, () => "two");
    expect(again.html["/"]).toBe("two");
  });
});
