import { HttpError } from '../http/http-error.js';

/** The fields `POST` and `PUT /api/v1/chart/` share (Superset's chart schema). */
interface ChartFieldsInput {
  description?: string | null;
  viz_type?: string | null;
  owners?: number[];
  /** The chart's form_data, as a JSON string. */
  params?: string | null;
  /** The query context the chart's data request uses, as a JSON string. */
  query_context?: string | null;
  /** True when the client only refreshes a generated query context, not the user's chart. */
  query_context_generation?: boolean | null;
  cache_timeout?: number | null;
  dashboards?: number[];
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  datasource_name?: string | null;
}

/** The body of `POST /api/v1/chart/`. */
export interface ChartCreateInput extends ChartFieldsInput {
  slice_name: string;
  datasource_id: number;
  datasource_type: string;
}

/** The body of `PUT /api/v1/chart/{pk}`: only the fields sent change. */
export interface ChartUpdateInput extends ChartFieldsInput {
  slice_name?: string | null;
  datasource_id?: number | null;
  datasource_type?: string | null;
  /** The version the save was based on (see `edit-version`). */
  changed_on?: string | null;
}

/**
 * Superset's marshmallow rule for `params` and `query_context`: a JSON document (null allowed),
 * answered 400 `{"message": {"params": ["JSON not valid"]}}` otherwise.
 */
export function checkJsonFields(input: ChartFieldsInput): void {
  const problems: Record<string, string[]> = {};
  for (const field of ['params', 'query_context'] as const) {
    const text = input[field];
    if (text === undefined || text === null) continue;
    try {
      JSON.parse(text);
    } catch {
      problems[field] = ['JSON not valid'];
    }
  }
  if (Object.keys(problems).length > 0) throw HttpError.badRequest(problems);
}

/**
 * A PUT that only stores a query context the client generated for an existing chart (Superset's
 * `is_query_context_update`): anyone who may read the chart may send it, and it does not count
 * as the user changing the chart.
 */
export function isQueryContextUpdate(input: ChartUpdateInput): boolean {
  const keys = Object.keys(input).filter((key) => input[key as keyof ChartUpdateInput] !== undefined);
  return input.query_context_generation === true && keys.every((key) => key === 'query_context' || key === 'query_context_generation');
}

/** `table` and `dataset` both name a dataset; other datasource kinds cannot hold charts here. */
export function isDatasetType(type: string | null | undefined): boolean {
  return type === 'table' || type === 'dataset';
}

/** The viz type a chart is saved with: the one sent, else the form data's. */
export function vizTypeOf(input: { viz_type?: string | null; params?: string | null }): string | null | undefined {
  if (input.viz_type !== undefined) return input.viz_type;
  if (!input.params) return undefined;
  const parsed: unknown = JSON.parse(input.params);
  const fromParams = parsed && typeof parsed === 'object' ? (parsed as { viz_type?: unknown }).viz_type : undefined;
  return typeof fromParams === 'string' ? fromParams : undefined;
}
