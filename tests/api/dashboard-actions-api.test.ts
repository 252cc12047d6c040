import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDialect } from '../../app/server/store/store.js';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';

/**
 * What a dashboard offers beyond its own fields, on both metadata stores: the charts and
 * datasets it shows, copies (with or without its charts), colours and native filters, stars,
 * permalinks, and deletes that are all or nothing.
 */

describe.each<StoreDialect>(['sqlite', 'postgres'])('dashboard actions on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let eventsChart: number;
  let secretsChart: number;
  /** An admin dashboard, published, showing one chart on each dataset. */
  let mixed: number;

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    eventsChart = await d.createChart('admin', { slice_name: 'Events table', description: 'All <events>' });
    secretsChart = await d.createChart('admin', { slice_name: 'Secrets table', datasource_id: d.secrets });
    mixed = await d.createDashboard('admin', { dashboard_title: 'Mixed', slug: 'mixed', published: true, position_json: JSON.stringify(layoutWith([eventsChart, secretsChart])) });
  });
  afterAll(async () => d?.close());

  describe('charts and datasets', () => {
    it('answers the charts the caller may read, with form data and dataset references', async () => {
      const admin = await d.call('admin', 'GET', '/api/v1/dashboard/mixed/charts');
      expect(admin.statusCode, admin.body).toBe(200);
      expect(admin.json().result.map((c: { id: number }) => c.id)).toEqual([eventsChart, secretsChart]);
      const gamma = await d.call('gamma', 'GET', `/api/v1/dashboard/${mixed}/charts`);
      // The chart on a dataset Gamma may not read comes without its query (tests/api/data-access.test.ts).
      expect(gamma.json().result.map((c: { id: number }) => c.id)).toEqual([eventsChart, secretsChart]);
      expect(gamma.json().result[0]).toMatchObject({
        id: eventsChart,
        slice_id: eventsChart,
        slice_name: 'Events table',
        slice_url: `/explore/?slice_id=${eventsChart}`,
        viz_type: 'table',
        datasource_id: d.events,
        datasource_type: 'table',
        datasource_name_text: 'main.events',
        description: 'All <events>',
        description_markeddown: '<p>All &lt;events&gt;</p>',
        form_data: { viz_type: 'table', metrics: ['count'], slice_id: eventsChart, datasource: `${d.events}__table` },
      });
    });

    it('answers the datasets of those charts in explore shape', async () => {
      const admin = await d.call('admin', 'GET', `/api/v1/dashboard/${mixed}/datasets`);
      expect(admin.statusCode, admin.body).toBe(200);
      expect(admin.json().result.map((r: { id: number }) => r.id)).toEqual([d.events, d.secrets]);
      const gamma = (await d.call('gamma', 'GET', '/api/v1/dashboard/mixed/datasets')).json().result;
      expect(gamma).toHaveLength(1);
      expect(gamma[0]).toMatchObject({
        id: d.events,
        uid: `${d.events}__table`,
        type: 'table',
        table_name: 'events',
        name: 'main.events',
        database: { database_name: 'dashboard fixture', backend: 'duckdb' },
        column_names: ['id', 'ts', 'name', 'amount'],
        column_types: [0, 2, 1, 0],
      });
      expect(gamma[0].columns.map((c: { column_name: string }) => c.column_name)).toEqual(['id', 'ts', 'name', 'amount']);
      expect(gamma[0].metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count']);
    });
  });

  describe('copying', () => {
    it('copies a dashboard sharing its charts, as a draft the caller owns', async () => {
      const response = await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/copy/`, { dashboard_title: 'My copy', css: '.copy {}', json_metadata: JSON.stringify({ color_scheme: 'bnbColors' }) });
      expect(response.statusCode, response.body).toBe(200);
      const { id, last_modified_time } = response.json().result;
      expect(last_modified_time).toBeGreaterThan(0);
      const copy = await d.show(id, 'gamma');
      expect(copy).toMatchObject({ dashboard_title: 'My copy', css: '.copy {}', published: false, slug: null, owners: [{ id: d.userIds.gamma, first_name: 'gamma', last_name: '' }] });
      expect(JSON.parse(copy['json_metadata'] as string)).toEqual({ color_scheme: 'bnbColors' });
      expect(JSON.parse(copy['position_json'] as string)).toEqual(layoutWith([eventsChart, secretsChart]));
      expect(await d.linkedCharts(id)).toEqual([eventsChart, secretsChart]);
    });

    it('duplicates the charts the caller may read and points the layout and metadata at the copies', async () => {
      const positions = layoutWith([eventsChart, secretsChart]);
      const metadata = { expanded_slices: { [eventsChart]: true }, timed_refresh_immune_slices: [eventsChart, secretsChart], positions };
      const response = await d.call('gamma', 'POST', '/api/v1/dashboard/mixed/copy/', { dashboard_title: 'Deep copy', json_metadata: JSON.stringify(metadata), duplicate_slices: true });
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json().result.id as number;
      const [newChart, ...others] = (await d.linkedCharts(id)).filter((chartId) => chartId !== secretsChart);
      expect(others).toEqual([]);
      expect(newChart).toBeGreaterThan(secretsChart);
      // The secrets chart, which gamma may not read, stays shared rather than copied.
      expect(await d.linkedCharts(id)).toEqual([secretsChart, newChart].sort((a, b) => a! - b!));
      const copy = await d.show(id, 'gamma');
      expect(JSON.parse(copy['position_json'] as string)).toEqual(layoutWith([newChart!, secretsChart]));
      expect(JSON.parse(copy['json_metadata'] as string)).toEqual({ expanded_slices: { [newChart!]: true }, timed_refresh_immune_slices: [newChart, secretsChart] });
      const chart = (await d.call('gamma', 'GET', `/api/v1/chart/${newChart}`)).json().result;
      expect(chart).toMatchObject({ slice_name: 'Events table', viz_type: 'table', datasource_id: d.events, owners: [{ id: d.userIds.gamma, first_name: 'gamma', last_name: '' }] });
      // The original chart is untouched and still on the original dashboard only.
      expect(await d.linkedCharts(mixed)).toEqual([eventsChart, secretsChart]);
    });

    it('refuses copies of hidden dashboards, without metadata, or with charts for a caller who may not write charts', async () => {
      const draft = await d.createDashboard('admin', { dashboard_title: 'Admin draft' });
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${draft}/copy/`, { json_metadata: '{}' })).statusCode).toBe(404);
      const missing = await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/copy/`, { dashboard_title: 'x' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: { json_metadata: ['Missing data for required field.'] } });
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/copy/`, { json_metadata: '{bad' })).json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
      await d.t.store.db
        .deleteFrom('ab_permission_view_role')
        .where('role_id', '=', d.roleIds['Gamma']!)
        .where('permission_view_id', 'in', (eb) =>
          eb
            .selectFrom('ab_permission_view as pv')
            .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
            .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
            .select('pv.id')
            .where('p.name', '=', 'can_write')
            .where('v.name', '=', 'Chart'),
        )
        .execute();
      d.t.security.clearCache();
      const forbidden = await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/copy/`, { json_metadata: '{}', duplicate_slices: true });
      expect(forbidden.statusCode).toBe(403);
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/copy/`, { json_metadata: '{}' })).statusCode).toBe(200);
    });
  });

  describe('colours and native filters', () => {
    it('replaces the colour fields, keeping the change time when mark_updated is false', async () => {
      const id = await d.createDashboard('gamma', { dashboard_title: 'Colours', json_metadata: JSON.stringify({ refresh_frequency: 30, color_scheme: 'old' }) });
      const row = () => d.t.store.db.selectFrom('dashboards').select(['changed_on', 'json_metadata']).where('id', '=', id).executeTakeFirstOrThrow();
      const before = await row();
      const colors = { color_scheme: 'supersetColors', label_colors: { boys: '#1f77b4' }, shared_label_colors: { girls: '#ff7f0e' }, color_scheme_domain: ['#1f77b4'], map_label_colors: { boys: '#1f77b4' } };
      const response = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/colors?mark_updated=false`, colors);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result).toEqual({ ...colors, shared_label_colors: ['girls'] });
      const after = await row();
      expect(after.changed_on).toBe(before.changed_on);
      expect(JSON.parse(after.json_metadata!)).toEqual({ refresh_frequency: 30, ...colors, shared_label_colors: ['girls'] });
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/colors?q=${d.q({ mark_updated: false })}`, { color_namespace: 'ns' });
      expect((await row()).changed_on).toBe(before.changed_on);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/colors`, { color_scheme: 'bnbColors' });
      const touched = await row();
      expect(touched.changed_on > before.changed_on).toBe(true);
      expect(JSON.parse(touched.json_metadata!)).toMatchObject({ color_namespace: 'ns', color_scheme: 'bnbColors', refresh_frequency: 30 });
      expect((await d.call('gamma2', 'PUT', `/api/v1/dashboard/${id}/colors`, { color_scheme: 'x' })).statusCode).toBe(404);
      expect((await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/colors`, { label_colors: 'red' })).statusCode).toBe(400);
      expect((await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/colors`, { positions: {} })).json()).toEqual({ message: { positions: ['Unknown field.'] } });
    });

    it('modifies, adds, deletes and reorders native filters', async () => {
      const filter = (id: string, name: string) => ({ id, name, filterType: 'filter_select', targets: [] });
      const id = await d.createDashboard('gamma', {
        dashboard_title: 'Filters',
        published: true,
        json_metadata: JSON.stringify({ native_filter_configuration: [filter('NATIVE_FILTER-a', 'A'), filter('NATIVE_FILTER-b', 'B')] }),
      });
      const response = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/filters`, {
        modified: [filter('NATIVE_FILTER-a', 'A renamed'), filter('NATIVE_FILTER-c', 'C')],
        deleted: ['NATIVE_FILTER-b'],
        reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-a'],
      });
      expect(response.statusCode, response.body).toBe(200);
      const expected = [filter('NATIVE_FILTER-c', 'C'), filter('NATIVE_FILTER-a', 'A renamed')];
      expect(response.json().result).toEqual(expected);
      expect(JSON.parse((await d.show(id))['json_metadata'] as string).native_filter_configuration).toEqual(expected);
      expect((await d.call('gamma2', 'PUT', `/api/v1/dashboard/${id}/filters`, { deleted: ['NATIVE_FILTER-a'] })).json()).toEqual({ message: 'You do not have permission to edit this dashboard' });
      expect((await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}/filters`, { modified: [{ name: 'no id' }] })).statusCode).toBe(400);
    });
  });

  describe('favourites', () => {
    it('stars dashboards per user and filters the list on them', async () => {
      const other = await d.createDashboard('gamma', { dashboard_title: 'Other', published: true });
      const status = async (user: 'gamma' | 'admin', ids: number[]) => (await d.call(user, 'GET', `/api/v1/dashboard/favorite_status/?q=${d.q(ids)}`)).json();
      expect(await status('gamma', [mixed, other])).toEqual({ result: [{ id: mixed, value: false }, { id: other, value: false }] });
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/favorites/`)).json()).toEqual({ result: 'OK' });
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/favorites/`)).statusCode).toBe(200);
      expect(await status('gamma', [mixed, other])).toEqual({ result: [{ id: mixed, value: true }, { id: other, value: false }] });
      expect(await status('admin', [mixed])).toEqual({ result: [{ id: mixed, value: false }] });
      const favourites = await d.list('gamma', { filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }] });
      expect(favourites.ids).toEqual([mixed]);
      expect((await d.list('gamma', { filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: false }] })).ids).not.toContain(mixed);
      expect((await d.call('gamma', 'DELETE', `/api/v1/dashboard/${mixed}/favorites/`)).json()).toEqual({ result: 'OK' });
      expect((await status('gamma', [mixed])).result).toEqual([{ id: mixed, value: false }]);
      const draft = await d.createDashboard('admin', { dashboard_title: 'Hidden' });
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${draft}/favorites/`)).statusCode).toBe(404);
      expect((await d.call('gamma', 'GET', `/api/v1/dashboard/favorite_status/?q=${d.q([draft])}`)).statusCode).toBe(404);
      expect((await d.call('gamma', 'GET', `/api/v1/dashboard/favorite_status/?q=${d.q(['x'])}`)).statusCode).toBe(400);
    });
  });

  describe('permalinks', () => {
    it('stores the page state under an opaque key and answers it to whoever may see the dashboard', async () => {
      const state = {
        urlParams: [['standalone', '1']],
        dataMask: { 'NATIVE_FILTER-a': { extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['x'] }] }, filterState: { value: ['x'] } } },
        activeTabs: ['TAB-1'],
        anchor: 'CHART-0',
      };
      const created = await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/permalink`, state);
      expect(created.statusCode, created.body).toBe(201);
      const { key, url } = created.json();
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Superset's answer: the whole URL, on the address the request came to.
      expect(url).toBe(`http://localhost/superset/dashboard/p/${key}/`);
      const read = await d.call('gamma2', 'GET', `/api/v1/dashboard/permalink/${key}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ dashboardId: String(mixed), state });
      expect((await d.call('gamma', 'POST', '/api/v1/dashboard/mixed/permalink', {})).statusCode).toBe(201);

      // Hidden once the dashboard is a draft again; keys that cannot exist are 404 too.
      await d.call('admin', 'PUT', `/api/v1/dashboard/${mixed}`, { published: false });
      expect((await d.call('gamma2', 'GET', `/api/v1/dashboard/permalink/${key}`)).statusCode).toBe(404);
      expect((await d.call('gamma2', 'POST', `/api/v1/dashboard/${mixed}/permalink`, {})).statusCode).toBe(404);
      expect((await d.call('admin', 'GET', `/api/v1/dashboard/permalink/${key}`)).statusCode).toBe(200);
      await d.call('admin', 'PUT', `/api/v1/dashboard/${mixed}`, { published: true });
      for (const bad of ['nope', 'A'.repeat(22)]) expect((await d.call('admin', 'GET', `/api/v1/dashboard/permalink/${bad}`)).statusCode).toBe(404);
      expect((await d.call('gamma', 'POST', `/api/v1/dashboard/${mixed}/permalink`, { filters: [] })).statusCode).toBe(400);
      expect((await d.call('nobody', 'POST', `/api/v1/dashboard/${mixed}/permalink`, {})).statusCode).toBe(403);
    });
  });

  describe('deleting', () => {
    it('deletes a dashboard of ones own, leaving its charts, and not one of someone else', async () => {
      const theirs = await d.createDashboard('admin', { dashboard_title: 'Keep me', published: true });
      const forbidden = await d.call('gamma', 'DELETE', `/api/v1/dashboard/${theirs}`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'You do not have permission to edit this dashboard' });
      const mine = await d.createDashboard('gamma', { dashboard_title: 'Delete me', position_json: JSON.stringify(layoutWith([eventsChart])) });
      await d.call('gamma', 'POST', `/api/v1/dashboard/${mine}/favorites/`);
      expect((await d.call('gamma', 'DELETE', `/api/v1/dashboard/${mine}`)).json()).toEqual({ message: 'OK' });
      expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${mine}`)).statusCode).toBe(404);
      expect((await d.call('gamma', 'DELETE', `/api/v1/dashboard/${mine}`)).statusCode).toBe(404);
      expect(await d.linkedCharts(mine)).toEqual([]);
      expect(await d.t.store.db.selectFrom('favstar').select('id').where('class_name', '=', 'Dashboard').where('obj_id', '=', mine).execute()).toEqual([]);
      expect((await d.call('admin', 'GET', `/api/v1/chart/${eventsChart}`)).statusCode).toBe(200);
    });

    it('bulk-deletes all or nothing', async () => {
      const a = await d.createDashboard('gamma', { dashboard_title: 'Bulk A' });
      const b = await d.createDashboard('gamma', { dashboard_title: 'Bulk B' });
      const foreign = await d.createDashboard('admin', { dashboard_title: 'Bulk foreign', published: true });
      const forbidden = await d.call('gamma', 'DELETE', `/api/v1/dashboard/?q=${d.q([a, b, foreign])}`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
      expect((await d.call('gamma', 'DELETE', `/api/v1/dashboard/?q=${d.q([a, b, 999999])}`)).statusCode).toBe(404);
      expect((await d.t.store.db.selectFrom('dashboards').select('id').where('id', 'in', [a, b, foreign]).execute()).length).toBe(3);
      expect((await d.call('gamma', 'DELETE', `/api/v1/dashboard/?q=${d.q([a, b])}`)).json()).toEqual({ message: 'Deleted 2 dashboards' });
      expect(await d.t.store.db.selectFrom('dashboards').select('id').where('id', 'in', [a, b]).execute()).toEqual([]);
    });

    it('refuses to delete a dashboard a report still sends', async () => {
      const id = await d.createDashboard('admin', { dashboard_title: 'Reported' });
      await d.t.store.db.insertInto('report_schedule').values({ type: 'Report', name: 'Weekly board', crontab: '0 9 * * 1', dashboard_id: id, chart_id: null, description: null, context_markdown: null, sql: null, database_id: null, last_eval_dttm: null, last_value: null, last_value_row_json: null, validator_type: null, created_by_fk: null, changed_by_fk: null } as never).execute();
      const refused = await d.call('admin', 'DELETE', `/api/v1/dashboard/${id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'There are associated alerts or reports: Weekly board' });
    });
  });
});
