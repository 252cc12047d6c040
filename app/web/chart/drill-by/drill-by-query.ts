import { getColumnLabel, type ExtraFormData, type QueryContext, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { buildQueryContext } from '../build-query-context';
import type { FormData } from '../chart-form-data';

/**
 * One drill of a drill-by path: the column the chart is regrouped by, and the filters of the
 * mark that was drilled into (none when drilled from the chart's menu).
 */
export interface DrillByStep {
  column: string;
  filters: readonly QueryObjectFilterClause[];
}

/** A breadcrumb of the drill-by modal; `step` is the drill it returns to (null: the chart itself). */
export interface DrillByBreadcrumb {
  label: string;
  step: number | null;
}

/** The field of form data a drill replaces: the dimensions every drill-by viz groups by. */
const GROUPBY = 'groupby';

const groupbyOf = (formData: FormData): QueryFormColumn[] => {
  const groupby = formData[GROUPBY];
  return Array.isArray(groupby) ? (groupby as QueryFormColumn[]) : [];
};

const labelOf = (column: QueryFormColumn) => getColumnLabel(column) ?? '';

/**
 * The filters a drill keeps of a clicked mark: those on the dimensions the chart groups by. A
 * time series' point also names its x value, which a drill leaves out, so the drilled chart shows
 * the regrouped series over the whole axis (as Superset's drill by does).
 */
export function drillByMarkFilters(formData: FormData, markFilters: readonly QueryObjectFilterClause[]): QueryObjectFilterClause[] {
  const dimensions = new Set(groupbyOf(formData).map(labelOf));
  return markFilters.filter((filter) => dimensions.has(labelOf(filter.col)));
}

/** The chart's form data regrouped by `column` (its other fields, the metrics among them, kept). */
export function drilledFormData(formData: FormData, column: string): FormData {
  return { ...formData, [GROUPBY]: [column] };
}

/**
 * The query context of the drill `steps[index]`: the chart's viz run on its form data regrouped
 * by that step's column, with the dashboard filters that reach the chart and the mark filters of
 * every drill up to it added to each query.
 *
 * @example
 * ```ts
 * drillByQueryContext(pieViz, pieFormData, [{ column: 'gender', filters: [{ col: 'state', op: '==', val: 'CA' }] }], 0);
 * // → a pie of births by gender, in California only
 * ```
 */
export function drillByQueryContext(viz: VizDescriptor, formData: FormData, steps: readonly DrillByStep[], index: number, extraFormData?: ExtraFormData): QueryContext {
  const step = steps[index];
  if (!step) throw new RangeError(`There is no drill ${index} to run.`);
  const built = buildQueryContext(viz, drilledFormData(formData, step.column), { extraFormData });
  const filters = steps.slice(0, index + 1).flatMap((drill) => drill.filters);
  return { ...built, queries: built.queries.map((query) => ({ ...query, filters: [...(query.filters ?? []), ...filters] })) };
}

/** Every column a drill path has grouped by: the chart's own dimensions and each drill's column. */
export function drilledColumns(formData: FormData, steps: readonly DrillByStep[]): Set<string> {
  return new Set([...groupbyOf(formData).map(labelOf), ...steps.map((step) => step.column)]);
}

const valueText = (value: unknown) => (value === null || value === undefined ? 'NULL' : String(value));

/** The values a drill's mark filters select, as a breadcrumb shows them: `CA`, `boy, CA`. */
function filterValues(filters: readonly QueryObjectFilterClause[]): string {
  return filters
    .map((filter) => {
      if (filter.op === 'IS NULL') return 'NULL';
      return Array.isArray(filter.val) ? filter.val.map(valueText).join(', ') : valueText(filter.val);
    })
    .join(', ');
}

/**
 * The modal's breadcrumbs: the chart's own grouping, then each drill's column, each followed by
 * the values of the mark drilled into from it ("state (CA)" › "gender (girl)" › "name"). Every
 * drill but the last can be gone back to.
 */
export function drillByBreadcrumbs(formData: FormData, steps: readonly DrillByStep[], columnLabel: (column: string) => string): DrillByBreadcrumb[] {
  const withValues = (label: string, next: DrillByStep | undefined) => (next && next.filters.length > 0 ? `${label} (${filterValues(next.filters)})` : label);
  const own = groupbyOf(formData)
    .map((column) => columnLabel(labelOf(column)))
    .join(', ');
  const crumbs: DrillByBreadcrumb[] = own ? [{ label: withValues(own, steps[0]), step: null }] : [];
  steps.forEach((step, index) => crumbs.push({ label: withValues(columnLabel(step.column), steps[index + 1]), step: index }));
  return crumbs;
}
