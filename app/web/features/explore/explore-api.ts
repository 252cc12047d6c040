import { getClientErrorObject, getErrorMessage, type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import type { ExploreDatasource, ResolvedTimeRange } from '@control-schemas/widgets/control-panel-context.js';
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

/** A failed call, normalised to the product's words. */
export class ApiCallError extends Error {
  constructor(readonly clientError: ClientErrorObject) {
    super(clientError.error);
  }
}

/** The normalised error of anything a call threw: an {@link ApiCallError}'s own, else read from it. */
export async function clientErrorOf(error: unknown): Promise<ClientErrorObject> {
  return error instanceof ApiCallError ? error.clientError : getClientErrorObject(error);
}

/** The message to show for anything a call threw. */
export async function errorMessageOf(error: unknown): Promise<string> {
  return getErrorMessage(await clientErrorOf(error));
}

/** The JSON body of a successful answer; otherwise throws an {@link ApiCallError} with the normalised error. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiCallError(await getClientErrorObject(response));
  return (await response.json()) as T;
}

/** Opens explore: from a chart, a dataset or a permalink key. */
export async function fetchExploreContext(params: URLSearchParams): Promise<ExploreContext> {
  const body = await readJson<{ result: ExploreContext }>(await apiFetch(`/api/v1/explore/?${params.toString()}`));
  return body.result;
}

/** Resolves a time range with the server's grammar. */
export async function resolveTimeRange(timeRange: string): Promise<ResolvedTimeRange> {
  const body = await readJson<{ result: Array<{ since: string; until: string; timeRange: string }> }>(
    await apiFetch(`/api/v1/time_range/?q=${risonParam(timeRange)}`),
  );
  const first = body.result[0];
  return { since: first?.since || null, until: first?.until || null, timeRange: first?.timeRange ?? timeRange };
}

/** Distinct values of a dataset column (filter suggestions). */
export async function fetchColumnValues(datasourceId: number, columnName: string): Promise<unknown[]> {
  const body = await readJson<{ result: unknown[] }>(
    await apiFetch(`/api/v1/datasource/table/${datasourceId}/column/${encodeURIComponent(columnName)}/values/`),
  );
  return body.result;
}

/** What `postChartData` answers: the data, or the job an async query became. */
export type ChartDataOutcome = { kind: 'data'; response: ChartDataResponse } | { kind: 'async'; job: AsyncJob };

/** Superset's 202 body: the async job to wait for. */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  status: string;
  result_url: string | null;
}

/**
 * `POST /api/v1/chart/data`. 200 is data; 202 an async job (spec §4); any other status an error
 * (the normalised message of the first error, spec §8).
 */
export async function postChartData(queryContext: QueryContext, signal: AbortSignal): Promise<ChartDataOutcome> {
  const response = await apiFetch('/api/v1/chart/data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(queryContext),
    signal,
  });
  if (response.status === 200) return { kind: 'data', response: (await response.json()) as ChartDataResponse };
  if (response.status === 202) return { kind: 'async', job: (await response.json()) as AsyncJob };
  throw new ApiCallError(await getClientErrorObject(response));
}

interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'done' | 'error' | string;
  result_url: string | null;
  errors?: Array<{ message?: string }>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });

/** Waits for an async chart-data job by polling the caller's event stream, then fetches its result. */
export async function awaitAsyncJob(job: AsyncJob, pollingDelayMs: number, signal: AbortSignal): Promise<ChartDataResponse> {
  let lastId: string | null = null;
  for (;;) {
    const url: string = lastId ? `/api/v1/async_event/?last_id=${encodeURIComponent(lastId)}` : '/api/v1/async_event/';
    const body: { result: AsyncEvent[] } = await readJson(await apiFetch(url, { signal }));
    for (const event of body.result) {
      lastId = event.id;
      if (event.job_id !== job.job_id) continue;
      if (event.status === 'done' && event.result_url) {
        return readJson<ChartDataResponse>(await apiFetch(event.result_url, { signal }));
      }
      if (event.status === 'error') {
        const message = event.errors?.[0]?.message ?? 'An error occurred';
        throw new ApiCallError({ error: message, errors: (event.errors ?? []) as ClientErrorObject['errors'] });
      }
    }
    await sleep(pollingDelayMs, signal);
  }
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
