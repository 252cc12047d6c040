import type { Kysely } from 'kysely';
import type { QueryContext } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../store/database.js';
import { nativeFilterTargets } from './guest-principal.js';
import type { GuestGrant, Principal } from './principal.js';

/**
 * What an embedded dashboard's guest may ask of the chart-data API, after Superset's check of a
 * guest's query context: a query of a chart placed on a granted dashboard, on that chart's
 * dataset, naming only columns and metrics the saved chart uses (its filters, time range, time
 * grain and row limit may change, as the dashboard's filters change them); or the options query
 * of a native filter of a granted dashboard (its dataset and column). Anything else, and the
 * generated SQL (`result_type: 'query'`, which would show the row filters), answers 403.
 */

/** Form-data keys whose values are filters, not the columns and metrics a chart shows. */
const FILTER_KEYS = new Set(['adhoc_filters', 'adhoc_filters_b', 'filters', 'extra_filters', 'extra_form_data', 'where', 'having', 'url_params', 'annotation_layers']);

/** Result types that read no rows (metadata of the dataset), or raw rows (which need their own permission). */
const METADATA_TYPES = new Set(['columns', 'timegrains']);
const RAW_ROW_TYPES = new Set(['samples', 'drill_detail']);

/** The columns and metrics a guest's query may name. */
interface Allowed {
  /** Column and saved-metric names, and the SQL of adhoc columns. */
  names: Set<string>;
  /** Adhoc metrics by what they compute (see {@link metricKey}). */
  metrics: Set<string>;
  /** Metric labels, which an order by may name. */
  labels: Set<string>;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an adhoc metric computes, its label aside. */
function metricKey(metric: Obj): string {
  if (metric['expressionType'] === 'SQL') {
    const sql = String(metric['sqlExpression'] ?? '').trim();
    return `SQL\u0000${sql.toUpperCase() === 'COUNT(*)' ? 'COUNT(*)' : sql}`;
  }
  const column = isObj(metric['column']) ? String(metric['column']['column_name'] ?? '') : '';
  return `SIMPLE\u0000${String(metric['aggregate'] ?? '')}\u0000${column}`;
}

const ROW_COUNT_KEY = metricKey({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' });

/** Every column and metric a saved chart's form data names, outside its filters. */
function allowedBySavedChart(params: unknown): Allowed {
  const allowed: Allowed = { names: new Set(), metrics: new Set(), labels: new Set() };
  const walk = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') allowed.names.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, depth + 1);
    else if (isObj(value)) {
      if (typeof value['expressionType'] === 'string') {
        allowed.metrics.add(metricKey(value));
        if (typeof value['sqlExpression'] === 'string') allowed.names.add(value['sqlExpression'].trim());
        if (typeof value['label'] === 'string') allowed.labels.add(value['label']);
        return;
      }
      for (const [key, item] of Object.entries(value)) if (!FILTER_KEYS.has(key)) walk(item, depth + 1);
    }
  };
  walk(params, 0);
  // A row count shows no column's values (deck_multi asks only for one; its layers query their own charts).
  allowed.metrics.add(ROW_COUNT_KEY);
  return allowed;
}

/** What the options query of the native filters reading `datasetId` may name: their column, sort metric and bounds. */
function allowedByFilters(targets: ReturnType<typeof nativeFilterTargets>, datasetId: number): Allowed | null {
  const matching = targets.filter((target) => target.datasetId === datasetId);
  if (matching.length === 0) return null;
  const allowed: Allowed = { names: new Set(), metrics: new Set(), labels: new Set() };
  for (const target of matching) {
    if (target.sortMetric) allowed.names.add(target.sortMetric);
    if (!target.column) continue;
    allowed.names.add(target.column);
    for (const aggregate of ['MIN', 'MAX']) allowed.metrics.add(metricKey({ expressionType: 'SIMPLE', aggregate, column: { column_name: target.column } }));
  }
  return allowed;
}

function columnAllowed(column: unknown, allowed: Allowed): boolean {
  if (typeof column === 'string') return allowed.names.has(column);
  return isObj(column) && typeof column['sqlExpression'] === 'string' && allowed.names.has(column['sqlExpression'].trim());
}

function metricAllowed(metric: unknown, allowed: Allowed): boolean {
  if (typeof metric === 'string') return allowed.names.has(metric);
  return isObj(metric) && allowed.metrics.has(metricKey(metric));
}

/** Whether every column and metric one query names is allowed. */
function queryAllowed(query: Obj, allowed: Allowed): boolean {
  const list = (key: string): unknown[] => (Array.isArray(query[key]) ? (query[key] as unknown[]) : []);
  const metrics = list('metrics');
  if (![...list('columns'), ...list('groupby'), ...list('series_columns')].every((column) => columnAllowed(column, allowed))) return false;
  if (!metrics.every((metric) => metricAllowed(metric, allowed))) return false;
  for (const key of ['series_limit_metric', 'timeseries_limit_metric']) {
    const metric = query[key];
    if (metric !== undefined && metric !== null && !metricAllowed(metric, allowed)) return false;
  }
  // An order by may also name a saved metric's label.
  return list('orderby').every((entry) => {
    const term = Array.isArray(entry) ? entry[0] : undefined;
    return columnAllowed(term, allowed) || metricAllowed(term, allowed) || (typeof term === 'string' && allowed.labels.has(term));
  });
}

const resultTypeOf = (context: QueryContext, query: Obj): string => String(query['result_type'] ?? context.result_type ?? 'full');

/** The chart a query context says it is for: `form_data.slice_id`, when it is a positive integer. */
function sliceIdOf(context: QueryContext): number | null {
  const value = isObj(context.form_data) ? context.form_data['slice_id'] : undefined;
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

async function allowedForChart(db: Kysely<Database>, guest: GuestGrant, sliceId: number, datasetId: number): Promise<Allowed | null> {
  if (!guest.chartIds.has(sliceId)) return null;
  const chart = await db.selectFrom('slices').select(['params', 'datasource_id', 'datasource_type']).where('id', '=', sliceId).executeTakeFirst();
  if (!chart || chart.datasource_id !== datasetId || (chart.datasource_type !== 'table' && chart.datasource_type !== 'dataset')) return null;
  let params: unknown;
  try {
    params = JSON.parse(chart.params ?? '{}');
  } catch {
    return null;
  }
  return allowedBySavedChart(params);
}

async function allowedForNativeFilter(db: Kysely<Database>, guest: GuestGrant, datasetId: number): Promise<Allowed | null> {
  if (guest.dashboardIds.size === 0) return null;
  const dashboards = await db.selectFrom('dashboards').select('json_metadata').where('id', 'in', [...guest.dashboardIds]).execute();
  return allowedByFilters(dashboards.flatMap((d) => nativeFilterTargets(d.json_metadata)), datasetId);
}

/**
 * Refuses (403 `Forbidden`) a guest's query context that is not a granted chart's query, or a
 * granted dashboard's native filter options query. Callers that are not guests pass.
 *
 * @example
 * ```ts
 * await checkGuestQueryContext(db, principal, body); // throws HttpError 403 when not allowed
 * ```
 */
export async function checkGuestQueryContext(db: Kysely<Database>, principal: Principal, context: QueryContext): Promise<void> {
  const guest = principal.guest;
  if (!guest) return;
  const queries = context.queries as unknown as Obj[];
  if (queries.some((query) => resultTypeOf(context, query) === 'query')) throw HttpError.forbidden();
  const datasetId = context.datasource.id;
  if (!guest.datasetIds.has(datasetId)) throw HttpError.forbidden();
  const sliceId = sliceIdOf(context);
  const allowed = sliceId !== null ? await allowedForChart(db, guest, sliceId, datasetId) : await allowedForNativeFilter(db, guest, datasetId);
  if (!allowed) throw HttpError.forbidden();
  for (const query of queries) {
    const type = resultTypeOf(context, query);
    // Metadata reads no rows; raw rows are for guest roles granted can_samples or can_drill (checked by the route).
    if (METADATA_TYPES.has(type) || RAW_ROW_TYPES.has(type)) continue;
    if (!queryAllowed(query, allowed)) throw HttpError.forbidden();
  }
}
