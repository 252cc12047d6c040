import { byAscendingId, getChartIds } from './chart-ids.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';
import { isNativeFilter } from './native-filter-id.js';
import type { FilterConfigItem, NativeFilter, NativeFilterScope } from './native-filter-types.js';
import { getTopLevelId, hasTopLevelTabs } from './top-level-tabs.js';

/** The scope of a new filter: the whole dashboard, no chart left out. */
export function defaultFilterScope(): NativeFilterScope {
  return { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };
}

/**
 * The charts a scope covers: every chart under one of its `rootPath` components (`ROOT_ID` is the
 * whole dashboard) but the `excluded` ones, each once, in ascending order.
 *
 * @example
 * ```ts
 * getChartsInScope(layout, { rootPath: ['TAB-sales'], excluded: [12] }); // [10, 11]
 * ```
 */
export function getChartsInScope(layout: LayoutMap, scope: NativeFilterScope): number[] {
  const excluded = new Set(scope.excluded ?? []);
  const inScope = new Set<number>();
  for (const rootId of scope.rootPath ?? []) {
    for (const chartId of getChartIds(layout, rootId)) if (!excluded.has(chartId)) inScope.add(chartId);
  }
  return [...inScope].sort(byAscendingId);
}

/**
 * The `TAB` components holding at least one of the charts (nested tabs and their enclosing tabs
 * alike), in display order. Filters use it to show which tabs they affect.
 */
export function getTabsInScope(layout: LayoutMap, chartsInScope: readonly number[]): string[] {
  const wanted = new Set(chartsInScope);
  const tabs: string[] = [];
  const found = new Set<string>();
  const visited = new Set<string>();
  const visit = (id: string, enclosingTabs: readonly string[]) => {
    const component = layout[id];
    if (!component || visited.has(id)) return;
    visited.add(id);
    const chartId = component.meta.chartId;
    if (component.type === 'CHART' && typeof chartId === 'number' && wanted.has(chartId)) {
      for (const tabId of enclosingTabs) found.add(tabId);
    }
    const tabsBelow = component.type === 'TAB' ? [...enclosingTabs, id] : enclosingTabs;
    if (component.type === 'TAB') tabs.push(id);
    for (const childId of component.children) visit(childId, tabsBelow);
  };
  visit(DASHBOARD_ROOT_ID, []);
  return tabs.filter((tabId) => found.has(tabId));
}

/**
 * The scope covering exactly the given charts (charts not in the layout are ignored): the whole
 * dashboard when they are every chart, one top-level tab when they are exactly that tab's charts,
 * otherwise the whole dashboard minus every other chart.
 */
export function scopeFromIncludedCharts(layout: LayoutMap, included: readonly number[]): NativeFilterScope {
  const allCharts = getChartIds(layout);
  const wanted = new Set(included);
  const excluded = allCharts.filter((chartId) => !wanted.has(chartId)).sort(byAscendingId);
  if (excluded.length === 0) return defaultFilterScope();
  const inScope = allCharts.filter((chartId) => wanted.has(chartId)).sort(byAscendingId);
  if (inScope.length > 0 && hasTopLevelTabs(layout)) {
    for (const tabId of layout[getTopLevelId(layout)!]!.children) {
      const tabCharts = getChartIds(layout, tabId).sort(byAscendingId);
      if (tabCharts.length === inScope.length && tabCharts.every((chartId, i) => chartId === inScope[i])) return { rootPath: [tabId], excluded: [] };
    }
  }
  return { rootPath: [DASHBOARD_ROOT_ID], excluded };
}

/**
 * The configuration entry with `chartsInScope` and `tabsInScope` computed from its scope against
 * the layout (as they are stored on save). A divider without a scope comes back as it was.
 */
export function withComputedScope<Item extends FilterConfigItem>(item: Item, layout: LayoutMap): Item {
  if (!isNativeFilter(item) && !item.scope) return item;
  const chartsInScope = getChartsInScope(layout, item.scope ?? defaultFilterScope());
  return { ...item, chartsInScope, tabsInScope: getTabsInScope(layout, chartsInScope) };
}

/**
 * The charts a native filter applies to: its stored `chartsInScope` when it has them, otherwise its
 * scope computed against the layout.
 */
export function nativeFilterChartIds(filter: Pick<NativeFilter, 'scope' | 'chartsInScope'>, layout: LayoutMap): readonly number[] {
  return Array.isArray(filter.chartsInScope) ? filter.chartsInScope : getChartsInScope(layout, filter.scope ?? defaultFilterScope());
}

/** Whether a native filter applies to a chart (see {@link nativeFilterChartIds}). */
export function isChartInFilterScope(filter: Pick<NativeFilter, 'scope' | 'chartsInScope'>, chartId: number, layout: LayoutMap): boolean {
  return nativeFilterChartIds(filter, layout).includes(chartId);
}
