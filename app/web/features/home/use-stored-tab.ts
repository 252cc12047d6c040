import { useState } from 'react';

const STORAGE_PREFIX = 'tessera.home.';

function readStored<TabValue extends string>(key: string, allowed: readonly TabValue[]): TabValue | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_PREFIX + key);
    return allowed.find((value) => value === stored) ?? null;
  } catch {
    return null;
  }
}

/** A home section's tab, remembered in the browser so the page opens as the user left it. */
export function useStoredTab<TabValue extends string>(key: string, allowed: readonly TabValue[], initial: TabValue) {
  const [tab, setTab] = useState<TabValue>(() => readStored(key, allowed) ?? initial);
  const choose = (next: TabValue) => {
    setTab(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_PREFIX + key, next);
    } catch {
      // Storage may be full or blocked; the choice still holds for this visit.
    }
  };
  return [tab, choose] as const;
}
