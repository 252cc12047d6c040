import type { AppliedTimeExtras } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import type { AppliedFilter, RejectedFilter } from './compiled-query.js';

/**
 * Superset's `get_time_filter_status`: which dashboard time extras (`__time_col`, `__time_grain`,
 * `__time_range`) could apply to this dataset. A time column must be one of its temporal columns
 * (`not_in_datasource` otherwise); a grain or range needs at least one (`no_temporal_column`).
 */
export function timeExtrasStatus(ctx: CompileContext, extras: AppliedTimeExtras | undefined): { applied: AppliedFilter[]; rejected: RejectedFilter[] } {
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  if (!extras) return { applied, rejected };
  const temporal = new Set(ctx.datasource.columns.filter((c) => ctx.isTemporal(c)).map((c) => c.column_name));
  const timeColumn = extras['__time_col'];
  if (timeColumn !== undefined) {
    if (temporal.has(timeColumn)) applied.push({ column: '__time_col' });
    else rejected.push({ column: '__time_col', reason: 'not_in_datasource' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    if (!(key in extras)) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ column: key, reason: 'no_temporal_column' });
  }
  return { applied, rejected };
}
