import { LINEAR_COLOR_SCHEMES, type AdhocFilter, type QueryFormData } from '@core/plugin-api/index.js';
import type { ParaFormData } from './form-data.schema.js';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Upgrades saved `para` form data: Superset's legacy time column and range become a
 * `TEMPORAL_RANGE` filter (as Superset moved every chart's time range into its filters); a
 * dimension stored as a one-element list becomes the column; a series limit stored as text
 * becomes a number (0 meaning none); a linear scheme Tessera does not have falls back to the
 * default. Idempotent; the input is not modified.
 */
export function migratePara(formData: QueryFormData): ParaFormData {
  const next: Record<string, unknown> = { ...formData };
  const column = next.granularity_sqla;
  if (typeof column === 'string' && column !== '') {
    const filters = Array.isArray(next.adhoc_filters) ? (next.adhoc_filters as AdhocFilter[]) : [];
    const timeRange = typeof next.time_range === 'string' && next.time_range !== '' ? next.time_range : 'No filter';
    if (!filters.some((filter) => filter.operator === 'TEMPORAL_RANGE')) {
      next.adhoc_filters = [...filters, { expressionType: 'SIMPLE', clause: 'WHERE', subject: column, operator: 'TEMPORAL_RANGE', comparator: timeRange }];
    }
  }
  if ('granularity_sqla' in next) delete next.granularity_sqla;
  if ('time_range' in next) delete next.time_range;

  if (Array.isArray(next.series)) next.series = next.series[0] ?? null;
  if (typeof next.limit === 'string') {
    const limit = Number(next.limit);
    next.limit = next.limit.trim() !== '' && Number.isInteger(limit) && limit > 0 ? limit : null;
  } else if (next.limit === 0) next.limit = null;
  if (!isUnset(next.linear_color_scheme) && !LINEAR_COLOR_SCHEMES.some((scheme) => scheme.id === next.linear_color_scheme)) delete next.linear_color_scheme;
  return next as ParaFormData;
}
