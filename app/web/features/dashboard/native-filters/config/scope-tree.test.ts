import { describe, expect, it } from 'vitest';
import { scopeCheckState, buildScopeTree, chartIdsOf, toggleCharts } from './scope-tree';
import { flatTestLayout, testCharts, testLayout } from './filter-config-test-kit';

describe('buildScopeTree', () => {
  it('shows tabs holding their charts by name, looking through rows', () => {
    const tree = buildScopeTree(testLayout(), testCharts());
    expect(tree).toEqual([
      {
        kind: 'tab',
        id: 'TAB-overview',
        label: 'Overview',
        chartIds: [1, 2],
        children: [
          { kind: 'chart', id: 'CHART-1', label: 'Total births', chartId: 1 },
          { kind: 'chart', id: 'CHART-2', label: 'Births copy', chartId: 2 },
        ],
      },
      { kind: 'tab', id: 'TAB-details', label: 'Details', chartIds: [3], children: [{ kind: 'chart', id: 'CHART-3', label: 'Names', chartId: 3 }] },
    ]);
    expect(chartIdsOf(tree)).toEqual([1, 2, 3]);
  });

  it('lists charts outside tabs directly, preferring a name given on the dashboard', () => {
    const layout = flatTestLayout();
    layout['CHART-2']!.meta.sliceNameOverride = 'Births again';
    expect(buildScopeTree(layout, testCharts()).map((node) => node.label)).toEqual(['Total births', 'Births again']);
  });
});

describe('scopeCheckState and toggleCharts', () => {
  it('ticks, half-ticks or clears a tab for its charts', () => {
    expect(scopeCheckState([1, 2], new Set([1, 2, 3]))).toBe('checked');
    expect(scopeCheckState([1, 2], new Set([2]))).toBe('indeterminate');
    expect(scopeCheckState([1, 2], new Set([3]))).toBe('unchecked');
    expect([...toggleCharts(new Set([3]), [1, 2], true)].sort()).toEqual([1, 2, 3]);
    expect([...toggleCharts(new Set([1, 2, 3]), [1, 2], false)]).toEqual([3]);
  });
});
