/** Loads a value by key, sharing one pending or settled load per key. */
export type LoadOnce<T> = (key: string, load: () => Promise<T>) => Promise<T>;

/**
 * Creates a loader that runs `load` once per key and hands every later caller the same promise.
 * A failed load is forgotten, so a later call tries again (a chunk fetch may fail on a flaky network).
 */
export function createLoadOnce<T>(): LoadOnce<T> {
  const loaded = new Map<string, Promise<T>>();
  return (key, load) => {
    let promise = loaded.get(key);
    if (!promise) {
      promise = load();
      promise.catch(() => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  };
}
