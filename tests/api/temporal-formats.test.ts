import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTimeseriesQuery } from '../../plugins/viz-timeseries/build-query.js';
import type { TimeseriesFormData } from '../../plugins/viz-timeseries/timeseries-form-data.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: Record<string, string>;
const ids: Record<string, number> = {};

type Row = Record<string, number | string | null>;
interface Result {
  colnames: string[];
  data: Row[];
  query: string;
}

async function chartData(payload: object): Promise<Result[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: admin, payload });
  expect(response.statusCode, response.payload.slice(0, 400)).toBe(200);
  return response.json().result as Result[];
}

async function query(dataset: string, queryObject: object): Promise<Result> {
  const [result] = await chartData({ datasource: { id: ids[dataset], type: 'table' }, queries: [queryObject], result_format: 'json', result_type: 'full' });
  return result!;
}

const axis = (column: string, timeGrain: string) => ({ expressionType: 'SQL', sqlExpression: column, label: column, columnType: 'BASE_AXIS', timeGrain });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  for (const name of ['video_game_sales', 'multiformat_time_series']) {
    ids[name] = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', name).executeTakeFirstOrThrow()).id;
  }
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 180_000);
afterAll(async () => t?.close());

describe('temporal columns stored as numbers or text', () => {
  it('registers the example columns Superset marks temporal, with their formats', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${ids['multiformat_time_series']}`, headers: admin });
    const columns = response.json().result.columns as { column_name: string; is_dttm: boolean; python_date_format: string | null }[];
    expect(columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.python_date_format])).toEqual([
      ['ds', null], ['ds2', null], ['epoch_ms', 'epoch_ms'], ['epoch_s', 'epoch_s'], ['string0', '%Y-%m-%d %H:%M:%S.%f'],
      ['string1', '%Y-%m-%d^%H:%M:%S'], ['string2', '%Y%m%d-%H%M%S'], ['string3', '%Y/%m/%d%H:%M:%S.%f'],
    ]);
  });

  it('makes example columns temporal in an examples database registered before, unless their format was changed', async () => {
    const columns = () => t.store.db.selectFrom('table_columns').select(['column_name', 'is_dttm', 'python_date_format']).where('table_id', '=', ids['multiformat_time_series']!);
    await t.store.db.updateTable('table_columns').set({ is_dttm: false }).where('table_id', '=', ids['multiformat_time_series']!).where('column_name', 'in', ['epoch_s', 'string2']).execute();
    await t.store.db.updateTable('table_columns').set({ python_date_format: '%Y%m%d' }).where('table_id', '=', ids['multiformat_time_series']!).where('column_name', '=', 'string2').execute();
    await installExamples(t.store, t.config, { info: () => undefined });
    const after = Object.fromEntries((await columns().execute()).map((c) => [c.column_name, [Boolean(c.is_dttm), c.python_date_format]]));
    expect(after['epoch_s']).toEqual([true, 'epoch_s']);
    expect(after['string2']).toEqual([false, '%Y%m%d']);
    await t.store.db.updateTable('table_columns').set({ is_dttm: true, python_date_format: '%Y%m%d-%H%M%S' }).where('table_id', '=', ids['multiformat_time_series']!).where('column_name', '=', 'string2').execute();
  });

  it('draws video_game_sales by year (integer years, %Y) at a yearly grain', async () => {
    const byYear = await query('video_game_sales', {
      columns: [axis('year', 'P1Y')], metrics: ['count'], orderby: [[axis('year', 'P1Y'), true]], row_limit: 1000,
      filters: [{ col: 'year', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2010-01-01' }],
    });
    // The same counts, grouped by the stored integers and filtered on them as numbers.
    const stored = await query('video_game_sales', {
      columns: ['year'], metrics: ['count'], orderby: [['year', true]], row_limit: 1000, filters: [{ col: 'year', op: '>=', val: 2000 }, { col: 'year', op: '<', val: 2010 }],
    });
    expect(stored.data).toHaveLength(10);
    expect(byYear.data).toEqual(stored.data.map((r) => ({ year: Date.UTC(Number(r['year']), 0, 1), count: r['count'] })));
  });

  it.each(['epoch_s', 'epoch_ms', 'string0', 'string1', 'string2', 'string3'])(
    'draws multiformat_time_series by %s like the same instants stored as a timestamp',
    async (column) => {
      const daily = (x: string) => ({
        columns: [{ ...axis(x, 'P1D'), label: 'day' }], metrics: ['count'], orderby: [[{ ...axis(x, 'P1D'), label: 'day' }, true]], row_limit: 1000,
        filters: [{ col: x, op: 'TEMPORAL_RANGE', val: '2019-03-01 : 2019-04-01' }],
      });
      const reference = await query('multiformat_time_series', daily('ds2'));
      const result = await query('multiformat_time_series', daily(column));
      expect(reference.data.length).toBeGreaterThan(25);
      expect(result.data).toEqual(reference.data);
    },
  );

  it('bounds an epoch column by the time range as epoch numbers', async () => {
    const result = await query('multiformat_time_series', { columns: [axis('epoch_s', 'P1M')], metrics: ['count'], time_range: '2019-03-01 : 2019-04-01' });
    expect(result.query).toMatch(/"epoch_s" >= 1551398400 AND "epoch_s" < 1554076800/);
    expect(result.data).toHaveLength(1);
  });

  it('runs a line chart whose x-axis is a numeric column with the default daily grain, without the grain', async () => {
    const formData = {
      datasource: `${ids['video_game_sales']}__table`, viz_type: 'echarts_timeseries_line', x_axis: 'rank', time_grain_sqla: 'P1D',
      metrics: ['count'], groupby: [], row_limit: 5, adhoc_filters: [{ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'rank', operator: '<=', comparator: 3 }],
    } as unknown as TimeseriesFormData;
    const [result] = await chartData(buildTimeseriesQuery(formData));
    expect(result!.query).not.toMatch(/DATE_TRUNC/i);
    expect(result!.data).toEqual([{ rank: 1, count: 1 }, { rank: 2, count: 1 }, { rank: 3, count: 1 }]);
  });

  it('runs a bar chart whose x-axis is custom SQL naming a DOUBLE column, quoted, with a daily grain', async () => {
    const result = await query('video_game_sales', {
      columns: [{ expressionType: 'SQL', sqlExpression: '"global_sales"', label: 'sales', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
      metrics: ['count'], extras: { time_grain_sqla: 'P1D' }, orderby: [['count', false]], row_limit: 1,
    });
    expect(result.query).not.toMatch(/DATE_TRUNC/i);
    expect(typeof result.data[0]!['sales']).toBe('number');
  });

  it('answers a clear error for a format the engine cannot read', async () => {
    const column = (await t.store.db.selectFrom('table_columns').select('id').where('table_id', '=', ids['multiformat_time_series']!).where('column_name', '=', 'string1').executeTakeFirstOrThrow()).id;
    await t.store.db.updateTable('table_columns').set({ python_date_format: '%Y-%W' }).where('id', '=', column).execute();
    try {
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/chart/data', headers: admin,
        payload: { datasource: { id: ids['multiformat_time_series'], type: 'table' }, queries: [{ columns: [axis('string1', 'P1D')], metrics: ['count'] }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.payload).toContain('The datetime format \\"%Y-%W\\" of column string1 uses %W');
      expect(response.payload).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await t.store.db.updateTable('table_columns').set({ python_date_format: '%Y-%m-%d^%H:%M:%S' }).where('id', '=', column).execute();
    }
  });
});
