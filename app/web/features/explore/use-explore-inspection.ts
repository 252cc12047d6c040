import { useCallback, useState } from 'react';
import type { VizDescriptor } from '@core/registry/index.js';
import { exploreApi, type ExploreContext } from './explore-api';
import { postChartData } from '../../api/chart-data';
import { buildQueryContext } from '../../chart/build-query-context';
import type { FormData } from '../../chart/chart-form-data';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { useAppDispatch } from '../../store/hooks';

type TableData = { colnames: string[]; coltypes?: number[]; data: Array<Record<string, unknown>> };

/** One tab of the data pane: not asked for yet, loading, loaded, or failed with a message. */
export type PaneState = { status: 'idle' | 'loading' | 'success' | 'error'; data?: TableData; error?: string };

/** The "View query" dialog: the SQL of each query of the chart. */
export interface QueryDialogState {
  open: boolean;
  loading: boolean;
  queries: Array<{ query: string; language?: string }>;
  error?: string;
}

const CLOSED_QUERY_DIALOG: QueryDialogState = { open: false, loading: false, queries: [] };
const IDLE: PaneState = { status: 'idle' };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What explore shows about the chart besides the chart itself: its SQL, its result rows and the dataset's
 * samples. Each is fetched when asked for, from the form data as it is now.
 */
export function useExploreInspection(viz: VizDescriptor | undefined, formData: FormData | null, ownState: Record<string, unknown> | undefined, dataset: ExploreContext['dataset'] | undefined) {
  const dispatch = useAppDispatch();
  const [queryDialog, setQueryDialog] = useState<QueryDialogState>(CLOSED_QUERY_DIALOG);
  const [results, setResults] = useState<PaneState>(IDLE);
  const [samples, setSamples] = useState<PaneState>(IDLE);

  const resultOf = useCallback(
    async (resultType: 'query' | 'results') => {
      const context = buildQueryContext(viz!, formData!, { ownState, resultType });
      const outcome = await postChartData(context, new AbortController().signal);
      return outcome.kind === 'data' ? outcome.response.result : [];
    },
    [viz, formData, ownState],
  );

  const openQueryDialog = useCallback(async () => {
    if (!formData || !viz) return;
    setQueryDialog({ open: true, loading: true, queries: [] });
    try {
      const result = await resultOf('query');
      setQueryDialog({ open: true, loading: false, queries: result.map((item) => ({ query: String(item.query ?? ''), language: String(item['language'] ?? 'sql') })) });
    } catch (error) {
      setQueryDialog({ open: true, loading: false, queries: [], error: messageOf(error) });
    }
  }, [formData, viz, resultOf]);

  const loadResults = useCallback(async () => {
    if (!formData || !viz) return;
    setResults({ status: 'loading' });
    try {
      const first = (await resultOf('results'))[0];
      setResults({ status: 'success', data: first ? { colnames: first.colnames, coltypes: first.coltypes, data: first.data } : { colnames: [], data: [] } });
    } catch (error) {
      setResults({ status: 'error', error: messageOf(error) });
    }
  }, [formData, viz, resultOf]);

  const loadSamples = useCallback(async () => {
    if (!dataset) return;
    setSamples({ status: 'loading' });
    try {
      const data = await unwrapCall(dispatch(exploreApi.endpoints.getDatasetSamples.initiate({ id: dataset.id, type: dataset.type ?? 'table' }, FRESH_READ)));
      setSamples({ status: 'success', data });
    } catch {
      setSamples({ status: 'error', error: 'Sorry, an error occurred' });
    }
  }, [dataset, dispatch]);

  return {
    queryDialog,
    closeQueryDialog: useCallback(() => setQueryDialog(CLOSED_QUERY_DIALOG), []),
    openQueryDialog,
    results,
    /** Results are of one query; a new run makes them stale. */
    clearResults: useCallback(() => setResults(IDLE), []),
    loadResults,
    samples,
    /** Forget both tabs (another dataset or chart was opened). */
    reset: useCallback(() => {
      setResults(IDLE);
      setSamples(IDLE);
    }, []),
    loadSamples,
  };
}
