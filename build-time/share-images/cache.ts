// The one disk cache of the share images: what was drawn (the site's card and icons, each
// post's card) and what was read from the fonts (their letters), kept under
// node_modules/.cache/share-images/ by the hash of its inputs and of everything that draws it
// (this folder's code, the dots' generator, the fonts and the installed packages, satori's and
// resvg's among them), so that a rebuild draws only what changed, and a change to any of those
// draws everything anew.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";

/** Where the pictures are kept (`npm run bench:scale` empties it for a cold build). */
export const SHARE_IMAGE_CACHE = join("node_modules", ".cache", "share-images");

const here = fileURLToPath(new URL(".", import.meta.url));

/** The files whose bytes draw the pictures: this folder's code, the dots' generator, the fonts
 * (fonts.ts names them) and the lock file of the installed packages. */
const drawingFiles = (fonts: readonly string[]) => [
  ...readdirSync(here)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort()
    .map((file) => join(here, file)),
  fileURLToPath(new URL("../seeded-random.ts", import.meta.url)),
  ...fonts,
];

let drawingCode: string | null | undefined;
/** The hash of what draws, made once a process; null where the code cannot be read (a copy of
 * the site without its sources: then nothing is kept). */
function drawingHash(fonts: readonly string[]): string | null {
  if (drawingCode === undefined) {
    try {
      const hash = createHash("sha256");
      for (const file of drawingFiles(fonts)) hash.update(readFileSync(file));
      try {
        hash.update(readFileSync(join("node_modules", ".package-lock.json")));
      } catch {
        // Another package manager keeps no such file: the code and fonts still key the pictures.
      }
      drawingCode = hash.digest("hex");
    } catch {
      drawingCode = null;
    }
  }
  return drawingCode;
}

/** A kind of thing kept: its name in the cache, and the font files that draw it. */
export type Kept = { kind: string; fonts: readonly string[]; dir?: string };

/** The file `name` of what was made for `input`, under the cache's folder; null when nothing is
 * kept. */
function keptPath({ kind, fonts, dir = SHARE_IMAGE_CACHE }: Kept, input: unknown, name: string) {
  const code = drawingHash(fonts);
  if (code === null) return null;
  const key = createHash("sha256").update(code).update(kind).update(JSON.stringify(input));
  return join(dir, `${key.digest("hex")}-${name}`);
}

/** The files made before for `input`, by name; undefined unless every one of `names` is kept. */
export function keptFiles(
  kept: Kept,
  input: unknown,
  names: readonly string[],
): Record<string, Buffer> | undefined {
  const files: Record<string, Buffer> = {};
  for (const name of names) {
    const path = keptPath(kept, input, name);
    if (path === null) return undefined;
    try {
      files[name] = readFileSync(path);
    } catch {
      return undefined;
    }
    // A file cut short (a disk that filled) is no picture: made again.
    if (files[name].length === 0) return undefined;
  }
  return files;
}

/** `make()`'s files, or those it made before for the same `input` and drawing code. Only what
 * was made without an error is kept. */
export async function keptOrMade(
  kept: Kept,
  input: unknown,
  names: readonly string[],
  make: () => Promise<Record<string, Buffer>>,
): Promise<Record<string, Buffer>> {
  const found = keptFiles(kept, input, names);
  if (found) return found;
  const made = await make();
  for (const name of names) {
    const path = keptPath(kept, input, name);
    const file = made[name];
    if (path === null || file === undefined) continue;
    mkdirSync(kept.dir ?? SHARE_IMAGE_CACHE, { recursive: true });
    // Written whole, then named: a build stopped halfway leaves no half file behind. Named by
    // process and thread, since the card threads share the process's id.
    const partial = `${path}.${process.pid}-${threadId}.partial`;
    writeFileSync(partial, file);
    renameSync(partial, path);
  }
  return made;
}
