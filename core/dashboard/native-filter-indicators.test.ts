import { describe, expect, it } from 'vitest';
import type { LayoutMap } from './layout-component.js';
import { getFilterIndicators } from './native-filter-indicators.js';
import { nativeFilter, selectMask, tabbedLayout } from './native-filter-test-fixtures.js';
import type { DashboardFilterInputs, DataMaskState } from './native-filter-types.js';

const base = tabbedLayout();
const layout: LayoutMap = { ...base, 'CHART-5': { ...base['CHART-5']!, meta: { ...base['CHART-5']!.meta, sliceName: 'Births by gender' } } };

const country = nativeFilter('NATIVE_FILTER-country', { name: 'Country' });
const region = nativeFilter('NATIVE_FILTER-region', { name: 'Region', scope: { rootPath: ['TAB-b'], excluded: [] }, targets: [{ datasetId: 1, column: { name: 'region' } }] });
const period = nativeFilter('NATIVE_FILTER-period', { name: 'Period', filterType: 'filter_time', targets: [{}] });
const empty = nativeFilter('NATIVE_FILTER-empty', { name: 'Empty' });

const dataMask: DataMaskState = {
  'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', ['FR', 'DE']),
  'NATIVE_FILTER-region': { ...selectMask('NATIVE_FILTER-region', 'region', ['Bretagne']), filterState: { value: ['Bretagne'], label: 'Brittany' } },
  'NATIVE_FILTER-period': { id: 'NATIVE_FILTER-period', filterState: { value: 'Last week' }, extraFormData: { time_range: 'Last week' } },
  'NATIVE_FILTER-empty': selectMask('NATIVE_FILTER-empty', 'country', []),
  '5': selectMask('5', 'gender', ['boy']),
  '6': selectMask('6', 'name', ['Ann']),
};
const inputs: DashboardFilterInputs = { layout, configuration: [country, region, period, empty], dataMask };

describe('getFilterIndicators', () => {
  it('lists the applied native filters and cross-filters with their values', () => {
    const { applied, outOfScope } = getFilterIndicators({ ...inputs, chartId: 1, chartNames: { 6: 'Names' } });
    expect(applied).toEqual([
      { id: 'NATIVE_FILTER-country', kind: 'native', name: 'Country', value: 'FR, DE', column: 'country', extraFormData: dataMask['NATIVE_FILTER-country']!.extraFormData },
      { id: 'NATIVE_FILTER-period', kind: 'native', name: 'Period', value: 'Last week', column: 'time_range', extraFormData: { time_range: 'Last week' } },
      { id: '5', kind: 'cross', name: 'Births by gender', value: 'boy', column: 'gender', extraFormData: dataMask['5']!.extraFormData },
      { id: '6', kind: 'cross', name: 'Names', value: 'Ann', column: 'name', extraFormData: dataMask['6']!.extraFormData },
    ]);
    expect(outOfScope.map((indicator) => [indicator.id, indicator.value])).toEqual([['NATIVE_FILTER-region', 'Brittany']]);
  });

  it('puts a filter in scope among the applied ones, using its label', () => {
    const { applied, outOfScope } = getFilterIndicators({ ...inputs, chartId: 6 });
    expect(applied.map((indicator) => [indicator.id, indicator.value])).toEqual([
      ['NATIVE_FILTER-country', 'FR, DE'],
      ['NATIVE_FILTER-region', 'Brittany'],
      ['NATIVE_FILTER-period', 'Last week'],
      ['5', 'boy'],
    ]);
    expect(outOfScope).toEqual([]);
  });

  it('never shows the chart’s own cross-filter, and names other charts by id when nothing else is known', () => {
    const { applied } = getFilterIndicators({ ...inputs, chartId: 5 });
    expect(applied.map((indicator) => indicator.id)).not.toContain('5');
    expect(applied.find((indicator) => indicator.id === '6')?.name).toBe('6');
  });

  it('drops cross-filters when they are disabled and filters without a value', () => {
    const { applied } = getFilterIndicators({ ...inputs, chartId: 1, crossFiltersEnabled: false });
    expect(applied.map((indicator) => indicator.id)).toEqual(['NATIVE_FILTER-country', 'NATIVE_FILTER-period']);
  });
});
