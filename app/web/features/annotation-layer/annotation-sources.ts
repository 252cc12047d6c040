import type { AnnotationSourceOption } from '@control-schemas/widgets/control-panel-context.js';
import { readJson } from '../../api/api-call-error';
import { apiFetch } from '../../api/api-fetch';
import { risonParam } from '../../components/list-view';

/** The saved charts whose series a `line` layer draws: the time-series family (and Superset's legacy line). */
const LINE_CHART_TYPES = [
  'echarts_timeseries', 'echarts_timeseries_line', 'echarts_timeseries_smooth', 'echarts_timeseries_step', 'echarts_timeseries_bar',
  'echarts_timeseries_scatter', 'echarts_area', 'line',
];

/** How many choices the picker offers. */
const PAGE_SIZE = 100;

/**
 * What the explore control's annotation layers may draw from, by Superset's source type: the
 * annotation layers (`NATIVE`), saved time-series charts (`line`) or table charts (`table`) the
 * user may read, by name.
 *
 * @example
 * ```ts
 * await fetchAnnotationSources('NATIVE'); // [{ value: 3, label: 'Releases' }, …]
 * ```
 */
export async function fetchAnnotationSources(sourceType: 'NATIVE' | 'line' | 'table'): Promise<AnnotationSourceOption[]> {
  if (sourceType === 'NATIVE') {
    const q = { columns: ['id', 'name'], order_column: 'name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE };
    const layers = await readJson<{ result: Array<{ id: number; name: string | null }> }>(await apiFetch(`/api/v1/annotation_layer/?q=${risonParam(q)}`));
    return layers.result.map((layer) => ({ value: layer.id, label: layer.name || `Layer ${layer.id}` }));
  }
  const types = sourceType === 'line' ? LINE_CHART_TYPES : ['table'];
  const q = { columns: ['id', 'slice_name'], filters: [{ col: 'viz_type', opr: 'in', value: types }], order_column: 'slice_name', order_direction: 'asc', page: 0, page_size: PAGE_SIZE };
  const charts = await readJson<{ result: Array<{ id: number; slice_name: string | null }> }>(await apiFetch(`/api/v1/chart/?q=${risonParam(q)}`));
  return charts.result.map((chart) => ({ value: chart.id, label: chart.slice_name || `Chart ${chart.id}` }));
}
