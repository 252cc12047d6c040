import type { AdhocFilter } from './adhoc-filter.js';
import type { QueryObjectFilterClause } from './query-object.js';

/**
 * What a dashboard filter or cross-filter adds to the form data of the charts in its scope.
 * `filters` and `adhoc_filters` are appended; the other fields override the chart's own.
 *
 * @example
 * ```ts
 * const extra: ExtraFormData = { filters: [{ col: 'country', op: 'IN', val: ['FR', 'DE'] }] };
 * ```
 */
export interface ExtraFormData {
  filters?: QueryObjectFilterClause[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  time_column?: string;
  relative_start?: string;
  relative_end?: string;
  interactive_groupby?: string[];
  interactive_highlight?: string[];
  interactive_drilldown?: string[];
  custom_form_data?: Record<string, unknown>;
}
