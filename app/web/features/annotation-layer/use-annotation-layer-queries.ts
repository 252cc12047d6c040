import { useEffect, useMemo, useState } from 'react';
import type { AnnotationLayer, ChartDataResponse, QueryFormData } from '@core/plugin-api/index.js';
import { clientErrorOf } from '../../api/api-call-error';
import { fetchChartData } from '../../api/chart-data';
import { FRESH_READ, unwrapCall } from '../../api/unwrap-call';
import { buildQueryContext } from '../../chart/build-query-context';
import { openFormData } from '../../chart/chart-form-data';
import { useKernel } from '../../kernel/kernel-context';
import { selectConf } from '../../store/bootstrap-slice';
import type { AppDispatch } from '../../store/create-app-store';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { chartApi } from '../chart/chart-api';
import {
  annotationDataOf,
  annotationQueryOutcome,
  chartSourcedLayers,
  chartTimeRange,
  overriddenFormData,
  sourceChartId,
  type AnnotationQueryState,
} from './annotation-source-queries';

type WebKernelVizTypes = ReturnType<typeof useKernel>['vizTypes'];

/** A layer's data to draw: what its last success brought, kept while it loads again. */
const dataOf = (state: AnnotationQueryState | undefined): unknown => (state && state.status !== 'failed' ? state.data : undefined);

class QueryTimeout extends Error {
  override name = 'TimeoutError';
}

/** Runs the saved chart a layer names, with the layer's overrides, and reads its result as the layer's data. */
async function runSourceChart(dispatch: AppDispatch, layer: AnnotationLayer, current: QueryFormData, vizTypes: WebKernelVizTypes, signal: AbortSignal): Promise<unknown> {
  const read = dispatch(chartApi.endpoints.getChart.initiate(sourceChartId(layer)!, FRESH_READ));
  signal.addEventListener('abort', () => read.abort(), { once: true });
  const chart = await unwrapCall(read);
  const stored = (chart.params ? JSON.parse(chart.params) : {}) as Record<string, unknown>;
  const registered = vizTypes.resolve(String(stored['viz_type'] ?? chart.viz_type ?? ''), stored);
  if (!registered) throw new Error(`The visualization type "${String(chart.viz_type)}" is not available.`);
  const viz = await vizTypes.load(registered.key);
  const formData = overriddenFormData(openFormData(viz, stored, `${chart.datasource_id}__${chart.datasource_type ?? 'table'}`), layer, current);
  // The source's own layers are not drawn here: asking for them would only cost time.
  const response = await fetchChartData(buildQueryContext(viz, { ...formData, annotation_layers: [] }), { pollingDelayMs: 500, signal });
  return annotationDataOf(layer, response.result[0]);
}

/** What tells two runs of a layer apart: its source, its columns, and the time range and grain it may take from the chart. */
function requestKey(layer: AnnotationLayer, formData: QueryFormData): string {
  const { name, annotationType, sourceType, value, overrides, timeColumn, intervalEndColumn, titleColumn, descriptionColumns } = layer;
  return JSON.stringify([name, annotationType, sourceType, value, overrides, timeColumn, intervalEndColumn, titleColumn, descriptionColumns, chartTimeRange(formData), formData['time_grain_sqla'], formData['granularity_sqla']]);
}

/**
 * The annotation layers of a chart that draw another saved chart's data (a line chart's series,
 * a table chart's events or intervals): the page runs each source chart's query, as Superset's
 * explore does, whenever the chart's own data arrives. Each layer is `loading`, then `success`
 * or `failed` (spec §4), with "Query timeout" past the server's timeout and "no data" counted as
 * a success (spec §8). The chart's response comes back with each layer's data in `annotation_data`.
 *
 * @example
 * ```tsx
 * const annotated = useAnnotationLayerQueries(formData, response);
 * viz.transformProps(annotated.response, formData, context);
 * <AnnotationLayerStatus states={annotated.states} />
 * ```
 */
export function useAnnotationLayerQueries(formData: QueryFormData, response: ChartDataResponse) {
  const { vizTypes } = useKernel();
  const dispatch = useAppDispatch();
  const timeoutSeconds = useAppSelector(selectConf).SUPERSET_WEBSERVER_TIMEOUT;
  const layers = useMemo(() => chartSourcedLayers(formData), [formData]);
  const keys = layers.map((layer) => requestKey(layer, formData)).join('\n');
  const [states, setStates] = useState<Readonly<Record<string, AnnotationQueryState>>>({});

  useEffect(() => {
    if (layers.length === 0) {
      setStates((previous) => (Object.keys(previous).length === 0 ? previous : {}));
      return undefined;
    }
    let disposed = false;
    const controllers: AbortController[] = [];
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    // Data already drawn stays while the layer loads again.
    setStates((previous) => Object.fromEntries(layers.map((layer) => [layer.name, { status: 'loading', data: dataOf(previous[layer.name]) } as const])));
    for (const layer of layers) {
      const controller = new AbortController();
      controllers.push(controller);
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Raced rather than left to the request: every step of the run gives up at once.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort(new QueryTimeout('The annotation query timed out.'));
          reject(new QueryTimeout('The annotation query timed out.'));
        }, Math.max(1, timeoutSeconds) * 1000);
      });
      if (timer !== undefined) timers.push(timer);
      Promise.race([runSourceChart(dispatch, layer, formData, vizTypes, controller.signal), deadline])
        .then(
          (data): AnnotationQueryState => ({ status: 'success', data }),
          async (error: unknown) => {
            if (timedOut) return annotationQueryOutcome({ error: 'Request timed out', statusText: 'timeout' });
            return disposed ? null : annotationQueryOutcome(await clientErrorOf(error));
          },
        )
        .then((state) => {
          clearTimeout(timer);
          if (state && !disposed) setStates((previous) => ({ ...previous, [layer.name]: state }));
        });
    }
    return () => {
      disposed = true;
      for (const timer of timers) clearTimeout(timer);
      for (const controller of controllers) controller.abort();
    };
    // `keys` stands for the layers and what they take from the chart; a new response runs them again.
  }, [keys, response, vizTypes, timeoutSeconds, dispatch]);

  const annotatedResponse = useMemo(() => {
    const loaded = Object.entries(states).flatMap(([name, state]) => {
      const data = dataOf(state);
      return data === undefined || data === null ? [] : [[name, data] as const];
    });
    const first = response.result?.[0];
    if (loaded.length === 0 || !first) return response;
    const own = typeof first['annotation_data'] === 'object' && first['annotation_data'] !== null ? (first['annotation_data'] as Record<string, unknown>) : {};
    return { ...response, result: [{ ...first, annotation_data: { ...own, ...Object.fromEntries(loaded) } }, ...response.result.slice(1)] };
  }, [response, states]);

  return { response: annotatedResponse, states };
}
