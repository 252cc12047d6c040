import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { listActiveReports, loadReportToRun } from '../../app/server/services/reports/report-to-run.js';
import { grantPermission, risonParam } from './fixtures.js';

/**
 * `/api/v1/report/…` in Superset's shapes: list filters and order, show, create, full and
 * `{active}` edits, single and bulk delete, the validation rules (nothing written on a refusal),
 * who sees and changes what, `_info`, related owners and execution logs.
 */
const REPORTS = '/api/v1/report/';
let d: DashboardApp;
let eventsChart: number;
let secretsChart: number;
let dashboard: number;
let database: number;

const email = (target: string, extra: Record<string, string> = {}) => ({ type: 'Email', recipient_config_json: { target, ...extra } });
const chartReport = (name: string, fields: Record<string, unknown> = {}) => ({
  type: 'Report', name, crontab: '0 9 * * *', chart: eventsChart, report_format: 'PNG', recipients: [email('team@example.com')], ...fields,
});
const countRows = async () => {
  const db = d.t.store.db;
  const one = async (table: 'report_schedule' | 'report_recipient' | 'report_schedule_user') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { schedules: await one('report_schedule'), recipients: await one('report_recipient'), owners: await one('report_schedule_user') };
};
const create = async (user: Parameters<DashboardApp['call']>[0], body: Record<string, unknown>) => {
  const response = await d.call(user, 'POST', REPORTS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const list = async (user: Parameters<DashboardApp['call']>[0], query: Record<string, unknown>) => {
  const response = await d.call(user, 'GET', `${REPORTS}?q=${risonParam(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; ids: number[]; result: Record<string, unknown>[]; list_columns: string[]; order_columns: string[] };
};

beforeAll(async () => {
  d = await setUpDashboardApp('sqlite');
  // Reports are Alpha's, as in Superset; Gamma gets them here to stand for a report owner without access to all data.
  for (const permission of ['can_read', 'can_write']) await grantPermission(d.t, 'Gamma', permission, 'ReportSchedule');
  eventsChart = await d.createChart('admin', { slice_name: 'Events table' });
  secretsChart = await d.createChart('admin', { slice_name: 'Secrets table', datasource_id: d.secrets });
  const layout = { ...layoutWith([eventsChart]), 'TAB-sales': { type: 'TAB', id: 'TAB-sales', children: [], parents: ['ROOT_ID'] } };
  dashboard = await d.createDashboard('admin', { dashboard_title: 'Sales board', position_json: JSON.stringify(layout), published: true });
  database = (await d.t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'dashboard fixture').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => d?.close());

describe('report schedules: create, read, edit, delete', () => {
  it('creates a chart report owned by its creator and shows it in full', async () => {
    const body = chartReport('Daily events', { description: 'Every morning', recipients: [email('a@example.com, b@example.com', { ccTarget: 'c@example.com' })], owners: [d.userIds.alpha] });
    const created = await d.call('admin', 'POST', REPORTS, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json();
    expect(result).toMatchObject({ name: 'Daily events', chart: eventsChart });

    const shown = await d.call('admin', 'GET', `${REPORTS}${id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result).toMatchObject({
      id, name: 'Daily events', type: 'Report', active: true, crontab: '0 9 * * *', timezone: 'UTC', creation_method: 'alerts_reports',
      chart: { id: eventsChart, slice_name: 'Events table', viz_type: 'table' }, dashboard: null, database: null, saved_query: null,
      report_format: 'PNG', grace_period: 14400, working_timeout: 3600, log_retention: 90, force_screenshot: false, extra: {},
      validator_config_json: '{}', last_state: 'Not triggered', description: 'Every morning',
      recipients: [{ id: expect.any(Number), type: 'Email', recipient_config_json: expect.any(String) }],
    });
    // As Superset answers them: the stored JSON text, not objects.
    expect(JSON.parse(shown.json().result.recipients[0].recipient_config_json)).toEqual({ target: 'a@example.com, b@example.com', ccTarget: 'c@example.com' });
    const ownerIds = shown.json().result.owners.map((o: { id: number }) => o.id).sort();
    expect(ownerIds).toEqual([d.userIds.admin, d.userIds.alpha].sort());

    const toRun = await loadReportToRun(d.t.store.db, id);
    expect(toRun).toMatchObject({
      id, type: 'Report', active: true, chart_id: eventsChart, report_format: 'PNG', extra_json: {}, created_by_fk: d.userIds.admin,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com, b@example.com', ccTarget: 'c@example.com' } }],
    });
    expect([...toRun!.owners].sort()).toEqual(ownerIds);
    expect(await loadReportToRun(d.t.store.db, 999_999)).toBeNull();

    const row = (await list('admin', { filters: [{ col: 'name', opr: 'eq', value: 'Daily events' }] })).result[0]!;
    expect(row).toMatchObject({
      id, crontab_humanized: 'At 09:00 AM', chart_id: eventsChart, dashboard_id: null, created_by: { id: d.userIds.admin, first_name: 'admin' },
      recipients: [{ id: expect.any(Number), type: 'Email' }], changed_on_delta_humanized: expect.any(String),
    });
  });

  it('edits in full, toggles with {active} alone, and deletes one or many', async () => {
    const id = await create('admin', chartReport('Editable'));
    const edited = await d.call('admin', 'PUT', `${REPORTS}${id}`, {
      name: 'Edited', chart: null, dashboard, report_format: 'PDF', crontab: '*/30 * * * *', timezone: 'Europe/Paris',
      extra: { dashboard: { anchor: 'TAB-sales' } }, recipients: [{ type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().id).toBe(id);
    const after = (await d.call('admin', 'GET', `${REPORTS}${id}`)).json().result;
    expect(after).toMatchObject({ name: 'Edited', chart: null, dashboard: { id: dashboard, dashboard_title: 'Sales board' }, report_format: 'PDF', timezone: 'Europe/Paris', extra: { dashboard: { anchor: 'TAB-sales' } } });
    expect(after.recipients).toEqual([{ id: expect.any(Number), type: 'Webhook', recipient_config_json: '{"target":"https://hooks.example.com/x"}' }]);

    const toggled = await d.call('admin', 'PUT', `${REPORTS}${id}`, { active: false });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json()).toEqual({ id, result: { active: false } });
    const row = (await list('admin', { filters: [{ col: 'id', opr: 'eq', value: id }] })).result[0]!;
    expect(row).toMatchObject({ active: false, name: 'Edited', recipients: [{ type: 'Webhook' }] });
    expect((await listActiveReports(d.t.store.db)).map((report) => report.id)).not.toContain(id);
    await d.call('admin', 'PUT', `${REPORTS}${id}`, { active: true });
    const active = (await listActiveReports(d.t.store.db)).find((report) => report.id === id);
    expect(active).toMatchObject({ dashboard_id: dashboard, timezone: 'Europe/Paris', extra_json: { dashboard: { anchor: 'TAB-sales' } }, recipients: [{ type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } }] });

    const removed = await d.call('admin', 'DELETE', `${REPORTS}${id}`);
    expect(removed.json()).toEqual({ message: 'OK' });
    expect((await d.call('admin', 'GET', `${REPORTS}${id}`)).statusCode).toBe(404);

    const a = await create('admin', chartReport('Bulk A'));
    const b = await create('admin', chartReport('Bulk B'));
    const bulk = await d.call('admin', 'DELETE', `${REPORTS}?q=${risonParam([a, b])}`);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ message: 'Deleted 2 report schedules' });
    expect((await d.call('admin', 'DELETE', `${REPORTS}?q=${risonParam([a])}`)).statusCode).toBe(404);
  });
});

