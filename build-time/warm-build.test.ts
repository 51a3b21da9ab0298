// @vitest-environment node
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outputFolders } from "./build-settings.ts";
import { ROUTER_ASKS_ALL } from "./prerender-list.ts";

// A stale entry can never be served: a deploy that restores the last build's cache
// (docs/deploy.md, "Warm deploys") builds the same site, byte for byte, as one that starts cold,
// whatever changed in between. A small site is built in a copy of this checkout with a cache of
// its own (node_modules/.cache), then each input is changed in turn (a post's text, a new post,
// a translation, a component of the template, a package), and after each the warm build's output
// must show the change and equal a cold build's.

const root = process.cwd();
const isWindows = process.platform === "win32";

/** What the copy leaves out: the installed and built, and the owner's own content. */
const LEFT_OUT = new Set([
  "node_modules",
  ".git",
  ".bench",
  ".content",
  ".react-router",
  "content",
  "test-results",
  ...outputFolders(),
]);

/** The package the simulated update changes: one the Markdown renderer imports itself. */
const UPDATED = "rehype-slug";

let copy = "";

const inCopy = (...path: string[]) => join(copy, ...path);
const edit = (file: string, change: (text: string) => string) => {
  const before = readFileSync(inCopy(file), "utf8");
  const after = change(before);
  // The edit must take, or the test would check nothing.
  expect(after, `${file} has what the test edits`).not.toBe(before);
  writeFileSync(inCopy(file), after);
};

/** The copy: the template's files, the second owner's content with a post and a German
 * translation added, and node_modules with the checkout's packages linked in but a cache, a lock
 * file of what is installed and the updated package of its own. */
function makeCopy() {
  copy = mkdtempSync(join(tmpdir(), "warm-build-"));
  for (const entry of readdirSync(root))
    if (!LEFT_OUT.has(entry)) cpSync(join(root, entry), inCopy(entry), { recursive: true });
  mkdirSync(inCopy("node_modules"));
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if ([".cache", ".package-lock.json", UPDATED].includes(entry) || entry.startsWith(".vite"))
      continue;
    symlinkSync(
      join(root, "node_modules", entry),
      inCopy("node_modules", entry),
      isWindows ? "junction" : "dir",
    );
  }
  for (const file of [".package-lock.json", UPDATED])
    cpSync(join(root, "node_modules", file), inCopy("node_modules", file), { recursive: true });

  cpSync(join(root, "tests/fixtures/owner-content"), inCopy("content"), { recursive: true });
  mkdirSync(inCopy("content/posts"));
  writeFileSync(
    inCopy("content/posts/kept-between-builds.md"),
    [
      "---",
      "title: Kept between builds",
      "date: 2026-01-15",
      "description: The post the warm build test edits.",
      "tags: [Builds]",
      "---",
      "",
      "## What is kept",
      "",
      "The pages, the cards and the Markdown a build made.",
      "",
    ].join("\n"),
  );
  writeFileSync(
    inCopy("content/languages.ts"),
    [
      'import type { Translation } from "#core/schema.ts";',
      "",
      "export const translations: Translation[] = [",
      '  { code: "de", texts: { blog: "Beiträge" }, profile: { position: "Entwickler" } },',
      "];",
      "",
    ].join("\n"),
  );
  const written = spawnSync("node", ["core/content-source.js"], { cwd: copy, encoding: "utf8" });
  expect(written.status, written.stderr).toBe(0);
}

/** The environment of a build as a host runs it: not Vitest's test mode. */
function buildEnv() {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name === "NODE_ENV" || name.startsWith("VITEST")) delete env[name];
  return env;
}

/** Builds the copy; its summary's line of what came from the cache. */
function build({ cold, env = {} }: { cold: boolean; env?: NodeJS.ProcessEnv }): string {
  if (cold) rmSync(inCopy("node_modules/.cache"), { recursive: true, force: true });
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...buildEnv(), ...env },
    shell: isWindows,
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout.match(/^From the last build's cache: .*$/m)?.[0] ?? "";
}

/** Every file of the build, by path, with the hash of its bytes. */
function output(): Map<string, string> {
  const dir = inCopy("build");
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
  }
  return files;
}

/** The files of two builds that differ, or are in one only. */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file));
}

const page = (path: string) => readFileSync(inCopy("build/client", path, "index.html"), "utf8");

/** How many of `what` the summary says came from the cache: "3 of 9 pages and files". */
const keptOf = (line: string, what: string) =>
  Number(line.match(new RegExp(`([\\d,]+) of [\\d,]+ ${what}`))?.[1]?.replaceAll(",", "") ?? NaN);

/** How many of `what` the build made or kept in all: the 9 of "3 of 9 pages and files". */
const totalOf = (line: string, what: string) =>
  Number(line.match(new RegExp(`of ([\\d,]+) ${what}`))?.[1]?.replaceAll(",", "") ?? NaN);

/**
 * After a change: the warm build (the cache as the last build left it) must show it, and then
 * equal a cold build file for file, byte for byte. The cold build leaves the cache the next
 * change is built warm from.
 */
