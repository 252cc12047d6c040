import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { ReportApiError } from './report-api-error.js';
import { createReport, deleteReport, listReports, setReportActive, updateReport } from './report-calls.js';

interface Call {
  path: string;
  init: RequestInit | undefined;
}

/** A fetch answering each call with the next of `answers`, and keeping the calls made. */
function fakeFetch(...answers: Array<[number, unknown]>) {
  const calls: Call[] = [];
  const apiFetch = async (path: string, init?: RequestInit) => {
    calls.push({ path, init });
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { apiFetch, calls };
}

describe('report calls', () => {
  it('lists with the filters as a rison q', async () => {
    const { apiFetch, calls } = fakeFetch([200, { count: 1, result: [{ id: 4, name: 'Weekly' }] }]);
    const filters = [{ col: 'dashboard_id', opr: 'eq', value: 7 }, { col: 'creation_method', opr: 'eq', value: 'dashboards' }];
    const page = await listReports(apiFetch, { filters });
    expect(page.count).toBe(1);
    expect(page.result[0]?.name).toBe('Weekly');
    const q = new URL(calls[0]!.path, 'http://x').searchParams.get('q')!;
    expect(calls[0]!.path.startsWith('/api/v1/report/?q=')).toBe(true);
    expect(rison.decode(q)).toEqual({ filters });
  });

  it('creates, edits and toggles with JSON bodies', async () => {
    const { apiFetch, calls } = fakeFetch([201, { id: 12, result: {} }], [200, { id: 12, result: {} }], [200, { id: 12, result: {} }]);
    expect(await createReport(apiFetch, { type: 'Report', name: 'n', crontab: '0 9 * * *' })).toBe(12);
    await updateReport(apiFetch, 12, { name: 'm' });
    await setReportActive(apiFetch, 12, false);
    expect(calls.map((call) => `${call.init?.method} ${call.path} ${String(call.init?.body)}`)).toEqual([
      'POST /api/v1/report/ {"type":"Report","name":"n","crontab":"0 9 * * *"}',
      'PUT /api/v1/report/12 {"name":"m"}',
      'PUT /api/v1/report/12 {"active":false}',
    ]);
  });

  it('throws the server’s message, with its field errors', async () => {
    const { apiFetch } = fakeFetch([422, { message: { name: ['Name must be unique'], crontab: ['Invalid cron'] } }], [404, { message: 'Not found' }], [500, null]);
    const refused = await createReport(apiFetch, { type: 'Report', name: 'n', crontab: 'x' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReportApiError);
    expect((refused as ReportApiError).fieldErrors).toEqual({ name: ['Name must be unique'], crontab: ['Invalid cron'] });
    expect((refused as ReportApiError).message).toBe('name: Name must be unique; crontab: Invalid cron');
    await expect(deleteReport(apiFetch, 3)).rejects.toThrow('Not found');
    await expect(deleteReport(apiFetch, 3)).rejects.toMatchObject({ status: 500, message: 'The server could not do this (status 500).' });
  });
});
