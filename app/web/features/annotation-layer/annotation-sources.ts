import { useCallback } from 'react';
import type { AnnotationSourceOption } from '@control-schemas/widgets/control-panel-context.js';
import { unwrapCall } from '../../api/unwrap-call';
import { risonParam } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { annotationLayerApi } from './annotation-layer-api';

/** The saved charts whose series a `line` layer draws: the time-series family (and Superset's legacy line). */
const LINE_CHART_TYPES = [
  'echarts_timeseries', 'echarts_timeseries_line', 'echarts_timeseries_smooth', 'echarts_timeseries_step', 'echarts_timeseries_bar',
  'echarts_timeseries_scatter', 'echarts_area', 'line',
];

/** How many choices the picker offers. */
const PAGE_SIZE = 100;

/** A source type of an annotation layer that draws from something saved. */
export type AnnotationSourceType = 'NATIVE' | 'line' | 'table';

/**
 * What the explore control's annotation layers may draw from, by Superset's source type: the
 * annotation layers (`NATIVE`), saved time-series charts (`line`) or table charts (`table`) the
 * user may read, by name.
 */
export const annotationSourcesApi = annotationLayerApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationSources: build.query<AnnotationSourceOption[], AnnotationSourceType>({
      query: (sourceType) => {
        if (sourceType === 'NATIVE') {
          const q = { columns: ['id', 'name'], order_column: 'name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE };
          return `/api/v1/annotation_layer/?q=${risonParam(q)}`;
        }
        const types = sourceType === 'line' ? LINE_CHART_TYPES : ['table'];
        const q = { columns: ['id', 'slice_name'], filters: [{ col: 'viz_type', opr: 'in', value: types }], order_column: 'slice_name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE };
        return `/api/v1/chart/?q=${risonParam(q)}`;
      },
      transformResponse: (body: { result: Array<{ id: number; name?: string | null; slice_name?: string | null }> }, _meta, sourceType) =>
        sourceType === 'NATIVE'
          ? body.result.map((layer) => ({ value: layer.id, label: layer.name || `Layer ${layer.id}` }))
          : body.result.map((chart) => ({ value: chart.id, label: chart.slice_name || `Chart ${chart.id}` })),
      providesTags: (_options, _error, sourceType) => [sourceType === 'NATIVE' ? { type: 'AnnotationLayer', id: 'LIST' } : { type: 'Chart', id: 'LIST' }],
    }),
  }),
});

/**
 * The `fetchAnnotationSources` service of the explore control panel.
 *
 * @example
 * ```ts
 * const fetchAnnotationSources = useAnnotationSources();
 * await fetchAnnotationSources('NATIVE'); // [{ value: 3, label: 'Releases' }, …]
 * ```
 */
export function useAnnotationSources(): (sourceType: AnnotationSourceType) => Promise<AnnotationSourceOption[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    (sourceType: AnnotationSourceType) => unwrapCall(dispatch(annotationSourcesApi.endpoints.getAnnotationSources.initiate(sourceType, { subscribe: false }))),
    [dispatch],
  );
}
