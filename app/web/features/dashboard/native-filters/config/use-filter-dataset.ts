import { useEffect, useState } from 'react';
import { getErrorMessage } from '@core/errors/index.js';
import type { FilterDatasetDetail } from './filter-config-api';
import type { FilterDatasetCache } from './filter-dataset-cache';

/** A dataset being read for the filter form. */
export interface FilterDatasetState {
  dataset: FilterDatasetDetail | null;
  loading: boolean;
  error: string | null;
}

/** The columns and metrics of dataset `id` (null: none chosen), read through the modal's cache. */
export function useFilterDataset(cache: FilterDatasetCache, id: number | null): FilterDatasetState {
  const [state, setState] = useState<FilterDatasetState & { id: number | null }>({ id: null, dataset: null, loading: false, error: null });
  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    setState({ id, dataset: null, loading: true, error: null });
    cache.get(id).then(
      (dataset) => current && setState({ id, dataset, loading: false, error: null }),
      (error: unknown) => current && setState({ id, dataset: null, loading: false, error: getErrorMessage(error instanceof Error ? { error: error.message } : null) }),
    );
    return () => {
      current = false;
    };
  }, [cache, id]);
  if (id === null) return { dataset: null, loading: false, error: null };
  // Until the effect runs for a new id, the previous dataset's columns must not show.
  if (state.id !== id) return { dataset: null, loading: true, error: null };
  return state;
}
