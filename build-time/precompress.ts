import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The files nginx's gzip_types (and HTML) cover in deploy/nginx.conf. */
const TEXT_FILES = /\.(html|css|js|txt|json|webmanifest|xml|svg)$/;

/**
 * Writes file.gz beside every text file of the build, compressed once at the highest level,
 * for servers that send them as they are (`npm start`, nginx's gzip_static). Returns how many.
 */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => TEXT_FILES.test(file));
  for (const file of files) {
    const path = join(dir, file);
    await writeFile(`${path}.gz`, gzipSync(await readFile(path), { level: 9 }));
  }
  return files.length;
}
