import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, grantPermission, risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/** `/api/v1/annotation_layer/…` in Superset's shapes, its rules and permissions, and `annotation_data` in chart data. */
let t: TestApp;
let birthNames: number;
const tokens = { admin: '', gamma: '', reader: '', outsider: '' };
const call = bearerCaller(() => t.app, tokens);

const LAYERS = '/api/v1/annotation_layer/';
const annotationsOf = (layer: number) => `${LAYERS}${layer}/annotation/`;
const createLayer = async (name: string, descr: string | null = null) => {
  const response = await call('admin', 'POST', LAYERS, { name, descr });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const createAnnotation = async (layer: number, fields: Record<string, unknown>) => {
  const response = await call('admin', 'POST', annotationsOf(layer), fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  // Gamma may read annotations (and here every dataset); `reader` queries datasets but holds nothing on Annotation;
  // `outsider` holds nothing at all.
  await grantPermission(t, 'Gamma', 'all_datasource_access', 'all_datasource_access');
  for (const role of ['chart_reader', 'nobody']) await t.store.db.insertInto('ab_role').values({ name: role }).execute();
  await grantPermission(t, 'chart_reader', 'can_read', 'Chart');
  await grantPermission(t, 'chart_reader', 'all_datasource_access', 'all_datasource_access');
  await t.security.createUser({ username: 'reader', password: 'reader-password', roles: ['chart_reader'] });
  await t.security.createUser({ username: 'outsider', password: 'outsider-password', roles: ['nobody'] });
  for (const [user, password] of [['admin', USERS.admin.password], ['gamma', USERS.gamma.password], ['reader', 'reader-password'], ['outsider', 'outsider-password']] as const) {
    tokens[user] = (await apiLogin(t.app, user, password)).json().access_token;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('annotation layers', () => {
  it('creates, shows, renames and lists layers with Superset’s shapes', async () => {
    const created = await call('admin', 'POST', LAYERS, { name: 'Releases', descr: 'Product releases' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json();
    expect(result).toEqual({ name: 'Releases', descr: 'Product releases' });

    const shown = await call('admin', 'GET', `${LAYERS}${id}`);
    expect(shown.json()).toEqual({ id, result: { id, name: 'Releases', descr: 'Product releases' }, show_columns: ['id', 'name', 'descr'], show_title: 'Show Annotation Layer' });

    const renamed = await call('admin', 'PUT', `${LAYERS}${id}`, { name: 'Launches' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id, result: { name: 'Launches' } });
    expect((await call('admin', 'GET', `${LAYERS}${id}`)).json().result).toEqual({ id, name: 'Launches', descr: 'Product releases' });

    await createLayer('Outages', 'Incidents and downtime');
    const search = await call('admin', 'GET', `${LAYERS}?q=${risonParam({ filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'downtime' }] })}`);
    expect(search.json()).toMatchObject({ count: 1, result: [{ name: 'Outages', descr: 'Incidents and downtime' }], list_title: 'List Annotation Layer' });
    const ordered = await call('admin', 'GET', `${LAYERS}?q=${risonParam({ order_column: 'name', order_direction: 'asc', columns: ['name', 'created_by.first_name'] })}`);
    expect(ordered.json().result).toEqual([
      { name: 'Launches', created_by: { first_name: 'admin' } },
      { name: 'Outages', created_by: { first_name: 'admin' } },
    ]);
    const full = (await call('admin', 'GET', `${LAYERS}?q=${risonParam({ filters: [{ col: 'name', opr: 'eq', value: 'Launches' }] })}`)).json();
    expect(full.result[0]).toMatchObject({ id, changed_by: { first_name: 'admin' }, changed_on_delta_humanized: expect.any(String), created_on: expect.any(String) });
    expect(full.order_columns).toContain('changed_on_delta_humanized');

    const info = await call('admin', 'GET', `${LAYERS}_info`);
    expect(info.json().permissions).toEqual(['can_read', 'can_write']);
    expect(info.json().filters.name[0]).toEqual({ name: 'All Text', operator: 'annotation_layer_all_text' });
    const related = await call('admin', 'GET', `${LAYERS}related/created_by?q=${risonParam({ filter: 'adm' })}`);
    expect(related.json().result.map((option: { text: string }) => option.text)).toContain('admin');
  });

  it('refuses a taken name and malformed bodies', async () => {
    const id = await createLayer('Unique layer');
    const taken = await call('admin', 'POST', LAYERS, { name: 'Unique layer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: { name: ['Name must be unique'] } });
    const other = await createLayer('Another layer');
    expect((await call('admin', 'PUT', `${LAYERS}${other}`, { name: 'Unique layer' })).json()).toEqual({ message: { name: ['Name must be unique'] } });
    // Keeping its own name is not a clash.
    expect((await call('admin', 'PUT', `${LAYERS}${id}`, { name: 'Unique layer', descr: 'same' })).statusCode).toBe(200);

    expect((await call('admin', 'POST', LAYERS, { descr: 'no name' })).json()).toEqual({ message: { name: ['Missing data for required field.'] } });
    expect((await call('admin', 'POST', LAYERS, { name: 'x', color: 'red' })).json()).toEqual({ message: { color: ['Unknown field.'] } });
    expect((await call('admin', 'POST', LAYERS, { name: '' })).statusCode).toBe(400);
    expect((await call('admin', 'POST', LAYERS, { name: 'x'.repeat(251) })).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${LAYERS}abc`)).statusCode).toBe(400);

    const missing = await call('admin', 'PUT', `${LAYERS}999999`, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    expect((await call('admin', 'GET', `${LAYERS}999999`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${LAYERS}?q=(bad`)).json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it('keeps annotations in their layer, with Superset’s validation messages', async () => {
    const layer = await createLayer('Campaigns');
    const created = await call('admin', 'POST', annotationsOf(layer), {
      short_descr: 'Spring sale', long_descr: 'Ten days of discounts', start_dttm: '2024-03-01 09:00', end_dttm: '2024-03-10T18:30:00Z', json_metadata: '{"owner": "marketing"}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json();
    expect(result).toEqual({
      short_descr: 'Spring sale', long_descr: 'Ten days of discounts', start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-10T18:30:00', json_metadata: '{"owner": "marketing"}', layer,
    });
    const shown = await call('admin', 'GET', `${annotationsOf(layer)}${id}`);
    expect(shown.json()).toMatchObject({
      id,
      result: { id, short_descr: 'Spring sale', start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-10T18:30:00', json_metadata: '{"owner": "marketing"}', layer: { id: layer, name: 'Campaigns' } },
      show_title: 'Show Annotation',
    });

    // Zones are turned into UTC.
    const zoned = await createAnnotation(layer, { short_descr: 'Launch', start_dttm: '2024-05-01T12:00:00+02:00', end_dttm: '2024-05-01T12:00:00+02:00' });
    expect((await call('admin', 'GET', `${annotationsOf(layer)}${zoned}`)).json().result.start_dttm).toBe('2024-05-01T10:00:00');

    const bad = await call('admin', 'POST', annotationsOf(layer), { short_descr: 'Bad', start_dttm: 'yesterday', end_dttm: '2024-02-30T00:00:00', json_metadata: '{oops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: { start_dttm: ['Not a valid datetime.'], end_dttm: ['Not a valid datetime.'], json_metadata: ['JSON not valid'] } });
    expect((await call('admin', 'POST', annotationsOf(layer), { short_descr: 'No dates' })).json()).toEqual({
      message: { start_dttm: ['Missing data for required field.'], end_dttm: ['Missing data for required field.'] },
    });

    const backwards = await call('admin', 'POST', annotationsOf(layer), { short_descr: 'Spring sale', start_dttm: '2024-03-10T00:00:00', end_dttm: '2024-03-01T00:00:00' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ message: { short_descr: ['Short description must be unique for this layer'], start_dttm: ['End date must be after start date'] } });
    // A partial update is checked against the stored start.
    const early = await call('admin', 'PUT', `${annotationsOf(layer)}${id}`, { end_dttm: '2024-02-01T00:00:00' });
    expect(early.json()).toEqual({ message: { start_dttm: ['End date must be after start date'] } });

    const updated = await call('admin', 'PUT', `${annotationsOf(layer)}${id}`, { long_descr: 'Extended', end_dttm: '2024-03-12T00:00:00' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id, result: { long_descr: 'Extended', end_dttm: '2024-03-12T00:00:00', layer } });

    // The same short description is fine in another layer; an annotation is not reachable through another layer.
    const other = await createLayer('Campaigns elsewhere');
    await createAnnotation(other, { short_descr: 'Spring sale', start_dttm: '2024-03-01T00:00:00', end_dttm: '2024-03-01T00:00:00' });
    expect((await call('admin', 'GET', `${annotationsOf(other)}${id}`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `${annotationsOf(other)}${id}`, { short_descr: 'Moved' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${annotationsOf(other)}${id}`)).statusCode).toBe(404);
    const ghostLayer = await call('admin', 'POST', annotationsOf(999_999), { short_descr: 'x', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-01T00:00:00' });
    expect(ghostLayer.statusCode).toBe(404);
    expect(ghostLayer.json()).toEqual({ message: 'Annotation layer not found.' });

    const list = await call('admin', 'GET', `${annotationsOf(layer)}?q=${risonParam({ order_column: 'start_dttm', order_direction: 'asc' })}`);
    expect(list.json()).toMatchObject({
      count: 2,
      list_title: 'List Annotation',
      result: [
        { id, short_descr: 'Spring sale', long_descr: 'Extended', start_dttm: '2024-03-01T09:00:00', end_dttm: '2024-03-12T00:00:00', created_by: { first_name: 'admin' } },
        { id: zoned, short_descr: 'Launch' },
      ],
    });
    const searched = await call('admin', 'GET', `${annotationsOf(layer)}?q=${risonParam({ filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'extend' }] })}`);
    expect(searched.json().ids).toEqual([id]);
  });

  it('deletes one or many, all or none, and never a layer that holds annotations', async () => {
    const layer = await createLayer('Busy layer');
    const ids = [];
    for (const day of [1, 2, 3]) ids.push(await createAnnotation(layer, { short_descr: `Day ${day}`, start_dttm: `2024-01-0${day}T00:00:00`, end_dttm: `2024-01-0${day}T00:00:00` }));

    const refused = await call('admin', 'DELETE', `${LAYERS}${layer}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'Annotation layer has associated annotations.' });

    expect((await call('admin', 'DELETE', `${annotationsOf(layer)}?q=${risonParam([ids[0], 999_999])}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${annotationsOf(layer)}${ids[0]}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `${annotationsOf(layer)}?q=${risonParam([ids[0], ids[1]])}`)).json()).toEqual({ message: 'Deleted 2 annotations' });
    expect((await call('admin', 'DELETE', `${annotationsOf(layer)}${ids[2]}`)).json()).toEqual({ message: 'OK' });
    expect((await call('admin', 'GET', annotationsOf(layer))).json().count).toBe(0);

    const empty = await createLayer('Empty layer');
    const holding = await createLayer('Holding layer');
    await createAnnotation(holding, { short_descr: 'Kept', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-01T00:00:00' });
    expect((await call('admin', 'DELETE', `${LAYERS}?q=${risonParam([empty, holding])}`)).statusCode).toBe(422);
    expect((await call('admin', 'DELETE', `${LAYERS}?q=${risonParam([empty, 999_999])}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${LAYERS}${empty}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `${LAYERS}?q=${risonParam([empty, layer])}`)).json()).toEqual({ message: 'Deleted 2 annotation layers' });
    expect((await call('admin', 'GET', `${LAYERS}${layer}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `${LAYERS}${layer}`)).json()).toEqual({ message: 'Not found' });
  });

  it('lets Gamma read but not write, and others not at all', async () => {
    const layer = await createLayer('Readable layer');
    const annotation = await createAnnotation(layer, { short_descr: 'Visible', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-01T00:00:00' });
    expect((await call('gamma', 'GET', LAYERS)).statusCode).toBe(200);
    expect((await call('gamma', 'GET', `${annotationsOf(layer)}${annotation}`)).statusCode).toBe(200);
    expect((await call('gamma', 'GET', `${LAYERS}_info`)).json().permissions).toEqual(['can_read']);
    expect((await call('gamma', 'POST', LAYERS, { name: 'Gamma layer' })).statusCode).toBe(403);
    expect((await call('gamma', 'PUT', `${LAYERS}${layer}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await call('gamma', 'POST', annotationsOf(layer), { short_descr: 'x', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-01T00:00:00' })).statusCode).toBe(403);
    expect((await call('gamma', 'DELETE', `${annotationsOf(layer)}${annotation}`)).statusCode).toBe(403);
    expect((await call('gamma', 'DELETE', `${LAYERS}?q=${risonParam([layer])}`)).statusCode).toBe(403);
    for (const url of [LAYERS, `${LAYERS}${layer}`, annotationsOf(layer), `${LAYERS}_info`]) {
      expect((await call('outsider', 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await call('admin', 'GET', `${LAYERS}${layer}`)).json().result.name).toBe('Readable layer');
  });
});

describe('annotation_data in chart data', () => {
  const timeseries = (layers: unknown[], timeRange = '1990-01-01 : 2000-01-01') => ({
    datasource: { id: birthNames, type: 'table' },
    queries: [
      {
        columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
        metrics: ['count'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: timeRange }],
        orderby: [['count', false]],
        annotation_layers: layers,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });
  const chartData = (user: keyof typeof tokens, body: unknown) => call(user, 'POST', '/api/v1/chart/data', body);

  it('answers the native layers’ annotations overlapping the query’s time range', async () => {
    const layer = await createLayer('Birth events');
    await createAnnotation(layer, { short_descr: 'Census', long_descr: 'Decennial census', start_dttm: '1995-06-01T00:00:00', end_dttm: '1995-06-01T00:00:00', json_metadata: '{"k": 1}' });
    await createAnnotation(layer, { short_descr: 'Millennium', start_dttm: '1999-12-01T00:00:00', end_dttm: '2001-01-01T00:00:00' });
    await createAnnotation(layer, { short_descr: 'Early era', start_dttm: '1980-01-01T00:00:00', end_dttm: '1990-03-01T00:00:00' });
    await createAnnotation(layer, { short_descr: 'Later', start_dttm: '2005-01-01T00:00:00', end_dttm: '2005-01-01T00:00:00' });
    await createAnnotation(layer, { short_descr: 'Too early', start_dttm: '1985-01-01T00:00:00', end_dttm: '1989-12-31T23:59:59' });
    const layers = [
      { name: 'Events', annotationType: 'EVENT', sourceType: 'NATIVE', value: layer, show: true, overrides: { time_range: null } },
      { name: 'Target', annotationType: 'FORMULA', sourceType: '', value: 'y = 100', show: true },
      { name: 'Deleted layer', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 999_999, show: true },
    ];
    const response = await chartData('admin', timeseries(layers));
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().result;
    expect(result.rowcount).toBe(10);
    expect(Object.keys(result.annotation_data)).toEqual(['Events']);
    expect(result.annotation_data.Events).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        { start_dttm: Date.UTC(1980, 0, 1), end_dttm: Date.UTC(1990, 2, 1), short_descr: 'Early era', long_descr: null, json_metadata: null },
        { start_dttm: Date.UTC(1995, 5, 1), end_dttm: Date.UTC(1995, 5, 1), short_descr: 'Census', long_descr: 'Decennial census', json_metadata: '{"k": 1}' },
        { start_dttm: Date.UTC(1999, 11, 1), end_dttm: Date.UTC(2001, 0, 1), short_descr: 'Millennium', long_descr: null, json_metadata: null },
      ],
    });

    // A cached answer carries the annotations as they are now.
    await createAnnotation(layer, { short_descr: 'Added later', start_dttm: '1992-01-01T00:00:00', end_dttm: '1992-01-01T00:00:00' });
    const again = (await chartData('admin', timeseries(layers))).json().result[0];
    expect(again.is_cached).toBe(true);
    expect(again.annotation_data.Events.records.map((r: { short_descr: string }) => r.short_descr)).toEqual(['Early era', 'Added later', 'Census', 'Millennium']);
    expect(again.data).toEqual(result.data);

    // Gamma reads annotations; a reader without can_read on Annotation gets the rows and no annotations.
    expect((await chartData('gamma', timeseries(layers))).json().result[0].annotation_data.Events.records).toHaveLength(4);
    const hidden = (await chartData('reader', timeseries(layers))).json().result[0];
    expect(hidden.rowcount).toBe(10);
    expect(hidden.annotation_data).toEqual({});

    // Without a time range every annotation of the layer comes.
    const unbounded = (await chartData('admin', timeseries(layers, 'No filter'))).json().result[0];
    expect(unbounded.annotation_data.Events.records).toHaveLength(6);
  });

  it('refuses malformed annotation layers in a query', async () => {
    const response = await chartData('admin', timeseries([{ annotationType: 'EVENT', sourceType: 'NATIVE', value: 1 }]));
    expect(response.statusCode).toBe(400);
    const wrongType = await chartData('admin', timeseries([{ name: 'x', annotationType: 'CLOUD', sourceType: 'NATIVE', value: 1 }]));
    expect(wrongType.statusCode).toBe(400);
  });
});
