/**
 * What `load` makes, made at the first call and shared by every call after it; a load that
 * fails is forgotten, so the next call tries again rather than meeting the same error forever
 * (a library that failed to load, a server that failed to start).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
