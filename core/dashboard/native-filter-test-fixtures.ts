/**
 * Builders for the native-filter model's tests: a dashboard with nested tabs, filters and masks.
 */
import type { ExtraFormData } from '../plugin-api/index.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';
import type { DataMaskWithId, NativeFilter, NativeFilterDivider } from './native-filter-types.js';
import { chart, layoutOf, row, tab, tabs } from './test-fixtures.js';

/**
 * Top-level tabs A and B. Tab A: charts 1 and 2, then nested tabs A1 (chart 3) and A2 (chart 4).
 * Tab B: charts 5 and 6.
 */
export function tabbedLayout(): LayoutMap {
  return layoutOf(
    tabs(
      'TABS-top',
      tab('TAB-a', row('ROW-1', chart('CHART-1', 1), chart('CHART-2', 2)), tabs('TABS-inner', tab('TAB-a1', row('ROW-2', chart('CHART-3', 3))), tab('TAB-a2', row('ROW-3', chart('CHART-4', 4))))),
      tab('TAB-b', row('ROW-4', chart('CHART-5', 5), chart('CHART-6', 6))),
    ),
  );
}

/** A select filter on `column` of dataset 1, scoped to the whole dashboard unless overridden. */
export function nativeFilter(id: string, overrides: Partial<NativeFilter> = {}): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: `Filter ${id}`,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    controlValues: {},
    defaultDataMask: {},
    cascadeParentIds: [],
    scope: { rootPath: [DASHBOARD_ROOT_ID], excluded: [] },
    description: '',
    ...overrides,
  };
}

/** A filter-bar divider without a scope unless overridden. */
export function filterDivider(id: string, overrides: Partial<NativeFilterDivider> = {}): NativeFilterDivider {
  return { id, type: 'DIVIDER', title: `Section ${id}`, description: '', ...overrides };
}

/** A select-like data mask: `value` as filter state, an IN filter on `column` as extra form data. */
export function selectMask(id: string, column: string, value: string[] | null, extra: ExtraFormData = {}): DataMaskWithId {
  return {
    id,
    filterState: { value },
    extraFormData: value && value.length > 0 ? { filters: [{ col: column, op: 'IN', val: value }], ...extra } : { ...extra },
    ownState: {},
  };
}
