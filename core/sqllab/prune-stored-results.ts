import { STORED_RESULTS_MAX_AGE_MS, STORED_RESULTS_MAX_BYTES } from './constants.js';
import { estimateJsonBytes } from './estimate-json-bytes.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';

/** Limits of {@link pruneStoredResults}; the defaults are those of product spec §9. */
export interface StoredResultsLimits {
  maxAgeMs?: number;
  maxBytes?: number;
}

/**
 * Drops the results kept in the state so that it stays small enough to store in the browser:
 * first the results of every query started more than a day before `now` and every result set
 * estimated above about 5 MB on its own, then, while the rest together exceed that size, those
 * of the oldest query. Row counts and
 * results keys stay, so dropped results can be fetched again. Returns `state` itself when
 * nothing was dropped.
 *
 * @example
 * ```ts
 * localStorage.setItem('sqlLab', JSON.stringify(pruneStoredResults(state, Date.now())));
 * ```
 */
export function pruneStoredResults(state: SqlLabState, now: number, limits: StoredResultsLimits = {}): SqlLabState {
  const maxAgeMs = limits.maxAgeMs ?? STORED_RESULTS_MAX_AGE_MS;
  const maxBytes = limits.maxBytes ?? STORED_RESULTS_MAX_BYTES;
  const dropped = new Set<string>();
  const kept: { query: SqlLabQuery; bytes: number }[] = [];
  let total = 0;
  for (const query of Object.values(state.queries)) {
    if (query.results === null) continue;
    if (now - query.startDttm > maxAgeMs) {
      dropped.add(query.id);
      continue;
    }
    const bytes = estimateJsonBytes(query.results);
    // A result set that alone exceeds the limit can never be kept; smaller ones need not make room for it.
    if (bytes > maxBytes) {
      dropped.add(query.id);
      continue;
    }
    kept.push({ query, bytes });
    total += bytes;
  }
  kept.sort((a, b) => a.query.startDttm - b.query.startDttm || a.query.id.localeCompare(b.query.id));
  for (const { query, bytes } of kept) {
    if (total <= maxBytes) break;
    dropped.add(query.id);
    total -= bytes;
  }
  if (dropped.size === 0) return state;
  const queries = { ...state.queries };
  for (const id of dropped) queries[id] = { ...queries[id]!, results: null };
  return { ...state, queries };
}
