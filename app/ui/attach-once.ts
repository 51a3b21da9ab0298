// A page that hydrates on intent (the contact form, see build-time/html-transforms.ts) runs the
// page's script first, and React's effects ask for the same behaviour again once it hydrates.
// Attached twice, every listener would fire twice (the menu would toggle back, a field would
// start a second worker), so the first attach stands and a later one is a no-op until the first
// is let go. The page script and React's bundle share this module's one instance: the build
// puts a module in exactly one chunk.
const attached = new Map<string, WeakSet<object>>();

/**
 * Runs `attach` for `target` unless `name` is attached to it already; returns what lets it go
 * (nothing to undo for the call that found it attached).
 */
export function attachOnce(name: string, target: object, attach: () => () => void): () => void {
  let targets = attached.get(name);
  if (!targets) {
    targets = new WeakSet();
    attached.set(name, targets);
  }
  if (targets.has(target)) return () => {};
  const taken = targets;
  taken.add(target);
  const detach = attach();
  return () => {
    taken.delete(target);
    detach();
  };
}
