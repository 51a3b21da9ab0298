// Counts screenshots that have settled: loaded or failed. The list is shown once every one
// has, so a single broken file can never keep the page loading. Keys make counting
// idempotent: an image reported both by its load event and by the `complete` check on mount
// (it finished before React attached its handlers) still counts once.

export type Settled = ReadonlySet<string>;

export function settle(settled: Settled, keys: readonly string[]): Settled {
  const fresh = keys.filter((key) => !settled.has(key));
  if (fresh.length === 0) return settled;
  return new Set([...settled, ...fresh]);
}

export function allSettled(settled: Settled, total: number): boolean {
  return settled.size >= total;
}

type ImageLike = { complete: boolean; naturalWidth: number; currentSrc: string; src: string };

/** Which images were already done before anyone listened: loaded ones and failed ones. */
export function alreadyComplete<T extends ImageLike>(images: Iterable<[key: string, image: T]>) {
  const done: string[] = [];
  const failed: string[] = [];
  for (const [key, image] of images) {
    if (!image.complete) continue;
    done.push(key);
    if (image.naturalWidth === 0) failed.push(image.currentSrc || image.src);
  }
  return { done, failed };
}
