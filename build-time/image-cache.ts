// vite-imagetools keeps each screenshot's encoded sizes by the source's bytes and the directives
// alone: after an update of sharp (libvips and its encoders) or of imagetools, a build would
// take what the old versions encoded, which a cold build no longer makes. So the sizes are kept
// in a folder per version of the packages that encode them, and the others' folders go.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** Where vite-imagetools keeps the encoded sizes, a folder per version of ENCODERS. */
export const IMAGE_CACHE = join("node_modules", ".cache", "imagetools");

/** The packages whose code encodes a screenshot (sharp pins its libvips). */
export const ENCODERS = ["sharp", "imagetools-core", "vite-imagetools"];

const versionOf = (root: string, name: string) => {
  try {
    return JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8"))
      .version as string;
  } catch {
    return "none";
  }
};

/** The cache's folder for the installed encoders, relative to `root`. */
export function imageCacheFolder(root = process.cwd()): string {
  const versions = ENCODERS.map((name) => `${name}@${versionOf(root, name)}`).join("\n");
  return join(IMAGE_CACHE, createHash("sha256").update(versions).digest("hex").slice(0, 16));
}

/** imageCacheFolder, for the build's config: the folders made for other versions (and the
 * files of the cache's older, flat layout) are removed. */
export function imageCacheDir(root = process.cwd()): string {
  const folder = imageCacheFolder(root);
  let entries: string[] = [];
  try {
    entries = readdirSync(join(root, IMAGE_CACHE));
  } catch {
    // No cache yet.
  }
  for (const entry of entries)
    if (join(IMAGE_CACHE, entry) !== folder)
      rmSync(join(root, IMAGE_CACHE, entry), { recursive: true, force: true });
  return folder;
}

/** How many sizes vite-imagetools encoded (rather than took from its cache) since `since` (ms
 * since the epoch): the files it wrote into the cache's folder since then. */
export function encodedSince(since: number, root = process.cwd()): number {
  const dir = join(root, imageCacheFolder(root));
  let count = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isFile() && statSync(join(dir, entry.name)).mtimeMs >= since) count++;
  } catch {
    // No cache: nothing was encoded into it.
  }
  return count;
}
