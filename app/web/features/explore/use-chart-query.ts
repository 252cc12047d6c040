import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorMessage, isAbortError, type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { awaitAsyncJob, clientErrorOf, postChartData } from './explore-api';
import type { FormData } from './state/explore-form-data';

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

/** The first error of a chart-data response body that came back with errors inside (status 200). */
function errorInResponse(response: ChartDataResponse): ClientErrorObject | undefined {
  const failed = response.result.find((result) => result.status === 'failed' || result.error);
  if (!failed) return undefined;
  return { error: String(failed.error ?? ErrorMessage.GENERIC_ERROR), errors: failed['errors'] as ClientErrorObject['errors'] };
}

/**
 * Runs chart-data queries for one chart: one at a time (a new run aborts the previous), stoppable,
 * following a 202 to its async result, and normalising failures to the error catalogue.
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
        const outcome = await postChartData(queryContext, abort.signal);
        const response = outcome.kind === 'data' ? outcome.response : await awaitAsyncJob(outcome.job, pollingDelayMs, abort.signal);
        if (abort.signal.aborted) return;
        const inside = errorInResponse(response);
        setState(
          inside
            ? { status: 'failed', error: inside, queriedFormData: formData, queryContext, startedAt, endedAt: Date.now() }
            : { status: 'success', response, queriedFormData: formData, queryContext, startedAt, endedAt: Date.now() },
        );
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
