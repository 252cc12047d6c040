import rison from 'rison';
import { ReportApiError, reportApiErrorOf } from './report-api-error.js';
import type { ReportListQuery, ReportListRow, ReportLogRow, ReportPage, ReportPostBody, ReportPutBody, ReportRecord } from './report-types.js';

/** `fetch` for the Tessera API as the signed-in user (the host's `apiFetch`). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const BASE = '/api/v1/report/';
const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** A rison value as a `q=` parameter, escaped for a URL. */
export function risonQuery(value: unknown): string {
  return encodeURIComponent(rison.encode(value));
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The answer's body when it is a success, else the server's refusal thrown as a {@link ReportApiError}. */
async function answer(response: Response): Promise<unknown> {
  const body = await bodyOf(response);
  if (!response.ok) throw reportApiErrorOf(response.status, body);
  return body;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function pageOf<Row>(body: unknown): ReportPage<Row> {
  const result = field(body, 'result');
  if (!Array.isArray(result)) throw new ReportApiError('The server answered without a list of reports.', 200);
  const count = field(body, 'count');
  return { count: typeof count === 'number' ? count : result.length, result: result as Row[] };
}

/** `GET /api/v1/report/?q=…`: one page of schedules matching the query's filters. */
export async function listReports(apiFetch: ApiFetch, query: ReportListQuery = {}): Promise<ReportPage<ReportListRow>> {
  return pageOf<ReportListRow>(await answer(await apiFetch(`${BASE}?q=${risonQuery(query)}`, { headers: { Accept: 'application/json' } })));
}

/** `GET /api/v1/report/{id}`: the full record. */
export async function getReport(apiFetch: ApiFetch, id: number): Promise<ReportRecord> {
  const result = field(await answer(await apiFetch(`${BASE}${id}`, { headers: { Accept: 'application/json' } })), 'result');
  if (typeof result !== 'object' || result === null) throw new ReportApiError('The server answered without the report.', 200);
  return result as ReportRecord;
}

/** `POST /api/v1/report/`: creates a schedule; resolves to its id. */
export async function createReport(apiFetch: ApiFetch, body: ReportPostBody): Promise<number> {
  const id = field(await answer(await apiFetch(BASE, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) })), 'id');
  if (typeof id !== 'number') throw new ReportApiError('The server answered without the new report’s id.', 201);
  return id;
}

/** `PUT /api/v1/report/{id}` with a full edit. */
export async function updateReport(apiFetch: ApiFetch, id: number, body: ReportPutBody): Promise<void> {
  await answer(await apiFetch(`${BASE}${id}`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(body) }));
}

/** `PUT /api/v1/report/{id}` with `{active}` alone: turns a schedule on or off. */
export async function setReportActive(apiFetch: ApiFetch, id: number, active: boolean): Promise<void> {
  await updateReport(apiFetch, id, { active });
}

/** `DELETE /api/v1/report/{id}`. */
export async function deleteReport(apiFetch: ApiFetch, id: number): Promise<void> {
  await answer(await apiFetch(`${BASE}${id}`, { method: 'DELETE', headers: { Accept: 'application/json' } }));
}

/** `DELETE /api/v1/report/?q=!(ids)`: deletes several schedules; resolves to the server's message. */
export async function deleteReports(apiFetch: ApiFetch, ids: readonly number[]): Promise<string> {
  const message = field(await answer(await apiFetch(`${BASE}?q=${risonQuery(ids)}`, { method: 'DELETE', headers: { Accept: 'application/json' } })), 'message');
  return typeof message === 'string' ? message : `Deleted ${ids.length} report schedules`;
}

/** `GET /api/v1/report/{id}/log/?q=…`: one page of a schedule's execution log, newest first by default. */
export async function listReportLogs(apiFetch: ApiFetch, id: number, query: ReportListQuery = { order_column: 'start_dttm', order_direction: 'desc', page: 0, page_size: 25 }): Promise<ReportPage<ReportLogRow>> {
  return pageOf<ReportLogRow>(await answer(await apiFetch(`${BASE}${id}/log/?q=${risonQuery(query)}`, { headers: { Accept: 'application/json' } })));
}
