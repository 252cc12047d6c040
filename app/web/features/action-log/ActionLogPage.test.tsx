// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { ActionLogPage } from './ActionLogPage';
import type { ActionLogEntry } from './action-log-types';

const ENTRIES: ActionLogEntry[] = [
  {
    id: 31,
    action: 'log',
    user_id: 8,
    user: { id: 8, username: 'grace', first_name: 'Grace', last_name: 'Hopper' },
    dttm: '2024-05-03T09:00:00.000Z',
    dashboard_id: 4,
    slice_id: 12,
    dashboard: { id: 4, dashboard_title: 'Sales' },
    slice: null,
    json: JSON.stringify({ event_name: 'load_chart', slice_id: 12, duration_ms: 120 }),
    duration_ms: 120,
    referrer: 'http://localhost/superset/dashboard/4/',
  },
  { id: 30, action: 'log', user_id: null, user: null, dttm: '2024-05-02T09:00:00.000Z', dashboard_id: null, slice_id: null, json: 'not json', duration_ms: null, referrer: null },
];

const { server, mount } = pageTestHarness({
  'GET /api/v1/log/': () => ({ count: 2, ids: [31, 30], result: ENTRIES }),
  'GET /api/v1/dashboard/': () => ({ count: 1, ids: [4], result: [{ id: 4, dashboard_title: 'Sales' }] }),
  'GET /api/v1/chart/': () => ({ count: 1, ids: [12], result: [{ id: 12, slice_name: 'Revenue' }] }),
});
let rendered: RenderedPage | undefined;

async function renderPage() {
  rendered = await mount(<ActionLogPage />, { viewer: testUser({ Admin: [] }), path: '/actionlog/list/' });
  await rendered.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('grace')));
  return rendered;
}

const logQueries = () => server.calls('GET', '/api/v1/log/').map((request) => request.q as Record<string, unknown>);

describe('ActionLogPage', () => {
  it('lists events newest first with who, what, where and how long', async () => {
    await renderPage();
    expect(logQueries()[0]).toEqual({ order_column: 'dttm', order_direction: 'desc', page: 0, page_size: 25 });
    const table = byRole(document, 'table', 'Action log');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'User', 'Action', 'Dashboard', 'Chart', 'Duration', 'Details']);
    const [, load, anonymous] = allByRole(table, 'row');
    expect(load!.textContent).toContain('Grace Hopper (grace)');
    expect(load!.textContent).toContain('load_chart');
    expect(byRole(load!, 'link', 'Sales').getAttribute('href')).toBe('/superset/dashboard/4/');
    // The chart is gone: its id stays, without a link.
    expect(load!.textContent).toContain('#12');
    expect(load!.textContent).toContain('120 ms');
    expect(anonymous!.textContent).toContain('Anonymous');
  });

  it('filters by action, user, dashboard, chart and time range', async () => {
    await renderPage();
    const filters = byRole(document, 'search', 'Filters');
    const action = byLabel(filters, 'Action');
    await typeText(action, 'mount');
    await pressKey(action, 'Enter');
    const user = byLabel(filters, 'User');
    await typeText(user, 'grace');
    await pressKey(user, 'Enter');
    await chooseOption(byLabel(filters, /^Dashboard/), 'Sales');
    await chooseOption(byLabel(filters, /^Chart/), 'Revenue');
    await typeText(byLabel(document, 'From'), '2024-05-01T08:00');
    await typeText(byLabel(document, 'To'), '2024-05-04T20:00');
    await rendered!.settle();
    expect(logQueries().at(-1)).toEqual({
      filters: [
        { col: 'event_name', opr: 'sw', value: 'mount' },
        { col: 'user', opr: 'ct', value: 'grace' },
        { col: 'dashboard_id', opr: 'eq', value: 4 },
        { col: 'slice_id', opr: 'eq', value: 12 },
        { col: 'dttm', opr: 'gt', value: new Date('2024-05-01T08:00').toISOString() },
        { col: 'dttm', opr: 'lt', value: new Date('2024-05-04T20:00').toISOString() },
      ],
      order_column: 'dttm',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    // "Clear filters" clears the time range with the rest (the unfiltered list is answered from the cache).
    await click(byRole(document, 'button', 'Clear filters'));
    await rendered!.settle();
    expect((byLabel(document, 'From') as HTMLInputElement).value).toBe('');
    expect((byLabel(document, 'To') as HTMLInputElement).value).toBe('');
    expect((byLabel(byRole(document, 'search', 'Filters'), 'User') as HTMLInputElement).value).toBe('');
    expect(allByRole(document, 'button', 'Clear filters')).toHaveLength(0);
  });

  it('says "no match" when only the time range leaves nothing', async () => {
    await renderPage();
    server.on('GET /api/v1/log/', () => ({ count: 0, ids: [], result: [] }));
    await typeText(byLabel(document, 'From'), '2030-01-01T00:00');
    await rendered!.settle();
    expect(document.body.textContent).toContain('No events match your filters');
  });

  it('sorts by user and pages through the log', async () => {
    server.on('GET /api/v1/log/', () => ({ count: 60, ids: [31, 30], result: ENTRIES }));
    await renderPage();
    await click(byRole(byRole(document, 'table', 'Action log'), 'button', 'User'));
    await rendered!.settle();
    expect(logQueries().at(-1)).toMatchObject({ order_column: 'user.username', order_direction: 'asc', page: 0 });
    await click(byRole(document, 'button', 'Go to next page'));
    await rendered!.settle();
    expect(logQueries().at(-1)).toMatchObject({ page: 1 });
  });

  it('shows an event as recorded', async () => {
    await renderPage();
    await click(byRole(document, 'button', 'Details of event 31'));
    const dialog = byRole(document, 'dialog');
    expect(dialog.textContent).toContain('from http://localhost/superset/dashboard/4/');
    expect(dialog.querySelector('pre')?.textContent).toBe(JSON.stringify({ event_name: 'load_chart', slice_id: 12, duration_ms: 120 }, null, 2));
  });
});