describe('JSON text fields', () => {
  it('answers the configs as text, takes back text or objects, and refuses text that is not a JSON object', async () => {
    const id = await create('admin', {
      type: 'Alert', name: 'Text configs', crontab: '*/10 * * * *', chart: eventsChart, database, sql: 'SELECT count(*) FROM events',
      validator_type: 'operator', validator_config_json: '{"op": ">", "threshold": 10}',
      recipients: [{ type: 'Email', recipient_config_json: '{"target": "t@example.com", "ccTarget": "cc@example.com"}' }],
    });
    const shown = (await d.call('admin', 'GET', `${REPORTS}${id}`)).json().result;
    expect(typeof shown.validator_config_json).toBe('string');
    expect(JSON.parse(shown.validator_config_json)).toEqual({ op: '>', threshold: 10 });
    expect(JSON.parse(shown.recipients[0].recipient_config_json)).toEqual({ target: 't@example.com', ccTarget: 'cc@example.com' });

    // What a client read comes back unchanged in a PUT.
    const again = await d.call('admin', 'PUT', `${REPORTS}${id}`, {
      validator_config_json: shown.validator_config_json,
      recipients: shown.recipients.map((r: { type: string; recipient_config_json: string }) => ({ type: r.type, recipient_config_json: r.recipient_config_json })),
    });
    expect(again.statusCode, again.body).toBe(200);
    const toRun = await loadReportToRun(d.t.store.db, id);
    expect(toRun).toMatchObject({ validator_config_json: { op: '>', threshold: 10 }, recipients: [{ type: 'Email', recipient_config_json: { target: 't@example.com', ccTarget: 'cc@example.com' } }] });

    const broken = await d.call('admin', 'PUT', `${REPORTS}${id}`, { validator_config_json: '{"op": ">"' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: { validator_config_json: ['Not a valid JSON.'] } });
    const notObject = await d.call('admin', 'PUT', `${REPORTS}${id}`, { recipients: [{ type: 'Email', recipient_config_json: '["t@example.com"]' }] });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toEqual({ message: { 'recipients.0.recipient_config_json': ['Must be a JSON object.'] } });
    const badThreshold = await d.call('admin', 'PUT', `${REPORTS}${id}`, { validator_config_json: '{"op": ">", "threshold": "ten"}' });
    expect(badThreshold.statusCode).toBe(400);
    expect((await loadReportToRun(d.t.store.db, id))?.validator_config_json).toEqual({ op: '>', threshold: 10 });
    expect((await d.call('admin', 'DELETE', `${REPORTS}${id}`)).statusCode).toBe(200);
  });
});

