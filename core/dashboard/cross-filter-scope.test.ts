import { describe, expect, it } from 'vitest';
import {
  buildChartConfiguration,
  defaultGlobalChartConfiguration,
  getCrossFilterChartsInScope,
  getCrossFilterScope,
} from './cross-filter-scope.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';
import { tabbedLayout } from './native-filter-test-fixtures.js';
import type { ChartConfiguration, GlobalChartConfiguration } from './native-filter-types.js';

const layout = tabbedLayout();
const tabBOnly = { rootPath: ['TAB-b'], excluded: [] };

describe('defaultGlobalChartConfiguration', () => {
  it('scopes every chart', () => {
    expect(defaultGlobalChartConfiguration(layout)).toEqual({ scope: { rootPath: [DASHBOARD_ROOT_ID], excluded: [] }, chartsInScope: [1, 2, 3, 4, 5, 6] });
  });
});

describe('getCrossFilterScope', () => {
  const global: GlobalChartConfiguration = { scope: { rootPath: [DASHBOARD_ROOT_ID], excluded: [6] }, chartsInScope: [1, 2, 3, 4, 5] };
  const configuration: ChartConfiguration = {
    '1': { id: 1, crossFilters: { scope: tabBOnly, chartsInScope: [5, 6] } },
    '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [1, 3, 4, 5] } },
  };

  it('is the chart’s own scope when it has one', () => {
    expect(getCrossFilterScope(1, configuration, global)).toEqual(tabBOnly);
  });

  it('is the global scope for global charts and charts without an entry', () => {
    expect(getCrossFilterScope(2, configuration, global)).toEqual(global.scope);
    expect(getCrossFilterScope(3, configuration, global)).toEqual(global.scope);
  });

  it('is the whole dashboard without any configuration', () => {
    expect(getCrossFilterScope(3, undefined, undefined)).toEqual({ rootPath: [DASHBOARD_ROOT_ID], excluded: [] });
  });
});

describe('getCrossFilterChartsInScope', () => {
  it('reaches every other chart when the chart has no entry', () => {
    expect(getCrossFilterChartsInScope(2, { layout })).toEqual([1, 3, 4, 5, 6]);
  });

  it('reads stored charts of the chart’s own scope, never the chart itself', () => {
    const chartConfiguration: ChartConfiguration = { '5': { id: 5, crossFilters: { scope: tabBOnly, chartsInScope: [6, 5] } } };
    expect(getCrossFilterChartsInScope(5, { layout, chartConfiguration })).toEqual([6]);
  });

  it('reads the global charts for a global chart', () => {
    const chartConfiguration: ChartConfiguration = { '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [] } } };
    const globalChartConfiguration = { scope: { rootPath: [DASHBOARD_ROOT_ID], excluded: [] }, chartsInScope: [1, 2, 4] };
    expect(getCrossFilterChartsInScope(1, { layout, chartConfiguration, globalChartConfiguration })).toEqual([2, 4]);
    expect(getCrossFilterChartsInScope(1, { layout, chartConfiguration })).toEqual([2, 3, 4, 5, 6]);
  });

  it('computes the scope when charts are not stored', () => {
    const chartConfiguration = { '1': { id: 1, crossFilters: { scope: { rootPath: ['TAB-a'], excluded: [3] } } } } as unknown as ChartConfiguration;
    expect(getCrossFilterChartsInScope(1, { layout, chartConfiguration })).toEqual([2, 4]);
  });
});

describe('buildChartConfiguration', () => {
  it('gives every chart a global entry by default, leaving itself out', () => {
    const configuration = buildChartConfiguration(layout, [1, 5]);
    expect(configuration).toEqual({
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3, 4, 5, 6] } },
      '5': { id: 5, crossFilters: { scope: 'global', chartsInScope: [1, 2, 3, 4, 6] } },
    });
  });

  it('keeps existing scopes and recomputes their charts against the layout', () => {
    const existing: ChartConfiguration = {
      '1': { id: 1, crossFilters: { scope: tabBOnly, chartsInScope: [99] } },
      '7': { id: 7, crossFilters: { scope: tabBOnly, chartsInScope: [5] } },
    };
    const configuration = buildChartConfiguration(layout, [1, 5], existing);
    expect(configuration['1']).toEqual({ id: 1, crossFilters: { scope: tabBOnly, chartsInScope: [5, 6] } });
    expect(configuration['7']).toBeUndefined();
  });

  it('takes the charts of global entries from the global scope', () => {
    const global: GlobalChartConfiguration = { scope: { rootPath: ['TAB-a'], excluded: [2] }, chartsInScope: [] };
    expect(buildChartConfiguration(layout, [1, 6], undefined, global)).toEqual({
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [3, 4] } },
      '6': { id: 6, crossFilters: { scope: 'global', chartsInScope: [1, 3, 4] } },
    });
  });
});
