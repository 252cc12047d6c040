import { useEffect, useMemo, useState } from 'react';
import type { QueryContext, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { errorMessageOf } from '../../../api/api-call-error';
import { fetchDrillDetailPage, type DrillDetailPage } from './drill-detail-api';
import { buildDrillDetailQueryContext } from './drill-query';

/** What {@link useDrillDetailPages} reads. */
export interface DrillDetailPagesRequest {
  /** The chart's query context as the dashboard runs it (dashboard filters applied). */
  chartContext: QueryContext;
  /** Filters added to the chart's: the clicked mark's, less those the user removed. */
  filters: readonly QueryObjectFilterClause[];
  /** 0-based page to show. */
  pageIndex: number;
  dashboardId: number;
  pollingDelayMs: number;
}

/** The drill-to-detail listing as shown. */
export interface DrillDetailPagesState {
  /** The page on screen: the requested one once loaded; the previous one while it loads. */
  page?: DrillDetailPage;
  loading: boolean;
  /** The normalised error message of the last request, when it failed. */
  error?: string;
}


/**
 * Loads drill-to-detail pages on demand. Pages already seen are kept (going back does not query
 * again) until the filters or the chart's query change; a request overtaken by another is aborted.
 */
export function useDrillDetailPages({ chartContext, filters, pageIndex, dashboardId, pollingDelayMs }: DrillDetailPagesRequest): DrillDetailPagesState {
  // One set of loaded pages per listing: new filters start from scratch.
  const pages = useMemo(() => new Map<number, DrillDetailPage>(), [chartContext, filters]);
  const [state, setState] = useState<DrillDetailPagesState>({ loading: true });

  useEffect(() => {
    const kept = pages.get(pageIndex);
    if (kept) {
      setState({ page: kept, loading: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ page: previous.page, loading: true }));
    const load = async () => {
      try {
        const context = buildDrillDetailQueryContext(chartContext, { extraFilters: filters, pageIndex });
        const page = await fetchDrillDetailPage(context, { dashboardId, pollingDelayMs, signal: controller.signal });
        if (controller.signal.aborted) return;
        pages.set(pageIndex, page);
        setState({ page, loading: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = await errorMessageOf(error);
        if (!controller.signal.aborted) setState({ loading: false, error: message });
      }
    };
    void load();
    return () => controller.abort();
  }, [pages, pageIndex, chartContext, filters, dashboardId, pollingDelayMs]);

  return state;
}
