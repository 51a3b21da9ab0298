// What the build's caches gave back and what they made anew, for the build's summary
// (build-end/report.ts). Kept on globalThis: Vite loads the config's modules more than once in a
// build, and each copy of a cache's module notes into the same tally.

type LookedUp = { kept: Set<string>; missed: Set<string> };

const TALLY = Symbol.for("portfolio.cache-tally");
const store = globalThis as typeof globalThis & { [TALLY]?: Map<string, LookedUp> };

/** Notes that the cache of `kind` had the entry `key` (kept) or had to make it. */
export function noteLookUp(kind: string, key: string, kept: boolean): void {
  store[TALLY] ??= new Map();
  let looked = store[TALLY].get(kind);
  if (!looked) {
    looked = { kept: new Set(), missed: new Set() };
    store[TALLY].set(kind, looked);
  }
  (kept ? looked.kept : looked.missed).add(key);
}

/** How many entries of `kind` this process took from the cache, and how many it made: an entry
 * made and then read again is made. */
export function tallyOf(kind: string): { kept: number; made: number } {
  const looked = store[TALLY]?.get(kind);
  if (!looked) return { kept: 0, made: 0 };
  let kept = 0;
  for (const key of looked.kept) if (!looked.missed.has(key)) kept++;
  return { kept, made: looked.missed.size };
}
