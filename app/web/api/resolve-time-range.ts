import { useCallback } from 'react';
import type { ResolvedTimeRange } from '@control-schemas/widgets/control-panel-context.js';
import { risonParam } from '../components/list-view/rison-param';
import { useAppDispatch } from '../store/hooks';
import { api } from './api';
import { FRESH_READ, unwrapCall } from './unwrap-call';

/** Time ranges resolved with the server's grammar (`GET /api/v1/time_range/`). */
export const timeRangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resolveTimeRange: build.query<ResolvedTimeRange, string>({
      query: (timeRange) => `/api/v1/time_range/?q=${risonParam(timeRange)}`,
      transformResponse: (body: { result: Array<{ since: string; until: string; timeRange: string }> }, _meta, timeRange) => {
        const first = body.result[0];
        return { since: first?.since || null, until: first?.until || null, timeRange: first?.timeRange ?? timeRange };
      },
    }),
  }),
});

/**
 * The `resolveTimeRange` service of control panels and filter components: each call asks the
 * server afresh (a relative range such as "Last day" moves with the clock), and a refusal is an
 * `ApiCallError` in the product's words.
 */
export function useResolveTimeRange(): (timeRange: string) => Promise<ResolvedTimeRange> {
  const dispatch = useAppDispatch();
  return useCallback((timeRange: string) => unwrapCall(dispatch(timeRangeApi.endpoints.resolveTimeRange.initiate(timeRange, FRESH_READ))), [dispatch]);
}
