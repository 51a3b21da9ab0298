// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cachedByHash, codeOf } from "./hash-cache.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A cache in a folder of its own, made by a code file of its own. */
function freshCache() {
  const dir = mkdtempSync(join(tmpdir(), "hash-cache-"));
  dirs.push(dir);
  const code = join(dir, "code.ts");
  writeFileSync(code, "one");
  return { cache: { dir: join(dir, "kept"), code: [relative(process.cwd(), code)] }, code };
}

describe("cachedByHash", () => {
  it("makes a value once per input and gives it back as made", async () => {
    const { cache } = freshCache();
    let made = 0;
    const make = async () => ({ html: "<p>made</p>", count: ++made });
    expect(await cachedByHash(cache, "a", make)).toEqual({ html: "<p>made</p>", count: 1 });
    expect(await cachedByHash(cache, "a", make)).toEqual({ html: "<p>made</p>", count: 1 });
    expect(await cachedByHash(cache, "b", make)).toEqual({ html: "<p>made</p>", count: 2 });
    expect(readdirSync(cache.dir)).toHaveLength(2);
  });

  it("makes the value anew once its code is edited, in the same process (as the dev server)", async () => {
    const { cache, code } = freshCache();
    let made = 0;
    const make = async () => ++made;
    expect(await cachedByHash(cache, "a", make)).toBe(1);
    writeFileSync(code, "two");
    // A time of its own: two writes within the file system's clock tick can share one.
    const later = new Date(Date.now() + 5_000);
    utimesSync(code, later, later);
    expect(await cachedByHash(cache, "a", make)).toBe(2);
    expect(await cachedByHash(cache, "a", make)).toBe(2);
  });

  it("keeps nothing made with an error: it is met again", async () => {
    const { cache } = freshCache();
    const fail = () => Promise.reject(new Error("content error"));
    await expect(cachedByHash(cache, "a", fail)).rejects.toThrow("content error");
    await expect(cachedByHash(cache, "a", fail)).rejects.toThrow("content error");
  });

  it("keeps nothing when its code cannot be read", async () => {
    const { cache } = freshCache();
    const missing = { ...cache, code: ["no/such/file.ts"] };
    let made = 0;
    await cachedByHash(missing, "a", async () => ++made);
    expect(await cachedByHash(missing, "a", async () => ++made)).toBe(2);
  });
});

describe("codeOf", () => {
  it("finds every module of ours a module imports, in turn, and nothing else", () => {
    const root = mkdtempSync(join(tmpdir(), "code-of-"));
    dirs.push(root);
    const write = (file: string, text: string) => {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write(
      "core/render.ts",
      [
        'import { unified } from "unified";',
        'import { words } from "./words";',
        'import type { Picture } from "./picture.ts";',
        'export { table } from "./tables/table.ts";',
        'import { site } from "#content/site.ts";',
        'const later = () => import("./later.ts");',
      ].join("\n"),
    );
    write("core/words.ts", 'import {\n  texts,\n  type Texts,\n} from "#core/texts.ts";');
    write("core/tables/table.ts", 'import { words } from "../words.ts";');
    write("core/later.ts", "export const later = 1;");
    write("core/picture.ts", "export type Picture = string;");
    write("core/texts.ts", "export const texts = {};");
    expect(codeOf("core/render.ts", root)).toEqual(
      [
        "core/later.ts",
        "core/render.ts",
        "core/tables/table.ts",
        "core/texts.ts",
        "core/words.ts",
      ].map((file) => join(file)),
    );
  });
});
