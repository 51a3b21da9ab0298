// Work a page still does to show its first screen, such as the projects' screenshots, which the
// list waits for. Decoration (the particle field) starts only once none is left: on a phone's
// few cores, a field drawing every frame beside the arriving screenshots stretches the page's
// own tasks. A page that holds nothing lets it start at once.

const pending = new Set<Promise<unknown>>();
let waiting: Array<() => void> = [];

/** Holds decoration back until `work` settles, fulfilled or rejected. */
export function holdFirstScreen(work: Promise<unknown>): void {
  pending.add(work);
  const release = () => {
    pending.delete(work);
    if (pending.size > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  work.then(release, release);
}

/** Resolves once no page holds its first screen (at once when none does). */
export function firstScreenShown(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((done) => waiting.push(done));
}
