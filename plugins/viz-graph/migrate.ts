import type { AdhocFilter, QueryFormData } from '@core/plugin-api/index.js';
import type { GraphFormData } from './form-data.schema.js';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';
/** Fields Superset's text controls store as text. */
const NUMERIC = ['showSymbolThreshold', 'baseNodeSize', 'baseEdgeWidth', 'edgeLength', 'gravity', 'repulsion', 'friction'];

/**
 * Upgrades saved `graph_chart` form data: Superset's `legendOrientation` gets Tessera's shared
 * name (`none` hides the legend), `sourceCategory`/`targetCategory` their stored names, numbers
 * stored as text become numbers (unreadable ones are dropped so the default applies), a layout
 * Tessera does not draw falls back, and a legacy time column and range become a
 * `TEMPORAL_RANGE` filter. Idempotent; the input is not modified.
 */
export function migrateGraph(formData: QueryFormData): GraphFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const [from, to] of [
    ['legendOrientation', 'legend_orientation'],
    ['sourceCategory', 'source_category'],
    ['targetCategory', 'target_category'],
  ] as const) {
    if (!(from in next)) continue;
    if (isUnset(next[to])) next[to] = next[from];
    delete next[from];
  }
  if (next.legend_orientation === 'none') {
    next.show_legend = false;
    delete next.legend_orientation;
  }
  for (const field of NUMERIC) {
    const value = next[field];
    if (typeof value !== 'string') continue;
    const number = Number(value);
    if (value.trim() !== '' && Number.isFinite(number)) next[field] = number;
    else delete next[field];
  }
  if (next.layout !== undefined && next.layout !== 'force' && next.layout !== 'circular') delete next.layout;

  const column = next.granularity_sqla;
  if (typeof column === 'string' && column !== '') {
    const filters = Array.isArray(next.adhoc_filters) ? (next.adhoc_filters as AdhocFilter[]) : [];
    const timeRange = typeof next.time_range === 'string' && next.time_range !== '' ? next.time_range : 'No filter';
    if (!filters.some((filter) => filter.operator === 'TEMPORAL_RANGE')) {
      next.adhoc_filters = [...filters, { expressionType: 'SIMPLE', clause: 'WHERE', subject: column, operator: 'TEMPORAL_RANGE', comparator: timeRange }];
    }
  }
  delete next.granularity_sqla;
  delete next.time_range;
  return next as GraphFormData;
}
