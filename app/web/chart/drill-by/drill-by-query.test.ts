import { describe, expect, it } from 'vitest';
import type { QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { vizDescriptor } from '../../test-support/viz-descriptor';
import type { FormData } from '../chart-form-data';
import { drillByChoices, groupableColumns } from './drill-by-columns';
import { labelledGrid } from './drill-by-table';
import { drillByBreadcrumbs, drillByMarkFilters, drillByQueryContext, drilledColumns, drilledFormData, type DrillByStep } from './drill-by-query';

const pie: FormData = { datasource: '3__table', viz_type: 'pie', groupby: ['state'], metric: 'count', adhoc_filters: [] };
const CA: QueryObjectFilterClause = { col: 'state', op: '==', val: 'CA' };
const GIRL: QueryObjectFilterClause = { col: 'gender', op: '==', val: 'girl' };

describe('drill-by columns', () => {
  it('lists groupable columns by verbose name, leaving out those marked not groupable', () => {
    const columns = groupableColumns([
      { column_name: 'state', verbose_name: 'State', groupby: true },
      { column_name: 'num', groupby: false },
      { column_name: 'gender' },
      { column_name: 'ds', verbose_name: '' },
      { verbose_name: 'nameless' },
    ]);
    expect(columns).toEqual([
      { name: 'ds', label: 'ds' },
      { name: 'gender', label: 'gender' },
      { name: 'state', label: 'State' },
    ]);
  });

  it('offers the columns not grouped by yet, narrowed by a search on label or name', () => {
    const columns = groupableColumns([{ column_name: 'state', verbose_name: 'State' }, { column_name: 'gender' }, { column_name: 'num_girls', verbose_name: 'Girls' }]);
    expect(drillByChoices(columns, new Set(['state'])).map((column) => column.name)).toEqual(['gender', 'num_girls']);
    expect(drillByChoices(columns, new Set(), 'GIRL').map((column) => column.name)).toEqual(['num_girls']);
    expect(drillByChoices(columns, new Set(), 'sta').map((column) => column.name)).toEqual(['state']);
  });
});

describe('drill-by form data and queries', () => {
  it('keeps a mark’s filters on the chart’s dimensions only (a time series point’s x value is left out)', () => {
    const line: FormData = { datasource: '3__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', groupby: ['gender'], metrics: ['count'] };
    const point: QueryObjectFilterClause[] = [{ col: 'ds', op: '==', val: 946684800000, grain: 'P1Y' }, GIRL];
    expect(drillByMarkFilters(line, point)).toEqual([GIRL]);
    expect(drillByMarkFilters(pie, [CA])).toEqual([CA]);
  });

  it('regroups the form data by the drilled column and keeps its other fields', () => {
    expect(drilledFormData(pie, 'gender')).toEqual({ ...pie, groupby: ['gender'] });
    expect(pie.groupby).toEqual(['state']);
  });

  it('runs the viz’s buildQuery on the regrouped form data, with the dashboard’s filters and every drill’s mark filters', () => {
    const viz = {
      ...vizDescriptor('pie', {}, {}),
      buildQuery: (formData: FormData) => ({
        datasource: { id: 3, type: 'table' as const },
        queries: [{ columns: formData['groupby'] as string[], metrics: ['count'], filters: [{ col: 'ds', op: 'IS NOT NULL' as const }] }],
      }),
    };
    const steps: DrillByStep[] = [
      { column: 'gender', filters: [CA] },
      { column: 'name', filters: [GIRL] },
    ];
    const first = drillByQueryContext(viz, pie, steps, 0, { filters: [{ col: 'num', op: '>', val: 1 }] });
    expect(first.queries[0]?.columns).toEqual(['gender']);
    expect(first.queries[0]?.filters).toEqual([{ col: 'ds', op: 'IS NOT NULL' }, { col: 'num', op: '>', val: 1, isExtra: true }, CA]);
    expect((first.form_data as FormData).groupby).toEqual(['gender']);
    const second = drillByQueryContext(viz, pie, steps, 1);
    expect(second.queries[0]?.columns).toEqual(['name']);
    expect(second.queries[0]?.filters).toEqual([{ col: 'ds', op: 'IS NOT NULL' }, CA, GIRL]);
    expect(() => drillByQueryContext(viz, pie, steps, 2)).toThrow(RangeError);
  });

  it('knows every column a drill path grouped by', () => {
    expect([...drilledColumns(pie, [{ column: 'gender', filters: [] }])].sort()).toEqual(['gender', 'state']);
  });

  it('names the chart’s grouping and each drill, with the values drilled into', () => {
    const label = (column: string) => ({ state: 'State', gender: 'Gender' })[column] ?? column;
    const steps: DrillByStep[] = [
      { column: 'gender', filters: [CA] },
      { column: 'name', filters: [GIRL, { col: 'num', op: 'IS NULL' }] },
    ];
    expect(drillByBreadcrumbs(pie, steps, label)).toEqual([
      { label: 'State (CA)', step: null },
      { label: 'Gender (girl, NULL)', step: 0 },
      { label: 'name', step: 1 },
    ]);
    expect(drillByBreadcrumbs(pie, [{ column: 'gender', filters: [] }], label)).toEqual([
      { label: 'State', step: null },
      { label: 'Gender', step: 0 },
    ]);
  });
});

describe('labelledGrid', () => {
  const grid = { colnames: ['gender', 'sum__num'], coltypes: [1, 0], data: [{ gender: 'girl', sum__num: 3 }] };

  it('heads each column with its verbose name', () => {
    expect(labelledGrid(grid, { gender: 'Gender', sum__num: 'Births' })).toEqual({ colnames: ['Gender', 'Births'], coltypes: [1, 0], data: [{ Gender: 'girl', Births: 3 }] });
  });

  it('keeps the names when there is no verbose map or two columns would read the same', () => {
    expect(labelledGrid(grid, undefined)).toEqual(grid);
    expect(labelledGrid(grid, { gender: 'Births', sum__num: 'Births' })).toEqual(grid);
  });
});
