import { describe, expect, it } from 'vitest';
import { type DashboardFilterInputs, type LayoutMap, type NativeFilter } from '@core/dashboard/index.js';
import { chartsExtraFormData } from './chart-extra-form-data';

const chart = (id: string, chartId: number) => ({ id, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { chartId, width: 4, height: 50 } });
const LAYOUT = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-1', 'CHART-2'], parents: ['ROOT_ID'], meta: {} },
  'CHART-1': chart('CHART-1', 1),
  'CHART-2': chart('CHART-2', 2),
} as unknown as LayoutMap;

const ONLY_CHART_1: NativeFilter = {
  id: 'NATIVE_FILTER-a',
  type: 'NATIVE_FILTER',
  name: 'State',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'state' } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [2] },
  description: '',
};

const inputsWith = (values: string[]): DashboardFilterInputs => ({
  layout: LAYOUT,
  configuration: [ONLY_CHART_1],
  dataMask: { [ONLY_CHART_1.id]: { id: ONLY_CHART_1.id, filterState: { value: values }, extraFormData: { filters: [{ col: 'state', op: 'IN', val: values }] } } },
});

describe('the extra form data of each chart', () => {
  it('gives a chart in scope the filter and keeps the same object for a chart the change does not reach', () => {
    const first = chartsExtraFormData(inputsWith(['CA']), [1, 2], new Map());
    expect(first.get(1)?.value).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
    expect(first.get(2)?.value).toEqual({});
    const second = chartsExtraFormData(inputsWith(['NY']), [1, 2], first);
    expect(second.get(1)?.value).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['NY'] }] });
    expect(second.get(1)).not.toBe(first.get(1));
    expect(second.get(2)).toBe(first.get(2));
    const same = chartsExtraFormData(inputsWith(['NY']), [1, 2], second);
    expect(same.get(1)).toBe(second.get(1));
  });
});