describe('report list', () => {
  it('filters, orders, pages and selects columns', async () => {
    await create('admin', chartReport('List chart report'));
    await create('admin', { type: 'Report', name: 'List dashboard report', crontab: '0 8 * * 1', dashboard, creation_method: 'dashboards', recipients: [email('x@example.com')] });
    await create('admin', {
      type: 'Alert', name: 'List alert', crontab: '*/10 * * * *', chart: eventsChart, database, sql: 'SELECT count(*) FROM events',
      validator_type: 'operator', validator_config_json: { op: '>', threshold: 10 }, recipients: [email('x@example.com')], active: false,
    });
    const names = (json: { result: Record<string, unknown>[] }) => json.result.map((r) => r['name']);
    expect(names(await list('admin', { filters: [{ col: 'dashboard_id', opr: 'eq', value: dashboard }] }))).toEqual(['List dashboard report']);
    expect(names(await list('admin', { filters: [{ col: 'creation_method', opr: 'eq', value: 'dashboards' }] }))).toEqual(['List dashboard report']);
    expect(names(await list('admin', { filters: [{ col: 'type', opr: 'eq', value: 'Alert' }] }))).toEqual(['List alert']);
    expect(names(await list('admin', { filters: [{ col: 'active', opr: 'eq', value: false }, { col: 'name', opr: 'sw', value: 'list' }] }))).toEqual(['List alert']);
    expect(names(await list('admin', { filters: [{ col: 'name', opr: 'ct', value: 'report' }, { col: 'chart_id', opr: 'eq', value: eventsChart }] }))).toEqual(['List chart report']);
    expect((await list('admin', { filters: [{ col: 'last_state', opr: 'eq', value: 'Success' }] })).count).toBe(0);
    const byCreator = await list('admin', { filters: [{ col: 'created_by', opr: 'rel_o_m', value: d.userIds.admin }, { col: 'name', opr: 'sw', value: 'List' }] });
    expect(byCreator.count).toBe(3);
    expect((await list('admin', { filters: [{ col: 'owners', opr: 'rel_m_m', value: d.userIds.gamma }, { col: 'name', opr: 'sw', value: 'List' }] })).count).toBe(0);

    const ordered = await list('admin', { filters: [{ col: 'name', opr: 'sw', value: 'List' }], order_column: 'name', order_direction: 'desc', page: 0, page_size: 2, select_columns: ['name', 'crontab_humanized'] });
    expect(ordered.count).toBe(3);
    expect(ordered.result).toEqual([
      { name: 'List dashboard report', crontab_humanized: 'At 08:00 AM, only on Monday' },
      { name: 'List chart report', crontab_humanized: 'At 09:00 AM' },
    ]);
    const second = await list('admin', { filters: [{ col: 'name', opr: 'sw', value: 'List' }], order_column: 'name', order_direction: 'desc', page: 1, page_size: 2 });
    expect(names(second)).toEqual(['List alert']);
    expect(second.list_columns).toContain('crontab_humanized');
    expect(second.order_columns).toEqual(expect.arrayContaining(['name', 'type', 'last_eval_dttm', 'changed_on', 'crontab_humanized']));
    expect((await d.call('admin', 'GET', `${REPORTS}?q=${risonParam({ filters: [{ col: 'sql', opr: 'eq', value: 'x' }] })}`)).statusCode).toBe(400);
  });
});

