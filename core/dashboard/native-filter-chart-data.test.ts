import { describe, expect, it } from 'vitest';
import { getChartExtraFormData, getChartFilterSources, getChartsAffectedBy } from './native-filter-chart-data.js';
import { filterDivider, nativeFilter, selectMask, tabbedLayout } from './native-filter-test-fixtures.js';
import type { ChartConfiguration, DashboardFilterInputs, DataMaskState, FilterConfigItem } from './native-filter-types.js';

const layout = tabbedLayout();

const country = nativeFilter('NATIVE_FILTER-country');
const region = nativeFilter('NATIVE_FILTER-region', { scope: { rootPath: ['TAB-b'], excluded: [6] }, targets: [{ datasetId: 1, column: { name: 'region' } }] });
const period = nativeFilter('NATIVE_FILTER-period', { filterType: 'filter_time', targets: [{}], chartsInScope: [1, 5] });
const section = filterDivider('NATIVE_FILTER_DIVIDER-s', { scope: { rootPath: ['TAB-a'], excluded: [] } });
const configuration: FilterConfigItem[] = [country, section, region, period];

const dataMask: DataMaskState = {
  'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', ['FR'], { time_range: 'Last year' }),
  'NATIVE_FILTER-region': selectMask('NATIVE_FILTER-region', 'region', ['Bretagne']),
  'NATIVE_FILTER-period': { id: 'NATIVE_FILTER-period', filterState: { value: 'Last week' }, extraFormData: { time_range: 'Last week' } },
  'NATIVE_FILTER_DIVIDER-s': selectMask('NATIVE_FILTER_DIVIDER-s', 'never', ['x']),
  'NATIVE_FILTER-unconfigured': selectMask('NATIVE_FILTER-unconfigured', 'never', ['x']),
  // Cross-filters: chart 5 has no chart_configuration entry, chart 2 is scoped to tab A.
  '5': selectMask('5', 'gender', ['boy']),
  '2': selectMask('2', 'name', ['Ann']),
};
const chartConfiguration: ChartConfiguration = { '2': { id: 2, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [] }, chartsInScope: [1, 3, 4] } } };
const inputs: DashboardFilterInputs = { layout, configuration, dataMask, chartConfiguration };

const countryClause = { col: 'country', op: 'IN', val: ['FR'] };
const regionClause = { col: 'region', op: 'IN', val: ['Bretagne'] };
const genderClause = { col: 'gender', op: 'IN', val: ['boy'] };
const nameClause = { col: 'name', op: 'IN', val: ['Ann'] };

describe('getChartExtraFormData', () => {
  it('merges native filters in configuration order, a later time range overriding', () => {
    expect(getChartExtraFormData({ ...inputs, chartId: 5 })).toEqual({ filters: [countryClause, regionClause], time_range: 'Last week' });
  });

  it('adds the cross-filters of other charts whose scope holds the chart', () => {
    expect(getChartExtraFormData({ ...inputs, chartId: 1 })).toEqual({ filters: [countryClause, nameClause, genderClause], time_range: 'Last week' });
    expect(getChartExtraFormData({ ...inputs, chartId: 6 })).toEqual({ filters: [countryClause, genderClause], time_range: 'Last year' });
  });

  it('never applies a chart’s own cross-filter', () => {
    expect(getChartExtraFormData({ ...inputs, chartId: 2 })).toEqual({ filters: [countryClause, genderClause], time_range: 'Last year' });
  });

  it('ignores cross-filters when they are disabled', () => {
    expect(getChartExtraFormData({ ...inputs, chartId: 1, crossFiltersEnabled: false })).toEqual({ filters: [countryClause], time_range: 'Last week' });
    expect(getChartExtraFormData({ ...inputs, chartId: 1, crossFiltersEnabled: true }).filters).toHaveLength(3);
  });

  it('follows the global cross-filter scope', () => {
    const globalInputs: DashboardFilterInputs = {
      ...inputs,
      chartConfiguration: { '5': { id: 5, crossFilters: { scope: 'global', chartsInScope: [] } } },
      globalChartConfiguration: { scope: { rootPath: ['TAB-a'], excluded: [] }, chartsInScope: [3] },
    };
    expect(getChartExtraFormData({ ...globalInputs, chartId: 3 }).filters).toContainEqual(genderClause);
    expect(getChartExtraFormData({ ...globalInputs, chartId: 4 }).filters).not.toContainEqual(genderClause);
  });

  it('skips masks without extra form data and charts out of every scope', () => {
    const empty: DataMaskState = { 'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', null), '5': selectMask('5', 'gender', []) };
    expect(getChartExtraFormData({ layout, configuration, dataMask: empty, chartId: 1 })).toEqual({});
    expect(getChartExtraFormData({ layout, configuration: [region], dataMask, chartId: 1, crossFiltersEnabled: false })).toEqual({});
  });
});

describe('getChartFilterSources', () => {
  it('lists native filters with a mask, then other charts’ cross-filters by chart id', () => {
    const sources = getChartFilterSources(3, inputs);
    expect(sources.map((source) => [source.id, source.kind, source.inScope])).toEqual([
      ['NATIVE_FILTER-country', 'native', true],
      ['NATIVE_FILTER-region', 'native', false],
      ['NATIVE_FILTER-period', 'native', false],
      ['2', 'cross', true],
      ['5', 'cross', true],
    ]);
  });
});

describe('getChartsAffectedBy', () => {
  it('lists the charts in a native filter’s scope', () => {
    expect(getChartsAffectedBy('NATIVE_FILTER-country', inputs)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getChartsAffectedBy('NATIVE_FILTER-region', inputs)).toEqual([5]);
    expect(getChartsAffectedBy('NATIVE_FILTER-period', inputs)).toEqual([1, 5]);
  });

  it('lists the charts a cross-filter reaches, by number or key', () => {
    expect(getChartsAffectedBy(5, inputs)).toEqual([1, 2, 3, 4, 6]);
    expect(getChartsAffectedBy('2', inputs)).toEqual([1, 3, 4]);
    expect(getChartsAffectedBy(2, { ...inputs, crossFiltersEnabled: false })).toEqual([]);
  });

  it('is empty for dividers and unknown filters', () => {
    expect(getChartsAffectedBy('NATIVE_FILTER_DIVIDER-s', inputs)).toEqual([]);
    expect(getChartsAffectedBy('NATIVE_FILTER-gone', inputs)).toEqual([]);
  });

  it('agrees with getChartExtraFormData: exactly the affected charts see a change', () => {
    for (const key of ['NATIVE_FILTER-country', 'NATIVE_FILTER-region', 'NATIVE_FILTER-period', '2', '5']) {
      const { [key]: _dropped, ...without } = dataMask;
      const changed = [1, 2, 3, 4, 5, 6].filter(
        (chartId) => JSON.stringify(getChartExtraFormData({ ...inputs, chartId })) !== JSON.stringify(getChartExtraFormData({ ...inputs, dataMask: without, chartId })),
      );
      expect(getChartsAffectedBy(key, inputs), key).toEqual(changed);
    }
  });
});
