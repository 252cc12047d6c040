import { useEffect, useMemo, useState } from 'react';
import type { NativeFilter } from '@core/dashboard/index.js';
import type { ChartDataResponse, ExtraFormData } from '@core/plugin-api/index.js';
import type { FilterTypeDescriptor } from '@core/registry/index.js';
import { errorMessageOf } from '../../../api/api-call-error';
import type { ChartDataCache } from '../model/chart-data-cache';
import { filterOptionsQuery } from './filter-query';
import { stableJson } from '@core/query/stable-json.js';

/** What a filter component shows of its options query. */
export interface FilterOptionsState {
  data?: ChartDataResponse;
  loading: boolean;
  error?: string;
}

/** Options of {@link useFilterOptions}. */
export interface FilterOptionsRequest {
  filter: NativeFilter;
  descriptor: FilterTypeDescriptor | undefined;
  /** What the filter's cascade parents add now. */
  parentsExtraFormData: ExtraFormData;
  /** Text typed in the filter's search box. */
  search?: string;
  cache: ChartDataCache;
}

/**
 * Runs a filter's options query through the filter cache (apart from the charts' queries) and
 * again whenever the query changes: the filter's options, its parents' values or the search. The
 * last answer stays shown while a new one loads.
 */
export function useFilterOptions({ filter, descriptor, parentsExtraFormData, search, cache }: FilterOptionsRequest): FilterOptionsState {
  const built = useMemo(() => {
    try {
      const context = filterOptionsQuery(filter, descriptor, parentsExtraFormData, search);
      return { context, key: context ? stableJson(context) : '' };
    } catch (error) {
      return { context: null, key: '', error: error instanceof Error ? error.message : String(error) };
    }
  }, [filter, descriptor, parentsExtraFormData, search]);
  // The query runs again only when its text changes, not each time the objects are rebuilt.
  const { key } = built;
  const [state, setState] = useState<FilterOptionsState>(() => {
    const kept = built.context ? cache.peek(built.context) : undefined;
    return kept ? { data: kept, loading: false } : { loading: built.context !== null, error: built.error };
  });

  useEffect(() => {
    const { context } = built;
    if (built.error) {
      setState({ loading: false, error: built.error });
      return undefined;
    }
    if (!context) {
      setState({ loading: false });
      return undefined;
    }
    const kept = cache.peek(context);
    if (kept) {
      setState((previous) => (previous.data === kept && !previous.loading ? previous : { data: kept, loading: false }));
      return undefined;
    }
    let cancelled = false;
    setState((previous) => ({ data: previous.data, loading: true }));
    cache.load(context).then(
      (data) => !cancelled && setState({ data, loading: false }),
      async (error: unknown) => {
        const message = await errorMessageOf(error);
        if (!cancelled) setState({ loading: false, error: message });
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` stands for the built query.
  }, [key, built.error, cache]);

  return state;
}
