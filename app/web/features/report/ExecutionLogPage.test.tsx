// @vitest-environment happy-dom
import type { ReportLogRow } from '@plugins/report-kit/report-types';
import { afterEach, describe, expect, it } from 'vitest';
import { allByRole, byRole, click } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness } from '../../test-support/page-test-harness';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { ExecutionLogPage } from './ExecutionLogPage';

const log = (id: number, state: ReportLogRow['state'], error: string | null = null): ReportLogRow => ({
  id,
  uuid: `run-${id}`,
  scheduled_dttm: '2026-01-01T09:00:00',
  start_dttm: '2026-01-01T09:00:01',
  end_dttm: state === 'Working' ? null : '2026-01-01T09:00:03.500',
  state,
  error_message: error,
  value: state === 'Success' ? 12 : null,
  value_row_json: null,
});

const RUNS = [log(30, 'Working'), log(29, 'Error', 'Alert query returned more than one row.'), log(28, 'Success')];

const { server } = pageTestHarness({
  'GET /api/v1/report/:id': () => ({ id: 4, result: { id: 4, type: 'Alert', name: 'Failures', owners: [], recipients: [] } }),
  'GET /api/v1/report/:id/log/': (request) => {
    const q = request.q as { page: number; page_size: number };
    const total = 30;
    const rows = q.page === 0 ? RUNS : [log(5, 'Not triggered')];
    return { count: total, ids: rows.map((row) => row.id), result: rows };
  },
});

let page: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

/** The page at `path`, under its two routes as the app mounts it. */
async function mount(path: string) {
  const routes = [ROUTE_PATHS.alertLog, ROUTE_PATHS.reportLog].map((route) => ({ path: route, Component: ExecutionLogPage }));
  page = await renderApp(null, { bootstrap: testBootstrap(testUser({ Admin: [] })), path, routes });
  return page;
}

describe('ExecutionLogPage', () => {
  it('shows the schedule’s name and its runs newest first, with state, duration, value and error', async () => {
    const page = await mount('/alert/4/log/');
    await page.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('more than one row')));
    expect(document.querySelector('h1')?.textContent).toBe('Failures');
    const table = byRole(document, 'table', 'Execution log');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['State', 'Scheduled at', 'Start at', 'Duration', 'Value', 'Error message']);
    const [, working, error, success] = allByRole(table, 'row');
    expect(working!.textContent).toContain('Working');
    expect(working!.textContent).toContain('—');
    expect(error!.textContent).toContain('Alert query returned more than one row.');
    expect(success!.textContent).toContain('2.5 s');
    expect(success!.textContent).toContain('12');
    expect(server.calls('GET', '/api/v1/report/4/log/')[0]!.q).toMatchObject({ order_column: 'start_dttm', order_direction: 'desc', page: 0, page_size: 25 });
    expect(byRole(document, 'link', 'All alerts').getAttribute('href')).toBe('/alert/list/');

    await click(byRole(document, 'button', 'Go to next page'));
    await page.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('Not triggered')));
    expect(server.calls('GET', '/api/v1/report/4/log/').at(-1)!.q).toMatchObject({ page: 1 });
  });

  it('says so when the schedule cannot be found', async () => {
    server.on('GET /api/v1/report/:id', () => jsonResponse(404, { message: 'Not found' }));
    const page = await mount('/report/99/log/');
    await page.waitFor(() => allByRole(document, 'alert')[0]);
    expect(byRole(document, 'alert').textContent).toContain('Not found');
    expect(byRole(document, 'link', 'All reports').getAttribute('href')).toBe('/report/list/');
    expect(server.calls('GET', '/api/v1/report/99')).toHaveLength(1);
  });
});