describe('report validation', () => {
  const refuse = async (body: Record<string, unknown>, field: string, message: string | RegExp, user: Parameters<DashboardApp['call']>[0] = 'admin') => {
    const before = await countRows();
    const response = await d.call(user, 'POST', REPORTS, body);
    expect(response.statusCode, response.body).toBe(422);
    const messages: string[] = response.json().message[field];
    expect(messages, response.body).toEqual(expect.arrayContaining([typeof message === 'string' ? message : expect.stringMatching(message)]));
    expect(await countRows()).toEqual(before);
  };

  it('answers 422 with Superset’s field messages and writes nothing', async () => {
    await create('admin', chartReport('Taken name'));
    await refuse(chartReport('Taken name'), 'name', 'Name must be unique');
    await refuse(chartReport('Bad cron', { crontab: 'every day' }), 'crontab', 'Invalid cron expression');
    await refuse(chartReport('Bad zone', { timezone: 'Mars/Olympus' }), 'timezone', 'Invalid timezone');
    await refuse(chartReport('Both', { dashboard }), 'chart', 'Choose a chart or dashboard not both');
    await refuse(chartReport('Neither', { chart: null }), 'chart', 'Must choose either a chart or a dashboard');
    await refuse(chartReport('Ghost chart', { chart: 999_999 }), 'chart', 'Chart does not exist');
    await refuse({ ...chartReport('Ghost board', { chart: null }), dashboard: 999_999 }, 'dashboard', 'Dashboard does not exist');
    await refuse({ ...chartReport('Text on board', { chart: null, dashboard }), report_format: 'TEXT' }, 'report_format', 'This format needs a chart');
    await refuse({ ...chartReport('Bad tab', { chart: null, dashboard }), extra: { dashboard: { anchor: 'TAB-nope' } } }, 'extra', 'Invalid tab ids: TAB-nope');
    await refuse(chartReport('Bad email', { recipients: [email('a@example.com; not-an-address')] }), 'recipients', 'Invalid email address: not-an-address');
    await refuse(chartReport('Bad hook', { recipients: [{ type: 'Webhook', recipient_config_json: { target: 'ftp://example.com' } }] }), 'recipients', /http or https URL/);
    await refuse(chartReport('Report db', { database }), 'database', 'Database reference is not allowed on a report');
    await refuse(chartReport('Alert no db', { type: 'Alert' }), 'database', 'Database is required for alerts');
    await refuse(chartReport('Alert bad op', { type: 'Alert', database, sql: 'SELECT 1', validator_type: 'operator', validator_config_json: { op: '>' } }), 'validator_config_json', /threshold/);
    await refuse(chartReport('Alert write', { type: 'Alert', database, sql: 'DELETE FROM events', validator_type: 'not null' }), 'sql', /read-only|SELECT/);
    await refuse(chartReport('Alert two', { type: 'Alert', database, sql: 'SELECT 1; SELECT 2', validator_type: 'not null' }), 'sql', /multiple statements/);
    await refuse(chartReport('Ghost db', { type: 'Alert', database: 999_999, sql: 'SELECT 1', validator_type: 'not null' }), 'database', 'Database does not exist');
  });

  it('answers 400 for malformed bodies and checks edits the same way', async () => {
    const before = await countRows();
    for (const body of [{ name: 'x' }, { ...chartReport('Neg'), grace_period: -1 }, { ...chartReport('Fmt'), report_format: 'GIF' }, { ...chartReport('Extra'), color: 'red' }]) {
      const response = await d.call('admin', 'POST', REPORTS, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect(await countRows()).toEqual(before);
    const id = await create('admin', chartReport('Edit checks'));
    const bad = await d.call('admin', 'PUT', `${REPORTS}${id}`, { name: 'Edit checks 2', crontab: '61 * * * *' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: { crontab: ['Invalid cron expression'] } });
    expect((await d.call('admin', 'GET', `${REPORTS}${id}`)).json().result.name).toBe('Edit checks');
  });
});

describe('report permissions', () => {
  it('shows non-admins only the schedules they own, and lets only owners change them', async () => {
    const adminOnly = await create('admin', chartReport('Admin only'));
    const shared = await create('admin', chartReport('Shared with alpha', { owners: [d.userIds.alpha] }));
    const gammas = await create('gamma', chartReport('Gamma own'));
    const alphaList = await list('alpha', {});
    expect(alphaList.ids).toContain(shared);
    expect(alphaList.ids).not.toContain(adminOnly);
    expect(alphaList.ids).not.toContain(gammas);
    expect((await list('gamma', {})).ids).toEqual([gammas]);
    expect((await d.call('gamma', 'GET', `${REPORTS}${adminOnly}`)).json()).toEqual({ message: 'Not found' });
    expect((await d.call('gamma', 'PUT', `${REPORTS}${adminOnly}`, { active: false })).statusCode).toBe(404);
    expect((await d.call('gamma', 'DELETE', `${REPORTS}${adminOnly}`)).statusCode).toBe(404);
    expect((await d.call('alpha', 'PUT', `${REPORTS}${shared}`, { active: false })).statusCode).toBe(200);
    expect((await d.call('nobody', 'GET', REPORTS)).statusCode).toBe(403);
    expect((await d.call('nobody', 'POST', REPORTS, chartReport('Nobody'))).statusCode).toBe(403);
  });

  it('refuses a report on what the caller cannot read, and alerts without database access', async () => {
    const before = await countRows();
    const secret = await d.call('gamma', 'POST', REPORTS, chartReport('Gamma secrets', { chart: secretsChart }));
    expect(secret.statusCode).toBe(422);
    expect(secret.json()).toEqual({ message: { chart: ['Chart does not exist'] } });
    const alert = await d.call('gamma', 'POST', REPORTS, chartReport('Gamma alert', { type: 'Alert', database, sql: 'SELECT 1', validator_type: 'not null' }));
    expect(alert.statusCode).toBe(422);
    expect(alert.json().message.database).toEqual(['You need access to the whole database dashboard fixture to run an alert on it.']);
    expect(await countRows()).toEqual(before);
  });

  it('answers _info with the caller’s permissions and related owners', async () => {
    const info = await d.call('gamma', 'GET', `${REPORTS}_info`);
    expect(info.statusCode).toBe(200);
    expect(info.json().permissions).toEqual(['can_read', 'can_write']);
    expect(info.json().filters.owners).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
    const related = await d.call('admin', 'GET', `${REPORTS}related/owners?q=${risonParam({ filter: 'alp' })}`);
    expect(related.json()).toMatchObject({ count: 1, result: [{ value: d.userIds.alpha, text: 'alpha' }] });
    expect((await d.call('admin', 'GET', `${REPORTS}related/created_by`)).json().count).toBeGreaterThanOrEqual(3);
    expect((await d.call('admin', 'GET', `${REPORTS}related/sql`)).statusCode).toBe(404);
  });
});

describe('report execution logs', () => {
  it('lists a schedule’s logs newest first and shows one', async () => {
    const id = await create('gamma', chartReport('Logged'));
    const other = await create('admin', chartReport('Other logged'));
    const db = d.t.store.db;
    const log = (report: number, minute: string, state: string, error: string | null) =>
      db.insertInto('report_execution_log').values({ report_schedule_id: report, scheduled_dttm: `2026-01-01T09:${minute}:00.000Z`, start_dttm: `2026-01-01T09:${minute}:01.000Z`, end_dttm: `2026-01-01T09:${minute}:05.000Z`, state, error_message: error }).returning('id').executeTakeFirstOrThrow();
    await log(id, '00', 'Success', null);
    const failed = await log(id, '01', 'Error', 'Chart does not exist');
    const foreign = await log(other, '02', 'Success', null);
    const logs = await d.call('gamma', 'GET', `${REPORTS}${id}/log/`);
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json()).toMatchObject({ count: 2, result: [{ id: failed.id, state: 'Error', error_message: 'Chart does not exist', uuid: expect.any(String) }, { state: 'Success' }] });
    const one = await d.call('gamma', 'GET', `${REPORTS}${id}/log/${failed.id}`);
    expect(one.json()).toMatchObject({ id: failed.id, result: { state: 'Error', scheduled_dttm: '2026-01-01T09:01:00.000Z' } });
    expect((await d.call('gamma', 'GET', `${REPORTS}${id}/log/${foreign.id}`)).statusCode).toBe(404);
    expect((await d.call('gamma', 'GET', `${REPORTS}${other}/log/`)).statusCode).toBe(404);
    const errors = await d.call('gamma', 'GET', `${REPORTS}${id}/log/?q=${risonParam({ filters: [{ col: 'state', opr: 'eq', value: 'Success' }] })}`);
    expect(errors.json().count).toBe(1);
  });
});

describe('scheduled queries', () => {
  it('sends a saved query as CSV only, to its owner alone', async () => {
    const saved = await d.t.store.db
      .insertInto('saved_query')
      .values({ label: 'Top events', sql: 'SELECT * FROM events', db_id: database, user_id: d.userIds.gamma, created_by_fk: d.userIds.gamma, changed_by_fk: d.userIds.gamma })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { type: 'Report', name: 'Scheduled top events', crontab: '0 6 * * *', saved_query: saved.id, recipients: [email('ops@example.com')] };
    const id = await create('gamma', body);
    expect((await d.call('gamma', 'GET', `${REPORTS}${id}`)).json().result).toMatchObject({ saved_query: { id: saved.id, label: 'Top events' }, report_format: 'CSV', chart: null });
    expect((await list('gamma', { filters: [{ col: 'saved_query_id', opr: 'eq', value: saved.id }] })).ids).toEqual([id]);
    const png = await d.call('gamma', 'PUT', `${REPORTS}${id}`, { report_format: 'PNG' });
    expect(png.json()).toEqual({ message: { report_format: ['A scheduled query is sent as CSV only'] } });
    const alphas = await d.call('alpha', 'POST', REPORTS, { ...body, name: 'Not mine' });
    expect(alphas.json()).toEqual({ message: { saved_query: ['Saved query does not exist'] } });
  });
});

describe('objects used by reports', () => {
  it('refuses to delete a chart, dashboard or database a report uses, naming the report', async () => {
    const chart = await d.createChart('admin', { slice_name: 'Reported chart' });
    await create('admin', chartReport('Keeps the chart', { chart }));
    const response = await d.call('admin', 'DELETE', `/api/v1/chart/${chart}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: 'There are associated alerts or reports: Keeps the chart' });
    const board = await d.createDashboard('admin', { dashboard_title: 'Reported board' });
    await create('admin', { type: 'Report', name: 'Keeps the board', crontab: '0 7 * * *', dashboard: board, recipients: [email('x@example.com')] });
    const boardDelete = await d.call('admin', 'DELETE', `/api/v1/dashboard/${board}`);
    expect(boardDelete.statusCode, boardDelete.body).toBe(422);
    expect(boardDelete.json().message).toContain('Keeps the board');
    expect((await d.call('admin', 'GET', `/api/v1/chart/${chart}`)).statusCode).toBe(200);
  });
});

describe('report configuration', () => {
  it('enforces the minimum interval and hides the API when ALERT_REPORTS is off', async () => {
    const { createTestApp, apiLogin } = await import('./test-app.js');
    const limited = await createTestApp({ env: { REPORT_MINIMUM_INTERVAL: '3600', ALERT_MINIMUM_INTERVAL: '600' } });
    try {
      const token = (await apiLogin(limited.app, 'admin', 'admin-password')).json().access_token;
      const board = await limited.app.inject({ method: 'POST', url: '/api/v1/dashboard/', headers: { authorization: `Bearer ${token}` }, payload: { dashboard_title: 'Limited' } });
      const body = { type: 'Report', name: 'Too often', crontab: '*/30 * * * *', dashboard: board.json().id, recipients: [email('x@example.com')] };
      const tooOften = await limited.app.inject({ method: 'POST', url: REPORTS, headers: { authorization: `Bearer ${token}` }, payload: body });
      expect(tooOften.statusCode).toBe(422);
      expect(tooOften.json()).toEqual({ message: { crontab: ['Report schedule frequency exceeding limit. Please configure a schedule with a minimum interval of 60 minutes per execution.'] } });
      const hourly = await limited.app.inject({ method: 'POST', url: REPORTS, headers: { authorization: `Bearer ${token}` }, payload: { ...body, crontab: '15 * * * *' } });
      expect(hourly.statusCode, hourly.body).toBe(201);
    } finally {
      await limited.close();
    }
    const off = await createTestApp({ env: { FEATURE_FLAGS: JSON.stringify({ ALERT_REPORTS: false }) } });
    try {
      const token = (await apiLogin(off.app, 'admin', 'admin-password')).json().access_token;
      for (const url of [REPORTS, `${REPORTS}_info`, `${REPORTS}1`]) {
        const response = await off.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });

  it('round-trips a schedule on a PostgreSQL metadata store', async () => {
    const pg = await setUpDashboardApp('postgres');
    try {
      const chart = await pg.createChart('admin', { slice_name: 'PG chart' });
      const created = await pg.call('admin', 'POST', REPORTS, { type: 'Report', name: 'PG report', crontab: '0 9 * * 1-5', timezone: 'America/New_York', chart, report_format: 'CSV', recipients: [email('pg@example.com')] });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect((await pg.call('admin', 'PUT', `${REPORTS}${id}`, { active: false })).statusCode).toBe(200);
      const listed = await pg.call('admin', 'GET', `${REPORTS}?q=${risonParam({ filters: [{ col: 'active', opr: 'eq', value: false }, { col: 'name', opr: 'ct', value: 'pg' }] })}`);
      expect(listed.json()).toMatchObject({ count: 1, result: [{ id, name: 'PG report', active: false, crontab_humanized: 'At 09:00 AM, Monday through Friday', report_format: 'CSV' }] });
      const taken = await pg.call('admin', 'POST', REPORTS, { type: 'Report', name: 'PG report', crontab: '0 9 * * *', chart, recipients: [] });
      expect(taken.json()).toEqual({ message: { name: ['Name must be unique'] } });
      expect((await pg.call('admin', 'DELETE', `${REPORTS}${id}`)).json()).toEqual({ message: 'OK' });
      expect((await pg.call('admin', 'GET', `${REPORTS}${id}`)).statusCode).toBe(404);
    } finally {
      await pg.close();
    }
  }, 120_000);
});
