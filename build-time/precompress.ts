import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, normalize, resolve } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipped = promisify(gzip);

/** The files nginx's gzip_types (and HTML) cover in deploy/nginx.conf. */
const TEXT_FILES = /\.(html|css|js|txt|json|webmanifest|xml|svg)$/;

/** Where the compressed files are kept: a folder per build folder, as the prerender's pages. */
export const PRECOMPRESS_CACHE = join("node_modules", ".cache", "precompressed");

/** The folder of `client`'s compressed files, under the project at `root`. */
export const precompressCacheFolder = (root: string, client: string) =>
  join(
    root,
    PRECOMPRESS_CACHE,
    createHash("sha256").update(resolve(client)).digest("hex").slice(0, 16),
  );

/** The gzip level: the highest, since a file is compressed once and sent many times. */
const LEVEL = 9;

/**
 * Writes file.gz beside every text file of the build, compressed once at the highest level,
 * for servers that send them as they are (`npm start`, nginx's gzip_static). Returns how many.
 * A file whose bytes the last build of the same folder compressed too (most of a rebuild's:
 * 1.9 s of gzip at 1,004 posts) is copied from `cacheDir`, kept by the hash of its bytes, the
 * level and zlib's version; what this build did not use is dropped.
 */
export function precompress(
  dir: string,
  cacheDir = precompressCacheFolder(process.cwd(), dir),
): Promise<number> {
  return compressing(dir, cacheDir).finish();
}

/**
 * precompress in two parts: `ahead` compresses files that are final while the build still
 * makes others (the pages, while Pagefind's process indexes them, rather than after it);
 * `finish` compresses every text file not done yet and drops what the cache did not give.
 */
export function compressing(dir: string, cacheDir = precompressCacheFolder(process.cwd(), dir)) {
  const cache = mkdir(cacheDir, { recursive: true }).then(
    async () => new Set(await readdir(cacheDir)),
  );
  const used = new Set<string>();
  const done = new Set<string>();
  // Files of the same bytes (a feed in two forms, a page twice) are compressed once, and kept by
  // that one.
  const making = new Map<string, Promise<Buffer>>();
  // Off the build's thread, on libuv's pool: a thousand posts make several thousand files. A few
  // at a time, so that not every file is in memory at once.
  const compress = async (file: string, kept: Set<string>) => {
    const path = join(dir, file);
    const bytes = await readFile(path);
    const name = `${createHash("sha256").update(`${process.versions.zlib}:${LEVEL}\0`).update(bytes).digest("hex")}.gz`;
    used.add(name);
    const cached = join(cacheDir, name);
    if (
      kept.has(name) &&
      (await copyFile(cached, `${path}.gz`).then(
        () => true,
        () => false,
      ))
    )
      return;
    const first = !making.has(name);
    if (first) making.set(name, gzipped(bytes, { level: LEVEL }));
    const compressed = await (making.get(name) as Promise<Buffer>);
    await writeFile(`${path}.gz`, compressed);
    if (!first) return;
    // Written whole, then named: a build stopped halfway leaves no half file to copy.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, compressed);
    await rename(partial, cached);
  };
  const compressAll = async (files: string[]) => {
    const kept = await cache;
    // One spelling of each path, the pages' and readdir's (whose separators are the system's).
    const todo = files
      .map((file) => normalize(file))
      .filter((file) => TEXT_FILES.test(file) && !done.has(file));
    for (const file of todo) done.add(file);
    for (let at = 0; at < todo.length; at += 64)
      await Promise.all(todo.slice(at, at + 64).map((file) => compress(file, kept)));
  };
  let ahead = Promise.resolve();
  return {
    /** Compresses `files` (paths in `dir`), which the build will not change again. */
    ahead(files: string[]): Promise<void> {
      ahead = ahead.then(() => compressAll(files));
      return ahead;
    },
    async finish(): Promise<number> {
      await ahead;
      await compressAll(await readdir(dir, { recursive: true }));
      const kept = await cache;
      for (const name of kept) if (!used.has(name)) await rm(join(cacheDir, name), { force: true });
      return done.size;
    },
  };
}
