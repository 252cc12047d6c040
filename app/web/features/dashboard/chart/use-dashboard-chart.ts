import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, ExtraFormData, QueryContext } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { clientErrorOf } from '../../../api/api-call-error';
import type { FormData } from '../../../chart/chart-form-data';
import type { ChartRuntime } from '../dashboard-contexts';
import { buildQueryContext } from '../../../chart/build-query-context';

/** A dashboard chart's states (spec §4): waiting to come into view, loading, success, rendered, failed. */
export type DashboardChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed';

/** What a dashboard chart shows. */
export interface DashboardChartState {
  status: DashboardChartStatus;
  /** The last answer, kept while a refresh loads. */
  response?: ChartDataResponse;
  error?: ClientErrorObject;
  /** When the shown answer arrived. */
  loadedAt?: number;
  /** The query the shown answer is for (it changes with `response`, not when a new query starts). */
  queryContext?: QueryContext;
}

/** What {@link useDashboardChart} runs. */
export interface DashboardChartRequest {
  chartId: number;
  viz: VizDescriptor | undefined;
  formData: FormData | undefined;
  ownState?: Record<string, unknown>;
  /**
   * What the dashboard's filters add to the chart's queries. Pass the same object while it is
   * unchanged: a new one builds the query again (and sends it when it differs).
   */
  extraFormData?: ExtraFormData;
  /** Whether the chart has come into view (or loads eagerly). */
  active: boolean;
  runtime: ChartRuntime;
}


/**
 * Runs one dashboard chart: once active, its query context (the dashboard's filters merged in)
 * goes through the dashboard's shared cache (identical queries are sent once; a kept answer draws
 * at once), and again whenever the query or its refresh ticket changes (forced refreshes skip the
 * caches). Answers its state, its query context and `markRendered` for the viz's `onRendered`.
 */
export function useDashboardChart({ chartId, viz, formData, ownState, extraFormData, active, runtime }: DashboardChartRequest) {
  const { bus, cache } = runtime;
  const ticket = useSyncExternalStore(
    useCallback((listener: () => void) => bus.subscribe(chartId, listener), [bus, chartId]),
    () => bus.ticket(chartId),
  );
  const built = useMemo((): { queryContext?: QueryContext; error?: string } => {
    if (!viz || !formData) return {};
    try {
      return { queryContext: buildQueryContext(viz, formData, { ownState, extraFormData }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [viz, formData, ownState, extraFormData]);
  const { queryContext } = built;

  const [state, setState] = useState<DashboardChartState>(() => {
    const kept = active && queryContext && bus.isCurrent(chartId) ? cache.peek(queryContext) : undefined;
    return kept ? { status: 'success', response: kept, loadedAt: Date.now(), queryContext } : { status: 'idle' };
  });
  useEffect(() => {
    if (built.error) {
      setState({ status: 'failed', error: { error: built.error } });
      return undefined;
    }
    if (!active || !queryContext) return undefined;
    const force = ticket.force && !bus.isCurrent(chartId);
    const seq = ticket.seq;
    const kept = force ? undefined : cache.peek(queryContext);
    if (kept) {
      bus.markLoaded(chartId, seq);
      setState((previous) =>
        previous.response === kept && (previous.status === 'rendered' || previous.status === 'success')
          ? previous
          : { status: 'success', response: kept, loadedAt: Date.now(), queryContext },
      );
      return undefined;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    cache.load(queryContext, { force }).then(
      (response) => {
        if (cancelled) return;
        bus.markLoaded(chartId, seq);
        setState((previous) =>
          previous.response === response && previous.status === 'rendered' ? previous : { status: 'success', response, loadedAt: Date.now(), queryContext },
        );
      },
      async (error: unknown) => {
        const clientError = await clientErrorOf(error);
        if (cancelled) return;
        bus.markLoaded(chartId, seq);
        setState({ status: 'failed', error: clientError });
      },
    );
    return () => {
      // A newer query (or unmounting) makes this answer stale; the shared request still completes for others.
      cancelled = true;
    };
  }, [active, queryContext, built.error, ticket, bus, cache, chartId]);

  // The viz reports its drawing from an effect, often within the same task as the filter change
  // that brought the answer (a kept one draws at once): "rendered" follows in the next task, so the
  // chart is seen leaving that state and reaching it again.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );
  const markRendered = useCallback(() => {
    if (pending.current !== null) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      setState((previous) => (previous.status === 'success' ? { ...previous, status: 'rendered' } : previous));
    }, 0);
  }, []);

  return { state, queryContext, markRendered };
}
