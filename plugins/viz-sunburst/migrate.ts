import { LINEAR_COLOR_SCHEMES, type AdhocFilter, type QueryFormData } from '@core/plugin-api/index.js';
import type { SunburstFormData } from './form-data.schema.js';
import { SUNBURST_LABEL_TYPES } from './sunburst-controls.js';

const KEY = 'sunburst_v2';
const LEGACY_KEY = 'sunburst';
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
 * Upgrades saved sunburst form data. A chart saved as Superset's legacy `sunburst` becomes a
 * `sunburst_v2` as Superset's own migration does it: its `groupby` becomes the hierarchy
 * (`columns`, replacing any there), `metric` and `secondary_metric` stay, and the time column and
 * range become a TEMPORAL_RANGE filter. For either key, a threshold stored as text becomes a
 * number, and a label type or linear colour scheme Tessera does not know falls back to the default.
 * Idempotent; the input is not modified.
 */
export function migrateSunburst(formData: QueryFormData): SunburstFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_KEY) {
    if ('groupby' in next) {
      next.columns = next.groupby;
      delete next.groupby;
    }
    moveTimeFilter(next);
    next.viz_type = KEY;
  }
  if (typeof next.show_labels_threshold === 'string') {
    const threshold = Number(next.show_labels_threshold);
    if (next.show_labels_threshold.trim() !== '' && Number.isFinite(threshold)) next.show_labels_threshold = threshold;
    else delete next.show_labels_threshold;
  }
  if (next.label_type !== undefined && !(SUNBURST_LABEL_TYPES as readonly unknown[]).includes(next.label_type)) delete next.label_type;
  if (next.linear_color_scheme !== undefined && !LINEAR_COLOR_SCHEMES.some((scheme) => scheme.id === next.linear_color_scheme)) delete next.linear_color_scheme;
  return next as SunburstFormData;
}
