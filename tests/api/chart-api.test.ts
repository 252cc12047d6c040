import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { bearerCaller, createDuckDbFile, grantPermission, risonParam } from './fixtures.js';
import { apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The chart API on both metadata stores: create and update with Superset's ownership rules,
 * dataset access, dashboards the caller may edit, the list's search, filters, order and paging,
 * favourites, and deletes that are all or nothing.
 */

const PASSWORD = 'chart-test-password';
const USERS = { admin: 'admin-password', alpha: 'alpha-password', gamma: 'gamma-password', gamma2: PASSWORD, nobody: PASSWORD } as const;
type User = keyof typeof USERS;


describe.each<StoreDialect>(['sqlite', 'postgres'])('chart API on a %s metadata store', (dialect) => {
  let t: TestApp;
  let dir: string;
  let events: number;
  let secrets: number;
  const tokens = {} as Record<User, string>;
  const userIds = {} as Record<User, number>;

  const call = bearerCaller<User>(() => t.app, tokens);
  const q = risonParam;

  async function createChart(user: User, body: Record<string, unknown>): Promise<number> {
    const response = await call(user, 'POST', '/api/v1/chart/', { datasource_id: events, datasource_type: 'table', viz_type: 'table', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  const show = async (id: number, user: User = 'admin') => (await call(user, 'GET', `/api/v1/chart/${id}`)).json().result;
  const list = async (user: User, query: Record<string, unknown>) => {
    const response = await call(user, 'GET', `/api/v1/chart/?q=${q(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; ids: number[]; result: Record<string, unknown>[] };
  };
  async function addDashboard(title: string, owner: User): Promise<number> {
    const { id } = await t.store.db.insertInto('dashboards').values({ dashboard_title: title, json_metadata: '{}', position_json: '{}' }).returning('id').executeTakeFirstOrThrow();
    await t.store.db.insertInto('dashboard_user').values({ dashboard_id: id, user_id: userIds[owner] }).execute();
    return id;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-chartapi-'));
    const file = path.join(dir, 'charts.duckdb');
    await createDuckDbFile(file, ['CREATE TABLE events (id INTEGER, ts TIMESTAMP, name VARCHAR, amount DOUBLE)', 'CREATE TABLE secrets (k INTEGER, v VARCHAR)']);
    t = await createTestApp({
      dialect,
      plugins: [...SERVER_PLUGINS],
    });
    await t.security.createUser({ username: 'gamma2', password: PASSWORD, roles: ['Gamma'] });
    await t.security.createUser({ username: 'nobody', password: PASSWORD, roles: ['Public'] });
    for (const user of Object.keys(USERS) as User[]) {
      tokens[user] = (await apiLogin(t.app, user, USERS[user])).json().access_token;
      userIds[user] = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', user).executeTakeFirstOrThrow()).id;
    }
    const database = await call('admin', 'POST', '/api/v1/database/', { database_name: 'chart fixture', sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}` });
    expect(database.statusCode, database.body).toBe(201);
    const dataset = async (table: string) => (await call('admin', 'POST', '/api/v1/dataset/', { database: database.json().id, schema: 'main', table_name: table })).json().id as number;
    events = await dataset('events');
    secrets = await dataset('secrets');
    // Gamma may read the events dataset only.
    await grantPermission(t, 'Gamma', 'datasource_access', `[chart fixture].[events](id:${events})`);
  });

  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('creating and reading', () => {
    it('creates a chart whose creator owns it, and shows it with Superset fields', async () => {
      const params = JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: `${events}__table` });
      const created = await call('gamma', 'POST', '/api/v1/chart/', { slice_name: 'Events table', viz_type: 'table', datasource_id: events, datasource_type: 'table', params, query_context: '{"queries":[]}', description: 'All events' });
      expect(created.statusCode, created.body).toBe(201);
      const { id, result } = created.json();
      expect(result).toMatchObject({ slice_name: 'Events table', owners: [userIds.gamma], dashboards: [] });
      const shown = await call('gamma', 'GET', `/api/v1/chart/${id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ id, show_title: 'Show Slice' });
      expect(shown.json().result).toMatchObject({
        id,
        slice_name: 'Events table',
        viz_type: 'table',
        params,
        query_context: '{"queries":[]}',
        description: 'All events',
        owners: [{ id: userIds.gamma, first_name: 'gamma', last_name: '' }],
        dashboards: [],
        url: `/explore/?slice_id=${id}`,
        datasource_id: events,
        datasource_type: 'table',
        datasource_name_text: 'main.events',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${events}`,
        changed_on_delta_humanized: expect.stringMatching(/ago|now/),
      });
      const row = await t.store.db.selectFrom('slices').select(['perm', 'schema_perm', 'datasource_name', 'last_saved_by_fk']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ perm: `[chart fixture].[events](id:${events})`, schema_perm: '[chart fixture].[main]', datasource_name: 'main.events', last_saved_by_fk: userIds.gamma });
    });

    it('selects fields with q=(columns:…), dashboards.id included', async () => {
      const dashboard = await addDashboard('Gamma board', 'gamma');
      const id = await createChart('gamma', { slice_name: 'On a dashboard', dashboards: [dashboard] });
      const response = await call('gamma', 'GET', `/api/v1/chart/${id}?q=${q({ columns: ['dashboards.id', 'dashboards.dashboard_title', 'owners.id', 'slice_name'] })}`);
      expect(response.json().result).toEqual({ dashboards: [{ id: dashboard, dashboard_title: 'Gamma board' }], owners: [{ id: userIds.gamma }], slice_name: 'On a dashboard' });
    });

    it('refuses bad bodies, missing or hidden datasets, unknown owners and dashboards', async () => {
      expect((await call('admin', 'POST', '/api/v1/chart/', { datasource_id: events, datasource_type: 'table' })).json()).toEqual({ message: { slice_name: ['Missing data for required field.'] } });
      const badJson = await call('admin', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: events, datasource_type: 'table', params: '{nope', query_context: '[' });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ message: { params: ['JSON not valid'], query_context: ['JSON not valid'] } });
      const missing = await call('admin', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: 987654, datasource_type: 'table' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
      // A dataset Gamma may not read looks exactly like a missing one.
      expect((await call('gamma', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: secrets, datasource_type: 'table' })).json()).toEqual(missing.json());
      const owners = await call('admin', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: events, datasource_type: 'table', owners: [424242], dashboards: [434343] });
      expect(owners.statusCode).toBe(422);
      expect(owners.json()).toEqual({ message: { owners: ['Owners are invalid'], dashboards: ['Dashboards do not exist'] } });
    });

    it('needs can_write on Chart to create, and an editable dashboard to put it on', async () => {
      expect((await call('nobody', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: events, datasource_type: 'table' })).statusCode).toBe(403);
      const adminBoard = await addDashboard('Admin board', 'admin');
      const forbidden = await call('gamma', 'POST', '/api/v1/chart/', { slice_name: 'x', datasource_id: events, datasource_type: 'table', dashboards: [adminBoard] });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
      expect(await t.store.db.selectFrom('slices').select('id').where('slice_name', '=', 'x').execute()).toEqual([]);
      // Admins may put a chart on any dashboard, and name other owners without themselves.
      const id = await createChart('admin', { slice_name: 'Placed by admin', dashboards: [adminBoard], owners: [userIds.alpha] });
      expect((await show(id)).owners.map((o: { id: number }) => o.id)).toEqual([userIds.alpha]);
    });

    it('answers 404 for a missing chart and for a chart on a dataset the caller may not read', async () => {
      expect((await call('admin', 'GET', '/api/v1/chart/999999')).statusCode).toBe(404);
      const hidden = await createChart('admin', { slice_name: 'Secret chart', datasource_id: secrets });
      expect((await call('gamma', 'GET', `/api/v1/chart/${hidden}`)).statusCode).toBe(404);
      expect((await call('gamma', 'PUT', `/api/v1/chart/${hidden}`, { description: 'x' })).statusCode).toBe(404);
      expect((await call('alpha', 'GET', `/api/v1/chart/${hidden}`)).statusCode).toBe(200);
    });
  });

  describe('updating', () => {
    it('lets only owners and admins overwrite a chart', async () => {
      const id = await createChart('admin', { slice_name: 'Admin chart' });
      for (const user of ['gamma', 'alpha'] as const) {
        const response = await call(user, 'PUT', `/api/v1/chart/${id}`, { slice_name: 'Taken' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to edit this chart' });
      }
      const gammaChart = await createChart('gamma', { slice_name: 'Gamma chart' });
      expect((await call('admin', 'PUT', `/api/v1/chart/${gammaChart}`, { slice_name: 'Renamed by admin' })).statusCode).toBe(200);
      expect((await show(gammaChart)).slice_name).toBe('Renamed by admin');
    });

    it('clears a stored query context when the form data changes without a new one, and keeps both when both are sent', async () => {
      const id = await createChart('gamma', { slice_name: 'Synced', params: '{"metrics":["count"]}', query_context: '{"old":true}' });
      const put = await call('gamma', 'PUT', `/api/v1/chart/${id}`, { params: '{"metrics":["sum"]}', viz_type: 'pie' });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ id, result: { params: '{"metrics":["sum"]}', viz_type: 'pie', changed_on: expect.any(String) } });
      expect(await show(id)).toMatchObject({ params: '{"metrics":["sum"]}', viz_type: 'pie', query_context: null });
      await call('gamma', 'PUT', `/api/v1/chart/${id}`, { params: '{"metrics":["max"]}', query_context: '{"new":true}' });
      expect(await show(id)).toMatchObject({ params: '{"metrics":["max"]}', query_context: '{"new":true}' });
    });

    it('lets a reader store a generated query context without changing the chart', async () => {
      const id = await createChart('admin', { slice_name: 'Generated context' });
      const before = await t.store.db.selectFrom('slices').select(['changed_on', 'changed_by_fk']).where('id', '=', id).executeTakeFirstOrThrow();
      const response = await call('gamma', 'PUT', `/api/v1/chart/${id}`, { query_context: '{"generated":1}', query_context_generation: true });
      expect(response.statusCode, response.body).toBe(200);
      const after = await t.store.db.selectFrom('slices').select(['changed_on', 'changed_by_fk', 'query_context']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(after).toEqual({ ...before, query_context: '{"generated":1}' });
      // Anything more than the context is an edit.
      expect((await call('gamma', 'PUT', `/api/v1/chart/${id}`, { query_context: '{}', query_context_generation: true, slice_name: 'x' })).statusCode).toBe(403);
    });

    it('replaces owners (a non-admin stays one) and dashboards, checking the dashboards that change', async () => {
      const mine = await addDashboard('Mine', 'gamma');
      const theirs = await addDashboard('Theirs', 'admin');
      const id = await createChart('gamma', { slice_name: 'Moving chart', dashboards: [mine] });
      expect((await call('gamma', 'PUT', `/api/v1/chart/${id}`, { dashboards: [mine, theirs] })).statusCode).toBe(403);
      const put = await call('gamma', 'PUT', `/api/v1/chart/${id}`, { dashboards: [], owners: [userIds.gamma2] });
      expect(put.json().result).toEqual({ dashboards: [], owners: [userIds.gamma2, userIds.gamma], changed_on: expect.any(String) });
      const shown = await show(id);
      expect(shown.dashboards).toEqual([]);
      expect(shown.owners.map((o: { id: number }) => o.id).sort()).toEqual([userIds.gamma, userIds.gamma2].sort());
      expect((await call('gamma2', 'PUT', `/api/v1/chart/${id}`, { description: 'co-owned' })).statusCode).toBe(200);
      expect((await call('gamma', 'PUT', `/api/v1/chart/${id}`, { datasource_id: secrets, datasource_type: 'table' })).statusCode).toBe(422);
    });
  });

  describe('listing', () => {
    let listed: Record<'apples' | 'bananas' | 'cherries' | 'secret', number>;

    beforeAll(async () => {
      await t.store.db.deleteFrom('slices').execute();
      listed = {
        apples: await createChart('gamma', { slice_name: 'Apples by month', viz_type: 'echarts_timeseries_line', description: 'fruit' }),
        bananas: await createChart('gamma2', { slice_name: 'bananas total', viz_type: 'big_number_total' }),
        cherries: await createChart('admin', { slice_name: 'Cherries table', viz_type: 'table' }),
        secret: await createChart('admin', { slice_name: 'Secret numbers', viz_type: 'table', datasource_id: secrets }),
      };
    });

    it('shows only charts on readable datasets, newest change first, with the list columns', async () => {
      const gamma = await list('gamma', {});
      expect(gamma.count).toBe(3);
      expect(gamma.ids).toEqual([listed.cherries, listed.bananas, listed.apples]);
      expect(gamma.result[0]).toMatchObject({
        id: listed.cherries,
        slice_name: 'Cherries table',
        url: `/explore/?slice_id=${listed.cherries}`,
        viz_type: 'table',
        datasource_name_text: 'main.events',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${events}`,
        changed_by_name: 'admin',
        owners: [{ id: userIds.admin, first_name: 'admin', last_name: '' }],
        dashboards: [],
        thumbnail_url: null,
      });
      expect((await list('admin', {})).count).toBe(4);
    });

    it('searches names and filters by viz type, dataset, owner and creator', async () => {
      const names = async (query: Record<string, unknown>) => (await list('admin', { ...query, columns: ['slice_name'] })).result.map((r) => r.slice_name);
      expect(await names({ filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'BANANA' }] })).toEqual(['bananas total']);
      expect(await names({ filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'fruit' }] })).toEqual(['Apples by month']);
      expect(await names({ filters: [{ col: 'slice_name', opr: 'ct', value: 'table' }] })).toEqual(['Cherries table']);
      expect(await names({ filters: [{ col: 'viz_type', opr: 'eq', value: 'table' }], order_column: 'slice_name', order_direction: 'asc' })).toEqual(['Cherries table', 'Secret numbers']);
      expect(await names({ filters: [{ col: 'datasource_id', opr: 'eq', value: secrets }] })).toEqual(['Secret numbers']);
      expect(await names({ filters: [{ col: 'owners', opr: 'rel_m_m', value: userIds.gamma2 }] })).toEqual(['bananas total']);
      expect(await names({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: userIds.gamma }] })).toEqual(['Apples by month']);
      expect((await call('admin', 'GET', `/api/v1/chart/?q=${q({ filters: [{ col: 'params', opr: 'eq', value: 'x' }] })}`)).statusCode).toBe(400);
    });

    it('orders by name, viz type and dataset, and pages', async () => {
      const ordered = async (order_column: string, order_direction: 'asc' | 'desc') => (await list('gamma', { order_column, order_direction })).ids;
      expect(await ordered('slice_name', 'asc')).toEqual([listed.apples, listed.bananas, listed.cherries]);
      expect(await ordered('slice_name', 'desc')).toEqual([listed.cherries, listed.bananas, listed.apples]);
      expect(await ordered('viz_type', 'asc')).toEqual([listed.bananas, listed.apples, listed.cherries]);
      expect(await ordered('changed_on_delta_humanized', 'asc')).toEqual([listed.apples, listed.bananas, listed.cherries]);
      const first = await list('admin', { order_column: 'slice_name', order_direction: 'asc', page: 0, page_size: 3 });
      const second = await list('admin', { order_column: 'slice_name', order_direction: 'asc', page: 1, page_size: 3 });
      expect(first.count).toBe(4);
      expect([...first.ids, ...second.ids]).toEqual([listed.apples, listed.bananas, listed.cherries, listed.secret]);
      expect((await list('admin', { page_size: 200 })).ids).toHaveLength(4);
    });

    it('offers the viz types and owners to filter on', async () => {
      expect((await call('gamma', 'GET', '/api/v1/chart/distinct/viz_type')).json().result.map((r: { value: string }) => r.value)).toEqual(['big_number_total', 'echarts_timeseries_line', 'table']);
      const owners = (await call('gamma', 'GET', `/api/v1/chart/related/owners?q=${q({ filter: 'gamma' })}`)).json();
      expect(owners.result.map((r: { text: string }) => r.text).sort()).toEqual(['gamma', 'gamma2']);
      expect((await call('gamma', 'GET', `/api/v1/chart/_info?q=${q({ keys: ['permissions'] })}`)).json().permissions).toEqual(['can_read', 'can_write']);
    });

    it('stars charts per user and filters on favourites', async () => {
      const status = async (user: User, ids: number[]) => (await call(user, 'GET', `/api/v1/chart/favorite_status/?q=${q(ids)}`)).json();
      expect(await status('gamma', [listed.apples, listed.bananas])).toEqual({ result: [{ id: listed.apples, value: false }, { id: listed.bananas, value: false }] });
      expect((await call('gamma', 'POST', `/api/v1/chart/${listed.apples}/favorites/`)).json()).toEqual({ result: 'OK' });
      expect((await call('gamma', 'POST', `/api/v1/chart/${listed.apples}/favorites/`)).statusCode).toBe(200);
      expect(await status('gamma', [listed.apples, listed.bananas])).toEqual({ result: [{ id: listed.apples, value: true }, { id: listed.bananas, value: false }] });
      expect(await status('admin', [listed.apples])).toEqual({ result: [{ id: listed.apples, value: false }] });
      const favourite = (value: boolean) => list('gamma', { filters: [{ col: 'id', opr: 'chart_is_favorite', value }] });
      expect((await favourite(true)).ids).toEqual([listed.apples]);
      expect((await favourite(false)).ids).toEqual([listed.cherries, listed.bananas]);
      expect((await call('gamma', 'DELETE', `/api/v1/chart/${listed.apples}/favorites/`)).statusCode).toBe(200);
      expect((await status('gamma', [listed.apples])).result).toEqual([{ id: listed.apples, value: false }]);
      // Hidden charts cannot be starred nor asked about.
      expect((await call('gamma', 'POST', `/api/v1/chart/${listed.secret}/favorites/`)).statusCode).toBe(404);
      expect((await call('gamma', 'GET', `/api/v1/chart/favorite_status/?q=${q([listed.secret])}`)).statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it('deletes a chart of ones own, not one of someone else', async () => {
      const theirs = await createChart('admin', { slice_name: 'Keep me' });
      const forbidden = await call('gamma', 'DELETE', `/api/v1/chart/${theirs}`);
      expect(forbidden.statusCode).toBe(403);
      const mine = await createChart('gamma', { slice_name: 'Delete me' });
      expect((await call('gamma', 'DELETE', `/api/v1/chart/${mine}`)).json()).toEqual({ message: 'OK' });
      expect((await call('gamma', 'GET', `/api/v1/chart/${mine}`)).statusCode).toBe(404);
      expect((await call('gamma', 'DELETE', `/api/v1/chart/${mine}`)).statusCode).toBe(404);
    });

    it('bulk-deletes all or nothing', async () => {
      const a = await createChart('gamma', { slice_name: 'Bulk A' });
      const b = await createChart('gamma', { slice_name: 'Bulk B' });
      const foreign = await createChart('admin', { slice_name: 'Bulk foreign' });
      await call('gamma', 'POST', `/api/v1/chart/${a}/favorites/`);
      const forbidden = await call('gamma', 'DELETE', `/api/v1/chart/?q=${q([a, b, foreign])}`);
      expect(forbidden.statusCode).toBe(403);
      expect((await call('gamma', 'DELETE', `/api/v1/chart/?q=${q([a, b, 999999])}`)).statusCode).toBe(404);
      expect((await t.store.db.selectFrom('slices').select('id').where('id', 'in', [a, b, foreign]).execute()).length).toBe(3);
      const deleted = await call('gamma', 'DELETE', `/api/v1/chart/?q=${q([a, b])}`);
      expect(deleted.json()).toEqual({ message: 'Deleted 2 charts' });
      expect(await t.store.db.selectFrom('slices').select('id').where('id', 'in', [a, b]).execute()).toEqual([]);
      expect(await t.store.db.selectFrom('favstar').select('id').where('obj_id', '=', a).where('class_name', '=', 'slice').execute()).toEqual([]);
    });

    it('refuses to delete a chart a report still sends', async () => {
      const id = await createChart('admin', { slice_name: 'Reported' });
      await t.store.db.insertInto('report_schedule').values({ type: 'Report', name: 'Weekly', crontab: '0 9 * * 1', chart_id: id, description: null, context_markdown: null, sql: null, dashboard_id: null, database_id: null, last_eval_dttm: null, last_value: null, last_value_row_json: null, validator_type: null, created_by_fk: null, changed_by_fk: null } as never).execute();
      const refused = await call('admin', 'DELETE', `/api/v1/chart/${id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'There are associated alerts or reports: Weekly' });
    });
  });
});
