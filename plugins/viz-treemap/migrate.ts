import type { AdhocFilter, QueryFormData } from '@core/plugin-api/index.js';
import type { TreemapFormData } from './form-data.schema.js';
import { TREEMAP_LABEL_TYPES } from './treemap-controls.js';

/** The key of this viz type, and the legacy key Superset migrates to it. */
const KEY = 'treemap_v2';
const LEGACY_KEY = 'treemap';
/** Superset's DEFAULT_TIME_FILTER: what a legacy chart without a time range filtered on. */
const NO_FILTER = 'No filter';

/**
 * Superset's legacy time fields (`granularity_sqla` + `time_range`) as the TEMPORAL_RANGE adhoc
 * filter its migrations append, removing both fields.
 */
function moveTimeFilter(next: Record<string, unknown>): void {
  const granularity = next.granularity_sqla;
  const timeRange = typeof next.time_range === 'string' && next.time_range !== '' ? next.time_range : NO_FILTER;
  delete next.granularity_sqla;
  delete next.time_range;
  if (typeof granularity !== 'string' || granularity === '') return;
  const filters = Array.isArray(next.adhoc_filters) ? (next.adhoc_filters as AdhocFilter[]) : [];
  const filter = { clause: 'WHERE', subject: granularity, operator: 'TEMPORAL_RANGE', comparator: timeRange, expressionType: 'SIMPLE' } as AdhocFilter;
  next.adhoc_filters = [...filters, filter];
}

/**
 * Upgrades saved treemap form data. A chart saved as Superset's legacy `treemap` becomes a
 * `treemap_v2` the way Superset's own migration does it: the first of its `metrics` becomes the
 * `metric`, `order_desc` becomes `sort_by_metric`, the time column and range become a
 * TEMPORAL_RANGE filter, and the legacy-only `treemap_ratio` goes. For either key, a label type
 * spelled `Key` (an old Superset choice) reads `key` and an unknown one falls back to the default.
 * Idempotent; the input is not modified.
 */
export function migrateTreemap(formData: QueryFormData): TreemapFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_KEY) {
    const metrics = next.metrics;
    if (Array.isArray(metrics) && metrics.length > 0) next.metric = metrics[0];
    delete next.metrics;
    if ('order_desc' in next) {
      next.sort_by_metric = next.order_desc;
      delete next.order_desc;
    }
    delete next.treemap_ratio;
    moveTimeFilter(next);
    next.viz_type = KEY;
  }
  if (next.label_type === 'Key') next.label_type = 'key';
  if (next.label_type !== undefined && !(TREEMAP_LABEL_TYPES as readonly unknown[]).includes(next.label_type)) delete next.label_type;
  return next as TreemapFormData;
}
