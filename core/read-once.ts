import { readFileSync, statSync } from "node:fs";

// What the owner's files parse into, kept once for the whole Node process. A build loads the
// modules that read them several times over (vite.config.ts, React Router's config and route
// list, the prerender's server bundle; `npm run dev` reloads them after edits), each copy with
// its own module state, so the store hangs on globalThis, where every copy finds it
// (docs/decisions/0008-one-content-reader.md).

type Parsed = { stamp: string; value: unknown };

const STORE = Symbol.for("portfolio.read-once");
const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, Parsed> };
holder[STORE] ??= new Map();
const store = holder[STORE];

/**
 * The file at `path` as `parse` makes it, read and parsed again only when the file changes (its
 * modification time or size). `kind` keeps apart two ways of parsing one file. A file that fails
 * to parse is kept by no one: each reader meets the error itself and reports it its own way.
 */
export function readOnce<T>(kind: string, path: string, parse: (source: string) => T): T {
  const { mtimeMs, size } = statSync(path);
  const stamp = `${mtimeMs} ${size}`;
  const key = `${kind} ${path}`;
  const known = store.get(key);
  if (known?.stamp === stamp) return known.value as T;
  const value = parse(readFileSync(path, "utf8"));
  store.set(key, { stamp, value });
  return value;
}
