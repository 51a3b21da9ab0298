import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipped = promisify(gzip);

/** The files nginx's gzip_types (and HTML) cover in deploy/nginx.conf. */
const TEXT_FILES = /\.(html|css|js|txt|json|webmanifest|xml|svg)$/;

/**
 * Writes file.gz beside every text file of the build, compressed once at the highest level,
 * for servers that send them as they are (`npm start`, nginx's gzip_static). Returns how many.
 */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => TEXT_FILES.test(file));
  // Off the build's thread, on libuv's pool: a thousand posts make several thousand files. A few
  // at a time, so that not every file is in memory at once.
  const compress = async (file: string) => {
    const path = join(dir, file);
    await writeFile(`${path}.gz`, await gzipped(await readFile(path), { level: 9 }));
  };
  for (let at = 0; at < files.length; at += 64)
    await Promise.all(files.slice(at, at + 64).map(compress));
  return files.length;
}