function warmEqualsCold(before: Map<string, string>) {
  const line = build({ cold: false });
  const warm = output();
  const changed = differences(before, warm);
  build({ cold: true });
  const cold = output();
  return { line, warm, changed, stale: differences(warm, cold) };
}

describe("a warm build", () => {
  let last = new Map<string, string>();

  beforeAll(() => {
    makeCopy();
    build({ cold: true });
    last = output();
  }, 300_000);

  afterAll(() => {
    if (copy && existsSync(copy)) rmSync(copy, { recursive: true, force: true });
  });

  // The preview server renders most pages itself, and writes them as React Router would
  // (build-time/prerender-list.ts): a release of React Router that writes its pages otherwise
  // shows here. The cache this build leaves is the next test's, as any build's would be.
  it("is the site React Router makes asking for every address itself, cold", () => {
    const line = build({ cold: true, env: { [ROUTER_ASKS_ALL]: "yes" } });
    expect(totalOf(line, "pages and files"), line).toBeGreaterThan(0);
    expect(differences(last, output())).toEqual([]);
  }, 300_000);

  it("shows a post's new text, and takes the rest from the cache", () => {
    edit("content/posts/kept-between-builds.md", (text) => `${text}\nA sentence added later.\n`);
    const { line, warm, changed, stale } = warmEqualsCold(last);
    expect(page("blog/kept-between-builds")).toContain("A sentence added later.");
    expect(changed).toContain(join("client", "blog", "kept-between-builds", "index.html"));
    expect(keptOf(line, "pages and files"), line).toBeGreaterThan(0);
    expect(keptOf(line, "post cards"), line).toBe(1);
    expect(stale).toEqual([]);
    last = warm;
  }, 300_000);

  it("shows a new post where it is listed, and keeps the pages that do not show it", () => {
    writeFileSync(
      inCopy("content/posts/added-between-builds.md"),
      [
        "---",
        "title: Added between builds",
        "date: 2026-02-01",
        "description: The post the warm build test adds.",
        "tags: [Builds]",
        "---",
        "",
        "A post pushed on its own.",
        "",
      ].join("\n"),
    );
    const { line, warm, changed, stale } = warmEqualsCold(last);
    expect(page("blog/added-between-builds")).toContain("A post pushed on its own.");
    expect(page("blog")).toContain("Added between builds");
    expect(changed).toContain(join("client", "blog", "index.html"));
    expect(changed).not.toContain(join("client", "courses", "index.html"));
    // Only the pages that show the new post are rendered: most are the last build's.
    expect(keptOf(line, "pages and files"), line).toBeGreaterThan(
      totalOf(line, "pages and files") / 2,
    );
    expect(keptOf(line, "post cards"), line).toBe(1);
    expect(stale).toEqual([]);
    last = warm;
  }, 300_000);

  it("shows a translation's new words, on its pages and its share card", () => {
    edit("content/languages.ts", (text) => text.replace('"Entwickler"', '"Entwickler für Web"'));
    const { line, warm, changed, stale } = warmEqualsCold(last);
    expect(page("de")).toContain("Entwickler für Web");
    expect(changed).toContain(join("client", "de", "share-image.png"));
    // The posts' cards, in the site's own language, are not the translation's.
    expect(keptOf(line, "post cards"), line).toBe(2);
    expect(stale).toEqual([]);
    last = warm;
  }, 300_000);

  it("shows a change to the template's code on every page", () => {
    edit("app/shell/site-footer.tsx", (text) =>
      text.replace('<p className="copyright">', '<p className="copyright">Built warm. '),
    );
    const { line, warm, stale } = warmEqualsCold(last);
    for (const path of ["", "de", "blog/kept-between-builds"])
      expect(page(path)).toContain("Built warm.");
    // No page is kept from the old code; the cards, which it does not draw, are.
    expect(keptOf(line, "pages and files"), line).toBe(0);
    expect(keptOf(line, "post cards"), line).toBe(2);
    expect(stale).toEqual([]);
    last = warm;
  }, 300_000);

  it("shows what an updated package makes, and keeps nothing a package made", () => {
    // The update as npm makes it: the package's code, and its version in both lock files.
    writeFileSync(
      inCopy("node_modules", UPDATED, "index.js"),
      'import slug from "./lib/index.js";\nexport default (options) => slug({ prefix: "v2-", ...options });\n',
    );
    const bump = (text: string) =>
      text.replace(
        new RegExp(`("node_modules/${UPDATED}": \\{\\s*"version": ")([^"]+)"`),
        '$1$2-updated"',
      );
    edit("node_modules/.package-lock.json", bump);
    edit("package-lock.json", bump);
    const { line, stale } = warmEqualsCold(last);
    expect(page("blog/kept-between-builds")).toContain('id="v2-what-is-kept"');
    expect(keptOf(line, "pages and files"), line).toBe(0);
    expect(keptOf(line, "post cards"), line).toBe(0);
    expect(stale).toEqual([]);
  }, 300_000);
});
