import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

// What a build made from its inputs, kept under node_modules/.cache/<name>/ by the hash of those
// inputs and of the code that makes it, so the next build makes again only what changed: a
// rebuild after one post's edit renders that post's Markdown, not every post's.

const stamps = new Map<string, string | null>();

/** The hash of files' contents, read again only when one has changed; null when one cannot be
 * read (a copy of the site without its sources: then nothing is kept). Looked up by the files'
 * times as well as their names: the dev server keeps this module while the code it names is
 * edited, and a stamp read once would give back what the old code made. */
function codeStamp(files: readonly string[]): string | null {
  let id: string;
  try {
    id = files.map((file) => `${file}\0${statSync(join(process.cwd(), file)).mtimeMs}`).join("\n");
  } catch {
    return null;
  }
  let stamp = stamps.get(id);
  if (stamp === undefined) {
    try {
      const hash = createHash("sha256");
      for (const file of files) hash.update(readFileSync(join(process.cwd(), file)));
      stamp = hash.digest("hex");
    } catch {
      stamp = null;
    }
    stamps.set(id, stamp);
  }
  return stamp;
}

export type HashCache = {
  /** The folder, under node_modules/.cache/. */
  dir: string;
  /** The files (from the project's root) whose code makes the value: a change to one makes
   * every value anew. */
  code: readonly string[];
};

/** Where the value for `input` is kept; null where nothing is (the code cannot be read). */
function keptFile(cache: HashCache, input: string): string | null {
  const code = codeStamp(cache.code);
  if (code === null) return null;
  return join(cache.dir, `${createHash("sha256").update(code).update(input).digest("hex")}.json`);
}

/** Whether a value for `input` is kept; null where nothing can be (the code cannot be read). */
export function isKept(cache: HashCache, input: string): boolean | null {
  const file = keptFile(cache, input);
  return file === null ? null : existsSync(file);
}

/**
 * `make()`, or what it made before for the same `input` and code. Only a value made without an
 * error is kept: a content error is met again, and named, in every build until it is fixed.
 */
export async function cachedByHash<T>(
  cache: HashCache,
  input: string,
  make: () => Promise<T>,
): Promise<T> {
  const file = keptFile(cache, input);
  if (file === null) return make();
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    const value = await make();
    mkdirSync(cache.dir, { recursive: true });
    // Written whole, then named: a build stopped halfway leaves no half file behind. Named by
    // process and thread, since the build's threads share the process's id.
    const partial = `${file}.${process.pid}-${threadId}.partial`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
    return value;
  }
}
