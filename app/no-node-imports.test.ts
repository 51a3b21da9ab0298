// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// app/ is the site: what runs in the visitor's browser and what the prerender renders. Code
// that needs Node (the file system, paths, processes) belongs in build-time/ or scripts/, where
// nothing can bundle it into a page by accident. Tests may use Node freely.

const appDir = fileURLToPath(new URL(".", import.meta.url));
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file === "test-setup.ts";

/** The Node built-ins a module imports, statically, dynamically or re-exported. */
function nodeImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g),
    ...source.matchAll(/\brequire\s*\(\s*["']([^"']+)["']/g),
  ].map((match) => match[1] ?? "");
  return specifiers.filter((name) => name.startsWith("node:") || builtinModules.includes(name));
}

describe("no module under app/ imports Node", () => {
  it("finds a Node import in every form it can take", () => {
    expect(nodeImports('import { readFileSync } from "node:fs";')).toEqual(["node:fs"]);
    expect(nodeImports("import path from 'path';")).toEqual(["path"]);
    expect(nodeImports('export * from "fs/promises";')).toEqual(["fs/promises"]);
    expect(nodeImports('const os = await import("node:os");')).toEqual(["node:os"]);
    expect(nodeImports('const { join } = require("path");')).toEqual(["path"]);
    expect(nodeImports('import "node:process";')).toEqual(["node:process"]);
    expect(nodeImports('import { Feed } from "feed";\nimport { x } from "~/paths";')).toEqual([]);
  });

  it("holds for every module but the tests", () => {
    const modules = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !isTest(file.split(/[/\\]/).pop() ?? file),
    );
    expect(modules.length).toBeGreaterThan(20);
    const offenders = modules.flatMap((file) =>
      nodeImports(readFileSync(join(appDir, file), "utf8")).map((name) => `${file}: ${name}`),
    );
    expect(offenders, "move this code to build-time/ or scripts/").toEqual([]);
  });
});
