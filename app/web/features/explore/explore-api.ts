import type { ExploreDatasource } from '@control-schemas/widgets/control-panel-context.js';
import { readJson } from '../../api/api-call-error';
import { apiFetch } from '../../api/api-fetch';
import { risonParam } from '../../components/list-view';

/** `GET /api/v1/explore/`'s `result` (Superset's ExploreContextSchema). */
export interface ExploreContext {
  dataset: ExploreDatasource & Record<string, unknown>;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message: string | null;
  metadata: Record<string, unknown> | null;
}

/** The saved chart explore opened, as `slice` in the explore context. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  owners?: number[];
  dashboards?: number[];
  form_data?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Opens explore: from a chart, a dataset or a permalink key. */
export async function fetchExploreContext(params: URLSearchParams): Promise<ExploreContext> {
  const body = await readJson<{ result: ExploreContext }>(await apiFetch(`/api/v1/explore/?${params.toString()}`));
  return body.result;
}

/** Distinct values of a dataset column (filter suggestions). */
export async function fetchColumnValues(datasourceId: number, columnName: string): Promise<unknown[]> {
  const body = await readJson<{ result: unknown[] }>(
    await apiFetch(`/api/v1/datasource/table/${datasourceId}/column/${encodeURIComponent(columnName)}/values/`),
  );
  return body.result;
}

/** Rows of the dataset (`POST /datasource/samples`), for the Samples tab. */
export async function fetchSamples(datasourceId: number, datasourceType: string): Promise<{ colnames: string[]; coltypes: number[]; data: Array<Record<string, unknown>> }> {
  const response = await apiFetch(`/datasource/samples?datasource_id=${datasourceId}&datasource_type=${datasourceType}&force=false`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({}),
  });
  const body = await readJson<{ result: { colnames: string[]; coltypes: number[]; data: Array<Record<string, unknown>> } }>(response);
  return body.result;
}

/** The chart's save payload (`POST /api/v1/chart/`, `PUT /api/v1/chart/{id}`). */
export interface ChartSaveBody {
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
  params: string;
  query_context: string;
  query_context_generation: boolean;
  dashboards: number[];
  description?: string | null;
}

/** Saves a new chart; answers its id. */
export async function createChart(body: ChartSaveBody): Promise<number> {
  const result = await readJson<{ id: number }>(
    await apiFetch('/api/v1/chart/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  );
  return result.id;
}

/** Overwrites a chart the user owns. */
export async function updateChart(id: number, body: ChartSaveBody): Promise<void> {
  await readJson(await apiFetch(`/api/v1/chart/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
}

/** A chart's dashboards (`GET /api/v1/chart/{id}` selecting `dashboards.id`). */
export async function fetchChartDashboards(id: number): Promise<number[]> {
  const body = await readJson<{ result: { dashboards?: Array<{ id: number }> } }>(
    await apiFetch(`/api/v1/chart/${id}?q=${risonParam({ columns: ['dashboards.id'] })}`),
  );
  return (body.result.dashboards ?? []).map((dashboard) => dashboard.id);
}

/** Dashboards the user may add a chart to. */
export async function fetchEditableDashboards(search: string): Promise<Array<{ id: number; dashboard_title: string }>> {
  const filters = search ? [{ col: 'dashboard_title', opr: 'ct', value: search }] : [];
  const query = { columns: ['id', 'dashboard_title'], filters, order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 100 };
  const body = await readJson<{ result: Array<{ id: number; dashboard_title: string }> }>(await apiFetch(`/api/v1/dashboard/?q=${risonParam(query)}`));
  return body.result;
}

/** Creates an empty dashboard for the save modal's "new dashboard" choice; answers its id. */
export async function createDashboard(title: string): Promise<number> {
  const body = await readJson<{ id: number }>(
    await apiFetch('/api/v1/dashboard/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dashboard_title: title }) }),
  );
  return body.id;
}

/** Shares the current explore state: `POST /api/v1/explore/permalink` → its URL. */
export async function createExplorePermalink(formData: Record<string, unknown>, urlParams: Array<[string, string]>): Promise<string> {
  const body = await readJson<{ url: string }>(
    await apiFetch('/api/v1/explore/permalink', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ formData, urlParams }) }),
  );
  return body.url;
}

/** A dataset explore can be opened on. */
export interface DatasetChoice {
  id: number;
  table_name: string;
  schema: string | null;
  database: { database_name: string };
  kind?: string;
}

/** Datasets for the picker, searched by name. */
export async function fetchDatasetChoices(search: string): Promise<DatasetChoice[]> {
  const filters = search ? [{ col: 'table_name', opr: 'ct', value: search }] : [];
  const query = { columns: ['id', 'table_name', 'schema', 'database.database_name', 'kind'], filters, order_column: 'table_name', order_direction: 'asc', page: 0, page_size: 100 };
  const body = await readJson<{ result: DatasetChoice[] }>(await apiFetch(`/api/v1/dataset/?q=${risonParam(query)}`));
  return body.result;
}
