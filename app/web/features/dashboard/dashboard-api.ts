import type { LabelColorConfig } from '@core/dashboard/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { verboseMapOf } from '../../chart/verbose-map-of';
import { apiFetch } from '../../api/api-fetch';
import { risonParam } from '../../components/list-view/rison-param';
import { readJson } from '../../api/api-call-error';
import { fetchChartData } from '../../api/chart-data';
import { dashboardChartsUrl, dashboardUrl, takeDashboardPrefetch } from './dashboard-prefetch';
import type { ChartChoice, DashboardChart, DashboardInfo, DashboardPermalinkState, DashboardPermalinkValue } from './dashboard-types';
import type { DashboardSaveBody } from './model/save-payload';

const jsonInit = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** `GET /api/v1/dashboard/{id_or_slug}`. */
export async function fetchDashboard(idOrSlug: string): Promise<DashboardInfo> {
  return (await readJson<{ result: DashboardInfo }>(await apiFetch(dashboardUrl(idOrSlug)))).result;
}

/** `GET /api/v1/dashboard/{id_or_slug}/charts`: the charts the dashboard shows, with their form data. */
export async function fetchDashboardCharts(idOrSlug: string): Promise<DashboardChart[]> {
  return (await readJson<{ result: DashboardChart[] }>(await apiFetch(dashboardChartsUrl(idOrSlug)))).result;
}

/**
 * The dashboard's detail and charts: the answers of the requests the page's early script sent
 * (see `dashboard-prefetch`) when they are for this dashboard, else fetched now.
 */
export async function fetchDashboardWithCharts(idOrSlug: string): Promise<{ info: DashboardInfo; charts: DashboardChart[] }> {
  const early = takeDashboardPrefetch(idOrSlug);
  const resultOf = async <T>(answer: Promise<Response>): Promise<T> => (await readJson<{ result: T }>(await answer)).result;
  const [info, charts] = await Promise.all([
    early ? resultOf<DashboardInfo>(early.dashboard) : fetchDashboard(idOrSlug),
    early ? resultOf<DashboardChart[]>(early.charts) : fetchDashboardCharts(idOrSlug),
  ]);
  return { info, charts };
}

/** Whether the user starred the dashboard. */
export async function fetchDashboardFavorite(id: number): Promise<boolean> {
  const body = await readJson<{ result: Array<{ id: number; value: boolean }> }>(await apiFetch(`/api/v1/dashboard/favorite_status/?q=${risonParam([id])}`));
  return body.result.some((row) => row.id === id && row.value);
}

/** Stars or unstars the dashboard. */
export async function setDashboardFavorite(id: number, starred: boolean): Promise<void> {
  await readJson(await apiFetch(`/api/v1/dashboard/${id}/favorites/`, { method: starred ? 'POST' : 'DELETE' }));
}

/** What `PUT /api/v1/dashboard/{id}` answers. */
export interface DashboardUpdateAnswer {
  id: number;
  result: Record<string, unknown>;
  last_modified_time: number;
}

/** `PUT /api/v1/dashboard/{id}` in any of its forms (published only, properties, full save). */
export async function updateDashboard(id: number, body: Partial<DashboardSaveBody> & { published?: boolean }): Promise<DashboardUpdateAnswer> {
  return readJson<DashboardUpdateAnswer>(await apiFetch(`/api/v1/dashboard/${id}`, jsonInit('PUT', body)));
}

/** `POST /api/v1/dashboard/{id}/copy/`: answers the new dashboard's id. */
export async function copyDashboard(id: number, body: { dashboard_title: string; css: string; duplicate_slices: boolean; json_metadata: string }): Promise<number> {
  const answer = await readJson<{ result: { id: number } }>(await apiFetch(`/api/v1/dashboard/${id}/copy/`, jsonInit('POST', body)));
  return answer.result.id;
}

/** `POST /api/v1/dashboard/{id}/permalink`: answers the permalink's URL (absolute, for sharing). */
export async function createDashboardPermalink(id: number, state: DashboardPermalinkState): Promise<string> {
  const answer = await readJson<{ key: string; url: string }>(await apiFetch(`/api/v1/dashboard/${id}/permalink`, jsonInit('POST', state)));
  return new URL(answer.url, window.location.origin).toString();
}

