import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdhocFilter, QueryFormData } from '../../core/plugin-api/index.js';
import { buildQuery } from '../../plugins/viz-pivot-table/build-query.js';
import type { PivotTableFormData } from '../../plugins/viz-pivot-table/form-data.schema.js';
import { setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/**
 * "Export to Pivoted .CSV / Excel" over birth_names: the chart's own query context, asked for
 * `result_type: post_processed`, comes back pivoted as the pivot table shows it, with the
 * dataset's verbose names ("State", "Births") in its headers.
 */

let d: DataAccessApp;

const STATES: AdhocFilter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] };
const YEARS_2006_2007: AdhocFilter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: '2006-01-01 : 2008-01-01' };

const formDataOf = (fields: Partial<PivotTableFormData>): PivotTableFormData => ({
  datasource: `${d.datasets['birth_names']}__table`,
  viz_type: 'pivot_table_v2',
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  metrics: ['sum__num'],
  adhoc_filters: [STATES],
  row_limit: 10_000,
  ...fields,
});

/** POSTs the chart's query context as the pivoted export action asks for it. */
const exportAs = (formData: QueryFormData, format: 'csv' | 'xlsx' | 'json', user = 'admin', resultType = 'post_processed') =>
  d.call(user, 'POST', '/api/v1/chart/data', { ...buildQuery(formData as PivotTableFormData), result_format: format, result_type: resultType });

/** CSV text as rows of fields (the fixtures hold no quoted fields). */
const rowsOf = (csv: string) =>
  csv
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(','));

/** Sum of births per state × gender, read through the plain (unpivoted) chart data. */
async function birthsByStateAndGender(filters: AdhocFilter[] = [STATES]): Promise<Map<string, number>> {
  const response = await exportAs(formDataOf({ adhoc_filters: filters }), 'json', 'admin', 'full');
  expect(response.statusCode, response.body).toBe(200);
  const records = response.json().result[0].data as Array<{ state: string; gender: string; sum__num: number }>;
  return new Map(records.map((record) => [`${record.state}/${record.gender}`, record.sum__num]));
}

beforeAll(async () => {
  d = await setUpDataAccessApp();
  await d.grantDataset('births_no_download', 'birth_names');
  await d.grant('births_no_download', 'can_read', 'Chart');
  await d.addUser('no_download', ['births_no_download']);
}, 180_000);
afterAll(async () => d?.close());

describe('pivoted CSV export of a pivot table', () => {
  it('pivots rows × columns with verbose headers, row and column totals', async () => {
    const births = await birthsByStateAndGender();
    const response = await exportAs(formDataOf({ rowTotals: true, colTotals: true }), 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const at = (key: string) => births.get(key)!;
    const caTotal = at('CA/boy') + at('CA/girl');
    const nyTotal = at('NY/boy') + at('NY/girl');
    expect(rowsOf(response.body)).toEqual([
      ['State', 'Births boy', 'Births girl', 'Births Total (Sum)'],
      ['CA', String(at('CA/boy')), String(at('CA/girl')), String(caTotal)],
      ['NY', String(at('NY/boy')), String(at('NY/girl')), String(nyTotal)],
      ['Total (Sum)', String(at('CA/boy') + at('NY/boy')), String(at('CA/girl') + at('NY/girl')), String(caTotal + nyTotal)],
    ]);
  });

  it('writes subtotals, combined metrics and the metric level as the chart lays them out', async () => {
    const births = await birthsByStateAndGender();
    const response = await exportAs(
      formDataOf({ groupbyRows: ['state', 'gender'], groupbyColumns: [], metrics: ['sum__num', 'count'], rowSubTotals: true, metricsLayout: 'COLUMNS', combineMetric: true }),
      'csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['State', 'Gender', 'Births', 'COUNT(*)']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['CA', 'boy'],
      ['CA', 'girl'],
      ['CA', 'Subtotal'],
      ['NY', 'boy'],
      ['NY', 'girl'],
      ['NY', 'Subtotal'],
    ]);
    expect(rows[1]?.[2]).toBe(String(births.get('CA/boy')));
    expect(rows[3]?.[2]).toBe(String(births.get('CA/boy')! + births.get('CA/girl')!));
    expect(Number(rows[3]?.[3])).toBe(Number(rows[1]?.[3]) + Number(rows[2]?.[3]));
  });

  it('transposes, puts metrics on the rows and re-aggregates with the chart’s aggregate function', async () => {
    const births = await birthsByStateAndGender();
    const response = await exportAs(formDataOf({ transposePivot: true, metricsLayout: 'ROWS', aggregateFunction: 'Sum as Fraction of Total' }), 'csv');
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['Metric', 'Gender', 'CA', 'NY']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['Births', 'boy'],
      ['Births', 'girl'],
    ]);
    const total = [...births.values()].reduce((sum, value) => sum + value, 0);
    expect(Number(rows[1]?.[2])).toBeCloseTo(births.get('CA/boy')! / total, 12);
    const cells = rows.slice(1).flatMap((row) => row.slice(2).map(Number));
    expect(cells.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
  });

  it('heads temporal groups with ISO date-times, truncated to the time grain', async () => {
    const response = await exportAs(
      formDataOf({
        groupbyColumns: ['ds'],
        time_grain_sqla: 'P1Y',
        temporal_columns_lookup: { ds: true },
        adhoc_filters: [STATES, YEARS_2006_2007],
        colOrder: 'key_z_to_a',
      }),
      'csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(rowsOf(response.body)[0]).toEqual(['State', 'Births 2007-01-01T00:00:00', 'Births 2006-01-01T00:00:00']);
  });

  it('answers the pivoted Excel file with the same table', async () => {
    const csv = rowsOf((await exportAs(formDataOf({ rowTotals: true }), 'csv')).body);
    const response = await exportAs(formDataOf({ rowTotals: true }), 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const cells: string[][] = [];
    sheet.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map(String)));
    expect(cells).toEqual(csv);
  });

  it('returns the pivot as JSON records too', async () => {
    const response = await exportAs(formDataOf({ colTotals: true }), 'json');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result[0];
    expect(result.colnames).toEqual(['State', 'Births boy', 'Births girl']);
    expect(result.data.map((row: Record<string, unknown>) => row['State'])).toEqual(['CA', 'NY', 'Total (Sum)']);
  });

  it('leaves the rows as queried for a viz type the server does not reshape, and for result_type full', async () => {
    const table = await exportAs({ ...formDataOf({}), viz_type: 'table' }, 'csv');
    expect(table.statusCode, table.body).toBe(200);
    expect(rowsOf(table.body)[0]).toEqual(['state', 'gender', 'sum__num']);
    const full = await exportAs(formDataOf({}), 'csv', 'admin', 'full');
    expect(rowsOf(full.body)[0]).toEqual(['state', 'gender', 'sum__num']);
    expect(rowsOf(full.body)).toHaveLength(5);
  });

  it('still needs can_csv for a pivoted CSV or Excel file', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const refused = await exportAs(formDataOf({}), format, 'no_download');
      expect(refused.statusCode, format).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ error_type: 'CHART_SECURITY_ACCESS_ERROR' });
    }
    expect((await exportAs(formDataOf({}), 'json', 'no_download')).statusCode).toBe(200);
  });
});
