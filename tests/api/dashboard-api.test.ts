import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDialect } from '../../app/server/store/store.js';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';

/**
 * The dashboard API on both metadata stores: create, show by id or slug, the three forms of
 * update with spec §5's save rules, who sees and who may change a dashboard (spec §6), and the
 * list's search, filters, order and paging.
 */

describe.each<StoreDialect>(['sqlite', 'postgres'])('dashboard API on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let eventsChart: number;
  let secretsChart: number;

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    eventsChart = await d.createChart('admin', { slice_name: 'Events table' });
    secretsChart = await d.createChart('admin', { slice_name: 'Secrets table', datasource_id: d.secrets });
  });
  afterAll(async () => d?.close());

  describe('creating and reading', () => {
    it('creates a dashboard its creator owns, links the charts of its layout, and shows it by id and slug', async () => {
      const layout = layoutWith([eventsChart]);
      const metadata = { color_scheme: 'supersetColors', refresh_frequency: 0, native_filter_configuration: [] };
      const created = await d.call('gamma', 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Sales overview',
        slug: 'sales',
        css: '.x { color: red; }',
        position_json: JSON.stringify(layout),
        json_metadata: JSON.stringify(metadata),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, result } = created.json();
      expect(result).toMatchObject({ dashboard_title: 'Sales overview', slug: 'sales', owners: [d.userIds.gamma], roles: [], published: false });
      expect(await d.linkedCharts(id)).toEqual([eventsChart]);

      const byId = await d.call('gamma', 'GET', `/api/v1/dashboard/${id}`);
      expect(byId.statusCode).toBe(200);
      expect(byId.json().result).toMatchObject({
        id,
        dashboard_title: 'Sales overview',
        slug: 'sales',
        url: '/superset/dashboard/sales/',
        css: '.x { color: red; }',
        published: false,
        thumbnail_url: null,
        certified_by: null,
        owners: [{ id: d.userIds.gamma, first_name: 'gamma', last_name: '' }],
        roles: [],
        changed_by: { id: d.userIds.gamma, first_name: 'gamma', last_name: '' },
        changed_by_name: 'gamma',
        created_by: { id: d.userIds.gamma, first_name: 'gamma', last_name: '' },
        charts: ['Events table'],
        is_managed_externally: false,
        changed_on_delta_humanized: expect.stringMatching(/ago|now/),
      });
      expect(JSON.parse(byId.json().result.position_json)).toEqual(layout);
      expect(JSON.parse(byId.json().result.json_metadata)).toEqual(metadata);
      expect((await d.call('gamma', 'GET', '/api/v1/dashboard/sales')).json().result.id).toBe(id);
      const columns = await d.call('gamma', 'GET', `/api/v1/dashboard/sales?q=${d.q({ columns: ['id', 'owners.id', 'url'] })}`);
      expect(columns.json().result).toEqual({ id, owners: [{ id: d.userIds.gamma }], url: '/superset/dashboard/sales/' });
      // The chart API sees the link from the chart's side.
      expect((await d.call('gamma', 'GET', `/api/v1/chart/${eventsChart}?q=${d.q({ columns: ['dashboards.id'] })}`)).json().result.dashboards).toContainEqual({ id });
    });

    it('applies the save rules: untitled title, cleaned or empty slug, certification only with a certifier', async () => {
      const untitled = await d.createDashboard('gamma', { dashboard_title: '   ', slug: '', certification_details: 'Reviewed' });
      expect(await d.show(untitled)).toMatchObject({ dashboard_title: '[ untitled dashboard ]', slug: null, certification_details: null, url: `/superset/dashboard/${untitled}/` });
      const bare = await d.call('gamma', 'POST', '/api/v1/dashboard/', {});
      expect(bare.statusCode).toBe(201);
      expect(bare.json().result.dashboard_title).toBe('[ untitled dashboard ]');
      const cleaned = await d.createDashboard('gamma', { dashboard_title: 'Clean', slug: '  My board!  2024 ', certified_by: 'Data team', certification_details: 'Reviewed' });
      expect(await d.show(cleaned)).toMatchObject({ slug: 'My-board-2024', certified_by: 'Data team', certification_details: 'Reviewed' });
    });

    it('refuses a slug another dashboard holds, or one that reads as an id', async () => {
      await d.createDashboard('gamma', { dashboard_title: 'First', slug: 'taken' });
      const duplicate = await d.call('gamma', 'POST', '/api/v1/dashboard/', { dashboard_title: 'Second', slug: 'taken' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json()).toEqual({ message: { slug: ['Must be unique'] } });
      const other = await d.createDashboard('gamma', { dashboard_title: 'Other' });
      const put = await d.call('gamma', 'PUT', `/api/v1/dashboard/${other}`, { slug: ' taken ' });
      expect(put.statusCode).toBe(422);
      expect(put.json()).toEqual({ message: { slug: ['Must be unique'] } });
      expect((await d.call('gamma', 'POST', '/api/v1/dashboard/', { slug: '12' })).json()).toEqual({ message: { slug: ['Must not be a number'] } });
    });

    it('answers 400 for bodies and JSON fields that are not valid, with field messages', async () => {
      const bad = async (body: Record<string, unknown>) => {
        const response = await d.call('gamma', 'POST', '/api/v1/dashboard/', body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json().message;
      };
      expect(await bad({ json_metadata: '{nope', position_json: '[' })).toEqual({ json_metadata: ['JSON not valid'], position_json: ['JSON not valid'] });
      expect(await bad({ json_metadata: '[1, 2]' })).toEqual({ json_metadata: ['Must be a JSON object'] });
      expect((await bad({ json_metadata: JSON.stringify({ refresh_frequency: 'often' }) })).json_metadata[0]).toMatch(/^refresh_frequency: must be number/);
      expect(await bad({ dashboard_title: 'x', colour: 'red' })).toEqual({ colour: ['Unknown field.'] });
      expect(await bad({ dashboard_title: 'x'.repeat(501) })).toHaveProperty('dashboard_title');
      expect(await bad({ owners: 'me' })).toHaveProperty(['owners.0']);
      expect((await d.call('gamma', 'GET', `/api/v1/dashboard/?q=${encodeURIComponent('(page:')}`)).json()).toEqual({ message: 'Not a valid rison argument' });
    });

    it('answers 422 for owners and roles that do not exist, and 404 for a missing dashboard', async () => {
      const response = await d.call('admin', 'POST', '/api/v1/dashboard/', { dashboard_title: 'x', owners: [424242], roles: [434343] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: { owners: ['Owners are invalid'], roles: ['Some roles do not exist'] } });
      for (const url of ['/api/v1/dashboard/999999', '/api/v1/dashboard/no-such-slug', '/api/v1/dashboard/999999/charts', '/api/v1/dashboard/999999/datasets']) {
        const missing = await d.call('admin', 'GET', url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toEqual({ message: 'Not found' });
      }
      expect((await d.call('admin', 'PUT', '/api/v1/dashboard/999999', { published: true })).statusCode).toBe(404);
      expect((await d.call('admin', 'DELETE', '/api/v1/dashboard/999999')).statusCode).toBe(404);
    });

    it('reads the layout from the metadata positions and keeps positions out of the stored metadata', async () => {
      const id = await d.createDashboard('gamma', { dashboard_title: 'Positions', json_metadata: JSON.stringify({ color_scheme: 'bnbColors', positions: layoutWith([eventsChart]) }) });
      const shown = await d.show(id);
      expect(JSON.parse(shown['json_metadata'] as string)).toEqual({ color_scheme: 'bnbColors' });
      expect(JSON.parse(shown['position_json'] as string)).toEqual(layoutWith([eventsChart]));
      expect(await d.linkedCharts(id)).toEqual([eventsChart]);
    });
  });

  describe('who sees and who changes a dashboard', () => {
    let draft: number;
    let eventsBoard: number;
    let secretsBoard: number;
    let emptyBoard: number;

    beforeAll(async () => {
      draft = await d.createDashboard('gamma', { dashboard_title: 'Gamma draft', position_json: JSON.stringify(layoutWith([eventsChart])) });
      eventsBoard = await d.createDashboard('gamma', { dashboard_title: 'Gamma events', published: true, position_json: JSON.stringify(layoutWith([eventsChart])) });
      secretsBoard = await d.createDashboard('admin', { dashboard_title: 'Admin secrets', published: true, position_json: JSON.stringify(layoutWith([secretsChart])) });
      emptyBoard = await d.createDashboard('admin', { dashboard_title: 'Admin empty', published: true });
    });

    it('shows drafts to their owners and administrators only', async () => {
      expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${draft}`)).statusCode).toBe(200);
      expect((await d.call('admin', 'GET', `/api/v1/dashboard/${draft}`)).statusCode).toBe(200);
      for (const user of ['gamma2', 'alpha'] as const) expect((await d.call(user, 'GET', `/api/v1/dashboard/${draft}`)).statusCode).toBe(404);
      expect((await d.list('gamma2', {})).ids).not.toContain(draft);
      expect((await d.list('admin', {})).ids).toContain(draft);
    });

    it('shows a published dashboard to whoever may read one of its datasets', async () => {
      const gamma2 = (await d.list('gamma2', {})).ids;
      expect(gamma2).toEqual(expect.arrayContaining([eventsBoard, emptyBoard]));
      expect(gamma2).not.toContain(secretsBoard);
      expect((await d.call('gamma2', 'GET', `/api/v1/dashboard/${secretsBoard}`)).statusCode).toBe(404);
      // Alpha reads every dataset.
      expect((await d.list('alpha', {})).ids).toEqual(expect.arrayContaining([eventsBoard, emptyBoard, secretsBoard]));
    });

    it('lets only owners and administrators change a dashboard, with Superset messages', async () => {
      for (const user of ['gamma2', 'alpha'] as const) {
        const response = await d.call(user, 'PUT', `/api/v1/dashboard/${eventsBoard}`, { dashboard_title: 'Taken over' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You do not have permission to edit this dashboard' });
      }
      expect((await d.call('admin', 'PUT', `/api/v1/dashboard/${eventsBoard}`, { css: '.admin {}' })).statusCode).toBe(200);
      expect((await d.call('nobody', 'POST', '/api/v1/dashboard/', { dashboard_title: 'x' })).json()).toEqual({ message: 'Forbidden' });
      expect((await d.call('nobody', 'GET', '/api/v1/dashboard/')).statusCode).toBe(403);
    });

    it('shares ownership: a co-owner may edit, and a non-admin owner stays an owner', async () => {
      const put = await d.call('gamma', 'PUT', `/api/v1/dashboard/${eventsBoard}`, { owners: [d.userIds.gamma2] });
      expect(put.json().result.owners).toEqual([d.userIds.gamma2, d.userIds.gamma]);
      expect((await d.call('gamma2', 'PUT', `/api/v1/dashboard/${eventsBoard}`, { css: '' })).statusCode).toBe(200);
      const roles = await d.call('gamma', 'PUT', `/api/v1/dashboard/${eventsBoard}`, { roles: [d.roleIds['Gamma']] });
      expect(roles.json().result.roles).toEqual([d.roleIds['Gamma']]);
      expect((await d.show(eventsBoard))['roles']).toEqual([{ id: d.roleIds['Gamma'], name: 'Gamma' }]);
    });
  });

  describe('updating', () => {
    it('publishes with a PUT of published alone, answering last_modified_time', async () => {
      const id = await d.createDashboard('gamma', { dashboard_title: 'To publish' });
      const before = Math.floor(Date.now() / 1000);
      const response = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { published: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, result: { published: true } });
      expect(response.json().last_modified_time).toBeGreaterThanOrEqual(before - 1);
      expect((await d.show(id))['published']).toBe(true);
      expect((await d.call('gamma2', 'GET', `/api/v1/dashboard/${id}`)).statusCode).toBe(200);
    });

    it('saves the properties form with the save rules', async () => {
      const id = await d.createDashboard('gamma', { dashboard_title: 'Props', certified_by: 'Team', certification_details: 'Checked' });
      const response = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, {
        dashboard_title: '',
        slug: 'props board',
        css: 'body {}',
        owners: [d.userIds.gamma],
        roles: [],
        certified_by: '',
        certification_details: 'still here?',
        json_metadata: JSON.stringify({ color_scheme: 'd3Category10' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result).toMatchObject({ dashboard_title: '[ untitled dashboard ]', slug: 'props-board', certified_by: null, certification_details: null, owners: [d.userIds.gamma], roles: [] });
      expect(await d.show(id)).toMatchObject({ dashboard_title: '[ untitled dashboard ]', slug: 'props-board', css: 'body {}', certified_by: null, certification_details: null });
      // Details alone keep the stored certifier.
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { certified_by: 'Team' });
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { certification_details: 'Verified' });
      expect(await d.show(id)).toMatchObject({ certified_by: 'Team', certification_details: 'Verified' });
      // An empty slug removes it.
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { slug: '' });
      expect((await d.show(id))['slug']).toBeNull();
    });

    it('saves the metadata alone, and relinks charts when a layout comes with it', async () => {
      const second = await d.createChart('gamma', { slice_name: 'Second events chart' });
      const id = await d.createDashboard('gamma', { dashboard_title: 'Layout', position_json: JSON.stringify(layoutWith([eventsChart])) });
      const alone = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { json_metadata: JSON.stringify({ refresh_frequency: 60 }) });
      expect(alone.statusCode, alone.body).toBe(200);
      expect(JSON.parse(alone.json().result.json_metadata)).toEqual({ refresh_frequency: 60 });
      expect(await d.linkedCharts(id)).toEqual([eventsChart]);
      const saved = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { json_metadata: JSON.stringify({ refresh_frequency: 60, positions: layoutWith([second, 987654]) }) });
      expect(saved.statusCode, saved.body).toBe(200);
      // Unknown chart ids stay in the layout but link nothing.
      expect(await d.linkedCharts(id)).toEqual([second]);
      expect(JSON.parse((await d.show(id))['position_json'] as string)).toEqual(layoutWith([second, 987654]));
      await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { position_json: JSON.stringify(layoutWith([eventsChart, second])) });
      expect(await d.linkedCharts(id)).toEqual([eventsChart, second].sort((a, b) => a - b));
      const invalid = await d.call('gamma', 'PUT', `/api/v1/dashboard/${id}`, { json_metadata: '"text"' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: { json_metadata: ['Must be a JSON object'] } });
    });
  });

  describe('listing', () => {
    let listed: Record<'apples' | 'bananas' | 'cherries' | 'draft', number>;

    beforeAll(async () => {
      await d.t.store.db.deleteFrom('dashboards').execute();
      listed = {
        apples: await d.createDashboard('gamma', { dashboard_title: 'Apples by month', slug: 'orchard', published: true }),
        bananas: await d.createDashboard('gamma2', { dashboard_title: 'bananas total', published: true, certified_by: 'Fruit team' }),
        cherries: await d.createDashboard('admin', { dashboard_title: 'Cherries', published: true, roles: [d.roleIds['Alpha']] }),
        draft: await d.createDashboard('admin', { dashboard_title: 'Admin draft' }),
      };
    });

    it('lists the visible dashboards, latest change first, with Superset list columns', async () => {
      const gamma = await d.list('gamma', {});
      expect(gamma.count).toBe(3);
      expect(gamma.ids).toEqual([listed.cherries, listed.bananas, listed.apples]);
      expect(gamma.result[2]).toMatchObject({
        id: listed.apples,
        dashboard_title: 'Apples by month',
        slug: 'orchard',
        url: '/superset/dashboard/orchard/',
        published: true,
        status: 'published',
        owners: [{ id: d.userIds.gamma, first_name: 'gamma', last_name: '' }],
        changed_by_name: 'gamma',
        thumbnail_url: null,
      });
      expect((await d.list('admin', {})).count).toBe(4);
      const response = await d.call('gamma', 'GET', `/api/v1/dashboard/?q=${d.q({ page_size: 1 })}`);
      expect(response.json()).toMatchObject({ list_title: 'List Dashboard', order_columns: expect.arrayContaining(['dashboard_title', 'changed_on_delta_humanized']) });
    });

    it('searches titles and slugs and filters by publication, owner, role, certification and creator', async () => {
      const titles = async (query: Record<string, unknown>, user: 'admin' | 'gamma' = 'admin') =>
        (await d.list(user, { ...query, columns: ['dashboard_title'], order_column: 'dashboard_title', order_direction: 'asc' })).result.map((r) => r['dashboard_title']);
      expect(await titles({ filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'ORCH' }] })).toEqual(['Apples by month']);
      expect(await titles({ filters: [{ col: 'dashboard_title', opr: 'ct', value: 'A' }] })).toEqual(['Admin draft', 'Apples by month', 'bananas total']);
      expect(await titles({ filters: [{ col: 'dashboard_title', opr: 'sw', value: 'ch' }] })).toEqual(['Cherries']);
      expect(await titles({ filters: [{ col: 'published', opr: 'eq', value: false }] })).toEqual(['Admin draft']);
      expect(await titles({ filters: [{ col: 'owners', opr: 'rel_m_m', value: d.userIds.gamma2 }] })).toEqual(['bananas total']);
      expect(await titles({ filters: [{ col: 'roles', opr: 'rel_m_m', value: d.roleIds['Alpha'] }] })).toEqual(['Cherries']);
      expect(await titles({ filters: [{ col: 'id', opr: 'dashboard_is_certified', value: true }] })).toEqual(['bananas total']);
      expect(await titles({ filters: [{ col: 'created_by', opr: 'created_by_me', value: true }] }, 'gamma')).toEqual(['Apples by month']);
      expect(await titles({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: d.userIds.admin }] })).toEqual(['Admin draft', 'Cherries']);
      expect((await d.call('admin', 'GET', `/api/v1/dashboard/?q=${d.q({ filters: [{ col: 'css', opr: 'eq', value: 'x' }] })}`)).json()).toEqual({ message: 'Filter column: css not allowed to filter' });
    });

    it('orders and pages', async () => {
      const ordered = async (order_column: string, order_direction: 'asc' | 'desc') => (await d.list('gamma', { order_column, order_direction })).ids;
      expect(await ordered('dashboard_title', 'asc')).toEqual([listed.apples, listed.bananas, listed.cherries]);
      expect(await ordered('dashboard_title', 'desc')).toEqual([listed.cherries, listed.bananas, listed.apples]);
      expect(await ordered('changed_on_delta_humanized', 'asc')).toEqual([listed.apples, listed.bananas, listed.cherries]);
      const first = await d.list('admin', { order_column: 'dashboard_title', order_direction: 'asc', page: 0, page_size: 3 });
      const second = await d.list('admin', { order_column: 'dashboard_title', order_direction: 'asc', page: 1, page_size: 3 });
      expect(first.count).toBe(4);
      expect([...first.ids, ...second.ids]).toEqual([listed.draft, listed.apples, listed.bananas, listed.cherries]);
      const selected = await d.list('gamma', { select_columns: ['id', 'status'], filters: [{ col: 'slug', opr: 'eq', value: 'orchard' }] });
      expect(selected.result).toEqual([{ id: listed.apples, status: 'published' }]);
    });

    it('offers its filters, permissions and related owners and roles', async () => {
      const info = (await d.call('gamma', 'GET', `/api/v1/dashboard/_info?q=${d.q({ keys: ['permissions', 'filters'] })}`)).json();
      expect(info.permissions).toEqual(['can_read', 'can_write']);
      expect(info.filters.id.map((f: { operator: string }) => f.operator)).toEqual(['dashboard_is_favorite', 'dashboard_is_certified']);
      const owners = (await d.call('gamma', 'GET', `/api/v1/dashboard/related/owners?q=${d.q({ filter: 'gamma' })}`)).json();
      expect(owners.result.map((r: { text: string }) => r.text).sort()).toEqual(['gamma', 'gamma2']);
      const roles = (await d.call('gamma', 'GET', `/api/v1/dashboard/related/roles?q=${d.q({ filter: 'alp' })}`)).json();
      expect(roles.result).toEqual([{ value: d.roleIds['Alpha'], text: 'Alpha', extra: {} }]);
      expect((await d.call('gamma', 'GET', '/api/v1/dashboard/related/css')).statusCode).toBe(404);
    });

    it('describes its routes in the OpenAPI document', async () => {
      const doc = (await d.t.app.inject('/api/v1/_openapi')).json();
      expect(doc.paths['/api/v1/dashboard/{id_or_slug}'].get.tags).toEqual(['Dashboards']);
      expect(doc.paths['/api/v1/dashboard/{pk}/colors'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('label_colors');
      expect(doc.paths['/api/v1/dashboard/{id_or_slug}/copy/'].post.requestBody.content['application/json'].schema.required).toEqual(['json_metadata']);
    });
  });
});

describe('dashboard access with DASHBOARD_RBAC', () => {
  let d: DashboardApp;
  beforeAll(async () => {
    d = await setUpDashboardApp('sqlite', { featureFlags: { DASHBOARD_RBAC: true } });
  });
  afterAll(async () => d?.close());

  it('shows a published dashboard that names roles only to holders of those roles, owners and admins', async () => {
    const eventsChart = await d.createChart('admin', { slice_name: 'Events' });
    const layout = JSON.stringify(layoutWith([eventsChart]));
    const forAlpha = await d.createDashboard('admin', { dashboard_title: 'For Alpha', published: true, roles: [d.roleIds['Alpha']], position_json: layout });
    const forGamma = await d.createDashboard('admin', { dashboard_title: 'For Gamma', published: true, roles: [d.roleIds['Gamma']] });
    const open = await d.createDashboard('admin', { dashboard_title: 'No roles', published: true, position_json: layout });
    const owned = await d.createDashboard('gamma', { dashboard_title: 'Owned by gamma', published: true, roles: [d.roleIds['Alpha']] });

    expect((await d.list('gamma', {})).ids.sort()).toEqual([forGamma, open, owned].sort());
    expect((await d.list('alpha', {})).ids.sort()).toEqual([forAlpha, open, owned].sort());
    expect((await d.list('admin', {})).count).toBe(4);
    expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${forAlpha}`)).statusCode).toBe(404);
    expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${forGamma}`)).statusCode).toBe(200);
    // A role grants viewing, never editing.
    expect((await d.call('gamma2', 'PUT', `/api/v1/dashboard/${forGamma}`, { css: 'x' })).statusCode).toBe(403);
    // Unpublished, the role no longer shows it.
    await d.call('admin', 'PUT', `/api/v1/dashboard/${forGamma}`, { published: false });
    expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${forGamma}`)).statusCode).toBe(404);
  });
});
