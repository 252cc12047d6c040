import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { clientErrorOf } from '../api/api-call-error';
import { fetchChartData } from '../api/chart-data';
import type { FormData } from './chart-form-data';

/** The chart's load states (spec §4): loading on start, success, then rendered; failed; stopped. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

export interface ChartQueryState {
  status: ChartStatus;
  response?: ChartDataResponse;
  /** The form data the response answers (render-only controls may have changed since). */
  queriedFormData?: FormData;
  queryContext?: QueryContext;
  error?: ClientErrorObject;
  /** When the last query started and finished, for the "ran in" label. */
  startedAt?: number;
  endedAt?: number;
}

/**
 * Runs chart-data queries for one chart drawn on its own (explore): one at a time (a new run aborts
 * the previous), stoppable, following a 202 to its async result, and normalising failures to the
 * error catalogue. Dashboards run theirs through their shared cache instead.
 */
export function useChartQuery(pollingDelayMs: number) {
  const [state, setState] = useState<ChartQueryState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (formData: FormData, queryContext: QueryContext) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const startedAt = Date.now();
      setState((previous) => ({ ...previous, status: 'loading', error: undefined, startedAt, queryContext }));
      try {
        const response = await fetchChartData(queryContext, { pollingDelayMs, signal: abort.signal });
        if (abort.signal.aborted) return;
        setState({ status: 'success', response, queriedFormData: formData, queryContext, startedAt, endedAt: Date.now() });
      } catch (error) {
        // A stop is shown by stop(); an abort caused by a newer run shows nothing.
        if (isAbortError(error) || abort.signal.aborted) return;
        const clientError = await clientErrorOf(error);
        setState({ status: 'failed', error: clientError, queriedFormData: formData, queryContext, startedAt, endedAt: Date.now() });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [pollingDelayMs],
  );

  /** Aborts the running query: "Updating chart was stopped". */
  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    setState((previous) => ({ ...previous, status: 'stopped', endedAt: Date.now() }));
  }, []);

  const markRendered = useCallback(() => {
    setState((previous) => (previous.status === 'success' ? { ...previous, status: 'rendered' } : previous));
  }, []);

  return { state, run, stop, markRendered };
}
