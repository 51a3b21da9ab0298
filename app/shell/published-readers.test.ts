// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// A rebuild keeps a page while its loaders' data and its frame (app/shell/page-frame.ts) are
// what they were: what a page's document shows of the published list must come through the
// frame, or a new post would leave a page that shows it stale. A loader may read the list: what
// it returns is its page's data.

/** The modules that read the list, and what each does with it. */
const READERS = {
  "app/root.tsx": "through pageFrame",
  "app/shell/site-header.tsx": "through pageFrame",
  "app/current-page.ts": "through entryAt, the frame's entry",
  "app/llms/llms.server.ts": "in a loader: /llms.txt's data",
};

const modules = readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join("app", file).replaceAll("\\", "/"));

const importsPublished = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)].some(([, specifier = ""]) => {
    const target = specifier.startsWith("~/")
      ? join("app", specifier.slice(2))
      : specifier.startsWith(".")
        ? relative(".", resolve(dirname(file), specifier))
        : specifier;
    return target.replaceAll("\\", "/").replace(/\.ts$/, "") === "app/shell/published";
  });

describe("the published list", () => {
  it("is read by the document through its frame, and otherwise only by loaders", () => {
    expect(modules.filter(importsPublished).sort()).toEqual(Object.keys(READERS).sort());
  });
});
