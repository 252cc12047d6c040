import type { QueryFormData } from '@core/plugin-api/index.js';
import type { PopKpiFormData } from './form-data.schema.js';

/** The ranges of the first `pop_kpi` (`time_comparison`), as today's time shifts. */
const TIME_COMPARISONS: Readonly<Record<string, string>> = { r: 'inherit', y: '1 year ago', m: '1 month ago', w: '1 week ago', c: 'custom' };

interface AdhocFilterLike {
  operator?: unknown;
  comparator?: unknown;
}

/** The start of the first TEMPORAL_RANGE filter among `filters` (`2023-01-01 : 2023-02-01` → `2023-01-01`). */
function customStart(filters: unknown): string | null {
  if (!Array.isArray(filters)) return null;
  const range = (filters as AdhocFilterLike[]).find((filter) => filter?.operator === 'TEMPORAL_RANGE' && typeof filter.comparator === 'string');
  const start = typeof range?.comparator === 'string' ? range.comparator.split(' : ')[0]?.trim() : undefined;
  return start && start.toLowerCase() !== 'no filter' ? start : null;
}

/**
 * Upgrades saved `pop_kpi` form data: the first version's `time_comparison` (`r`, `y`, `m`, `w`,
 * `c`) becomes `time_compare` (`inherit`, `1 year ago` …), its custom range (`adhoc_custom`)
 * the custom shift's `start_date_offset`; a list of shifts keeps its first; the comparison type,
 * which this chart always shows as values, is dropped. Idempotent; the input is not modified.
 */
export function migratePopKpi(formData: QueryFormData): PopKpiFormData {
  const next: Record<string, unknown> = { ...formData };
  if ('time_comparison' in next) {
    const shift = typeof next.time_comparison === 'string' ? TIME_COMPARISONS[next.time_comparison] : undefined;
    if (shift && (next.time_compare === undefined || next.time_compare === null || (Array.isArray(next.time_compare) && next.time_compare.length === 0))) {
      next.time_compare = shift;
    }
    delete next.time_comparison;
  }
  if ('adhoc_custom' in next) {
    const start = customStart(next.adhoc_custom);
    if (start && next.time_compare === 'custom' && !next.start_date_offset) next.start_date_offset = start.slice(0, 10);
    delete next.adhoc_custom;
  }
  if (Array.isArray(next.time_compare)) next.time_compare = typeof next.time_compare[0] === 'string' ? next.time_compare[0] : null;
  delete next.comparison_type;
  if ('metrics' in next) {
    const metrics = next.metrics;
    if ((next.metric === undefined || next.metric === null) && Array.isArray(metrics) && metrics.length > 0) next.metric = metrics[0];
    delete next.metrics;
  }
  return next as PopKpiFormData;
}
