import { useEffect, useRef } from 'react';
import { FILTER_DELETION_UNDO_MS } from '@core/dashboard/index.js';
import { isPendingRemoval, type FilterConfigDraft } from './filter-config-draft';

/**
 * Ends the undo window of each deleted entry `FILTER_DELETION_UNDO_MS` after its deletion (spec §9)
 * by calling `purge`; restoring an entry in time cancels its timer. Timers stop with the component.
 */
export function useRemovalTimers(draft: FilterConfigDraft, purge: (id: string) => void): void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const purgeRef = useRef(purge);
  purgeRef.current = purge;
  useEffect(() => {
    const running = timers.current;
    for (const [id, timer] of running) {
      if (isPendingRemoval(draft, id)) continue;
      clearTimeout(timer);
      running.delete(id);
    }
    for (const id of draft.removed) {
      if (running.has(id) || !isPendingRemoval(draft, id)) continue;
      running.set(
        id,
        setTimeout(() => {
          running.delete(id);
          purgeRef.current(id);
        }, FILTER_DELETION_UNDO_MS),
      );
    }
  }, [draft]);
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
    };
  }, []);
}
