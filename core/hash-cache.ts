import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
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

/** Where this project's own import specifiers point, from the project's root (package.json's
 * "imports" and the `~` alias); the owner's `#content/` is input, not code, and is not followed. */
const OWN_PREFIXES: [string, string][] = [
  ["~/", "app/"],
  ["#core/", "core/"],
];

/** A module's imports that run: `import type` and `export type` make no code. */
const IMPORTS =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts"];

/**
 * A module and every module of this project it imports, in turn, as files from the project's
 * root: the code a kept value is made by, found rather than listed, so that an edit to a module
 * a renderer imports makes its values anew. Packages are not followed (the lock files stand for
 * them). Where a file cannot be read it is named all the same, so that codeStamp finds it
 * missing and nothing is kept.
 */
export function codeOf(entry: string, root = process.cwd()): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    let source: string;
    try {
      source = readFileSync(join(root, file), "utf8");
    } catch {
      return;
    }
    for (const [, from, dynamic] of source.matchAll(IMPORTS)) {
      const specifier = from ?? dynamic ?? "";
      const own = OWN_PREFIXES.find(([prefix]) => specifier.startsWith(prefix));
      const base = own
        ? own[1] + specifier.slice(own[0].length)
        : specifier.startsWith(".")
          ? join(dirname(file), specifier)
          : undefined;
      if (base === undefined) continue;
      const path = EXTENSIONS.map((ending) => normalize(base + ending)).find((candidate) => {
        try {
          return statSync(join(root, candidate)).isFile();
        } catch {
          return false;
        }
      });
      if (path) visit(relative(root, join(root, path)));
    }
  };
  visit(normalize(entry));
  return [...found].sort();
}

/** The code that makes a value: `entry`, the modules of ours it imports, and the packages, as
 * the lock files name what is locked and what is installed. */
export const madeBy = (entry: string): string[] => [
  ...codeOf(entry),
  "package-lock.json",
  "node_modules/.package-lock.json",
];

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