/** `GET /api/v1/dashboard/permalink/{key}`. */
export async function fetchDashboardPermalink(key: string): Promise<DashboardPermalinkValue> {
  return readJson<DashboardPermalinkValue>(await apiFetch(`/api/v1/dashboard/permalink/${encodeURIComponent(key)}`));
}

/** A choice of a related field (owners, roles). */
export interface RelatedChoice {
  value: number;
  text: string;
}

/** `GET /api/v1/dashboard/related/{owners|roles}` searched by `filter`. */
export async function fetchRelatedChoices(field: 'owners' | 'roles', filter: string): Promise<RelatedChoice[]> {
  const body = await readJson<{ result: RelatedChoice[] }>(
    await apiFetch(`/api/v1/dashboard/related/${field}?q=${risonParam({ filter, page: 0, page_size: 100 })}`),
  );
  return body.result;
}

/** The columns the edit panel's chart list needs (form data included, so an added chart runs at once). */
const CHART_CHOICE_COLUMNS = ['id', 'slice_name', 'viz_type', 'datasource_name_text', 'description', 'changed_on_delta_humanized', 'form_data', 'owners.id'];

/** Spec §9: the chart list asks for 200 charts, latest changed first. */
export const CHART_CHOICES_PAGE_SIZE = 200;

/** Saved charts for the edit panel: searched by name, description, viz type or dataset; optionally the user's own. */
export async function fetchChartChoices(search: string, ownerId: number | null): Promise<{ count: number; result: ChartChoice[] }> {
  const filters: Array<{ col: string; opr: string; value: unknown }> = [];
  if (search.trim()) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search.trim() });
  if (ownerId !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
  const query = { columns: CHART_CHOICE_COLUMNS, filters, order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: CHART_CHOICES_PAGE_SIZE };
  return readJson<{ count: number; result: ChartChoice[] }>(await apiFetch(`/api/v1/chart/?q=${risonParam(query)}`));
}

/** Options of {@link postDashboardChartData}. */
export interface DashboardChartDataOptions {
  dashboardId: number;
  pollingDelayMs: number;
  signal?: AbortSignal;
}

/**
 * `POST /api/v1/chart/data?form_data={"slice_id":…}&dashboard_id=…` as a dashboard sends it: 200
 * is the data (a query that failed inside it is thrown as its error), 202 an async job that is
 * waited for, any other status an error normalised to the catalogue.
 */
export async function postDashboardChartData(queryContext: QueryContext, options: DashboardChartDataOptions): Promise<ChartDataResponse> {
  const sliceId = (queryContext.form_data as { slice_id?: unknown } | undefined)?.slice_id;
  const params = new URLSearchParams();
  if (typeof sliceId === 'number') params.set('form_data', JSON.stringify({ slice_id: sliceId }));
  params.set('dashboard_id', String(options.dashboardId));
  return fetchChartData(queryContext, { pollingDelayMs: options.pollingDelayMs, search: params, ...(options.signal ? { signal: options.signal } : {}) });
}

/** `PUT /api/v1/dashboard/{id}/colors?mark_updated=false`: stores the colour map without marking the dashboard changed. */
export async function putDashboardColors(id: number, colors: LabelColorConfig): Promise<void> {
  await readJson(await apiFetch(`/api/v1/dashboard/${id}/colors?mark_updated=false`, jsonInit('PUT', colors)));
}

/** `GET /api/v1/dashboard/{id}/datasets`: each dataset's display names, by datasource key (`3__table`). */
export async function fetchDashboardVerboseMaps(id: number): Promise<Map<string, Readonly<Record<string, string>>>> {
  const body = await readJson<{ result: Array<{ id: number; type?: string; verbose_map?: unknown }> }>(await apiFetch(`/api/v1/dashboard/${id}/datasets`));
  const maps = new Map<string, Readonly<Record<string, string>>>();
  for (const dataset of body.result) {
    const map = verboseMapOf(dataset);
    if (map) maps.set(`${dataset.id}__${dataset.type ?? 'table'}`, map);
  }
  return maps;
}
