import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDialect } from '../../app/server/store/store.js';
import { bearerCaller, risonParam } from './fixtures.js';
import { apiLogin, browserLogin, createTestApp, USERS, type TestApp } from './test-app.js';

/**
 * `GET /api/v1/log/` and `/api/v1/log/{pk}` on both metadata stores: administrators page through
 * the action log with Superset's rison filters, order and paging; no one else reads it.
 */
describe.each<StoreDialect>(['sqlite', 'postgres'])('action log list on a %s metadata store', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof bearerCaller<'admin' | 'alpha' | 'gamma'>>;
  let ids: Record<'admin' | 'gamma', number>;
  let dashboardId: number;
  let sliceId: number;
  let rowIds: number[];

  const list = async (q: Record<string, unknown> = {}) => {
    const response = await call('admin', 'GET', `/api/v1/log/?q=${risonParam(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; ids: number[]; result: Record<string, unknown>[]; list_title?: string };
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const tokens = {} as Record<'admin' | 'alpha' | 'gamma', string>;
    for (const user of ['admin', 'alpha', 'gamma'] as const) {
      tokens[user] = (await apiLogin(t.app, user, USERS[user].password)).json().access_token;
    }
    call = bearerCaller(() => t.app, tokens);
    const userId = async (username: string) => (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    ids = { admin: await userId('admin'), gamma: await userId('gamma') };
    await t.store.db.updateTable('ab_user').set({ first_name: 'Grace', last_name: 'Hopper' }).where('id', '=', ids.gamma).execute();
    const dashboard = await call('admin', 'POST', '/api/v1/dashboard/', { dashboard_title: 'Sales' });
    expect(dashboard.statusCode, dashboard.body).toBe(201);
    dashboardId = dashboard.json().id;
    sliceId = (await t.store.db.insertInto('slices').values({ slice_name: 'Revenue', viz_type: 'table', params: '{}' }).returning('id').executeTakeFirstOrThrow()).id;
    const row = (user: number | null, event: string, dttm: string, extra: { dashboard_id?: number; slice_id?: number; duration_ms?: number } = {}) => ({
      action: 'log',
      user_id: user,
      json: JSON.stringify({ event_name: event, ...extra }),
      dttm,
      dashboard_id: extra.dashboard_id ?? null,
      slice_id: extra.slice_id ?? null,
      duration_ms: extra.duration_ms ?? null,
      referrer: 'http://localhost/superset/welcome/',
    });
    const inserted = await t.store.db
      .insertInto('logs')
      .values([
        row(ids.admin, 'mount_dashboard', '2024-05-01T09:00:00.000Z', { dashboard_id: dashboardId }),
        row(ids.gamma, 'mount_explorer', '2024-05-02T09:00:00.000Z', { slice_id: sliceId }),
        row(ids.gamma, 'load_chart', '2024-05-03T09:00:00.000Z', { slice_id: sliceId, dashboard_id: dashboardId, duration_ms: 120 }),
        row(ids.gamma, 'render_chart', '2024-05-03T09:00:00.000Z', { slice_id: sliceId, dashboard_id: dashboardId, duration_ms: 30 }),
        row(null, 'mount_dashboard', '2024-05-04T09:00:00.000Z', { dashboard_id: 9999 }),
      ])
      .returning('id')
      .execute();
    rowIds = inserted.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  it('answers the newest events first, each with its user and what it is about', async () => {
    const page = await list();
    expect(page.count).toBe(5);
    expect(page.list_title).toBe('List Log');
    expect(page.ids).toEqual([rowIds[4], rowIds[3], rowIds[2], rowIds[1], rowIds[0]]);
    const [anonymous, render] = page.result;
    expect(anonymous).toMatchObject({ user: null, user_id: null, dashboard_id: 9999, dashboard: null });
    expect(render).toMatchObject({
      id: rowIds[3],
      action: 'log',
      user: { id: ids.gamma, username: 'gamma', first_name: 'Grace', last_name: 'Hopper' },
      dttm: '2024-05-03T09:00:00.000Z',
      dashboard_id: dashboardId,
      dashboard: { id: dashboardId, dashboard_title: 'Sales' },
      slice_id: sliceId,
      slice: { id: sliceId, slice_name: 'Revenue' },
      duration_ms: 30,
      referrer: 'http://localhost/superset/welcome/',
    });
    expect(JSON.parse(String(render!['json']))).toMatchObject({ event_name: 'render_chart' });
  });

  it('filters on user, time range, dashboard, chart and event name', async () => {
    const idsOf = async (filters: unknown[]) => (await list({ filters })).ids;
    expect(await idsOf([{ col: 'user', opr: 'rel_o_m', value: ids.admin }])).toEqual([rowIds[0]]);
    expect(await idsOf([{ col: 'user', opr: 'ct', value: 'hopp' }])).toEqual([rowIds[3], rowIds[2], rowIds[1]]);
    expect(await idsOf([
      { col: 'dttm', opr: 'gt', value: '2024-05-02' },
      { col: 'dttm', opr: 'lt', value: '2024-05-04T00:00:00Z' },
    ])).toEqual([rowIds[3], rowIds[2], rowIds[1]]);
    expect(await idsOf([{ col: 'dashboard_id', opr: 'eq', value: dashboardId }])).toEqual([rowIds[3], rowIds[2], rowIds[0]]);
    expect(await idsOf([{ col: 'slice_id', opr: 'eq', value: sliceId }, { col: 'duration_ms', opr: 'gt', value: 50 }])).toEqual([rowIds[2]]);
    expect(await idsOf([{ col: 'event_name', opr: 'eq', value: 'mount_dashboard' }])).toEqual([rowIds[4], rowIds[0]]);
    expect(await idsOf([{ col: 'event_name', opr: 'sw', value: 'mount' }])).toEqual([rowIds[4], rowIds[1], rowIds[0]]);
    expect(await idsOf([{ col: 'action', opr: 'eq', value: 'dashboard' }])).toEqual([]);
  });

  it('orders and pages as Flask-AppBuilder does', async () => {
    const first = await list({ order_column: 'dttm', order_direction: 'asc', page: 0, page_size: 2 });
    expect(first.count).toBe(5);
    expect(first.ids).toEqual([rowIds[0], rowIds[1]]);
    const third = await list({ order_column: 'dttm', order_direction: 'asc', page: 2, page_size: 2 });
    expect(third.ids).toEqual([rowIds[4]]);
    const byUser = await list({ order_column: 'user.username', order_direction: 'asc', filters: [{ col: 'user_id', opr: 'neq', value: null }] });
    expect(byUser.result.map((r) => (r['user'] as { username: string }).username)).toEqual(['admin', 'gamma', 'gamma', 'gamma']);
    const columns = await list({ columns: ['id', 'user.username'], page_size: 1 });
    expect(columns.result).toEqual([{ id: rowIds[4], user: null }]);
  });

  it('shows one event, and 404 for one that does not exist', async () => {
    const response = await call('admin', 'GET', `/api/v1/log/${rowIds[2]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: rowIds[2], show_title: 'Show Log', result: { id: rowIds[2], duration_ms: 120, slice: { slice_name: 'Revenue' } } });
    const missing = await call('admin', 'GET', '/api/v1/log/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    expect((await call('admin', 'GET', '/api/v1/log/abc')).statusCode).toBe(400);
  });

  it('answers bad queries with 400 and a message, never a stack', async () => {
    for (const q of [
      '(filters:!((col:password,opr:eq,value:x)))',
      '(filters:!((col:dttm,opr:gt,value:yesterday)))',
      '(filters:!((col:action,opr:rel_m_m,value:x)))',
      '(page:-1)',
      '(filters:!((col:event_name,opr:eq,value:3)))',
      "(page:'",
    ]) {
      const response = await call('admin', 'GET', `/api/v1/log/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(400);
      expect(typeof response.json().message, q).toBe('string');
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  });

  it('is for administrators only', async () => {
    for (const user of ['alpha', 'gamma'] as const) {
      expect((await call(user, 'GET', '/api/v1/log/')).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/v1/log/${rowIds[0]}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject('/api/v1/log/')).statusCode).toBe(401);
    const { cookie } = await browserLogin(t.app, 'gamma', USERS.gamma.password);
    expect((await t.app.inject({ url: '/api/v1/log/', headers: { cookie } })).statusCode).toBe(403);
    // Their own recent activity stays theirs to read.
    expect((await call('gamma', 'GET', '/api/v1/log/recent_activity/')).statusCode).toBe(200);
  });
});
