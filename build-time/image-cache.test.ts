// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ENCODERS,
  encodedSince,
  IMAGE_CACHE,
  imageCacheDir,
  imageCacheFolder,
} from "./image-cache.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project whose installed encoders have these versions. */
function project(version: string) {
  const root = mkdtempSync(join(tmpdir(), "image-cache-"));
  dirs.push(root);
  install(root, version);
  return root;
}

function install(root: string, version: string) {
  for (const name of ENCODERS) {
    mkdirSync(join(root, "node_modules", name), { recursive: true });
    writeFileSync(join(root, "node_modules", name, "package.json"), JSON.stringify({ version }));
  }
}

describe("the screenshots' cache", () => {
  it("is a folder per version of the encoders, and an update leaves the old sizes behind", () => {
    const root = project("1.0.0");
    const before = imageCacheDir(root);
    expect(before.startsWith(IMAGE_CACHE)).toBe(true);
    mkdirSync(join(root, before), { recursive: true });
    writeFileSync(join(root, before, "a-size"), "encoded by 1.0.0");
    // The cache's older layout: a size in the cache's folder itself.
    writeFileSync(join(root, IMAGE_CACHE, "flat-size"), "encoded before");
    expect(imageCacheDir(root)).toBe(before);
    expect(existsSync(join(root, before, "a-size"))).toBe(true);

    install(root, "1.0.1");
    const after = imageCacheDir(root);
    expect(after).not.toBe(before);
    expect(existsSync(join(root, before))).toBe(false);
    expect(existsSync(join(root, IMAGE_CACHE, "flat-size"))).toBe(false);
    expect(imageCacheFolder(root)).toBe(after);
  });

  it("counts the sizes encoded since a build began", () => {
    const root = project("2.0.0");
    const dir = join(root, imageCacheDir(root));
    mkdirSync(dir, { recursive: true });
    const began = Date.now();
    writeFileSync(join(dir, "kept"), "from the last build");
    const earlier = new Date(began - 60_000);
    utimesSync(join(dir, "kept"), earlier, earlier);
    writeFileSync(join(dir, "encoded"), "now");
    const later = new Date(began + 1_000);
    utimesSync(join(dir, "encoded"), later, later);
    expect(encodedSince(began, root)).toBe(1);
    expect(encodedSince(began, project("2.0.0"))).toBe(0);
  });
});
