import { DASHBOARD_ROOT_ID, type LayoutMap, type NativeFilterScope } from '@core/dashboard/index.js';
import type { DashboardChart } from '../../dashboard-types';
import { dashboardChartName } from '../active-cross-filters';

/** A node of the scoping tree: a tab with what it holds, or a chart. */
export type ScopeTreeNode =
  | { kind: 'tab'; id: string; label: string; children: ScopeTreeNode[]; /** Every chart below, in display order. */ chartIds: number[] }
  | { kind: 'chart'; id: string; label: string; chartId: number };

/** Whether a tab's box is ticked, crossed out, or half ticked for the charts it holds. */
export type ScopeCheckState = 'checked' | 'unchecked' | 'indeterminate';

function chartLabel(layout: LayoutMap, charts: ReadonlyMap<number, DashboardChart>, chartId: number): string {
  return dashboardChartName(chartId, layout, charts).trim() || `Chart ${chartId}`;
}

/**
 * The dashboard as the scoping tree shows it: tabs (nested as in the layout) holding their charts,
 * and the charts outside any tab, in display order; rows, columns and markdown are looked through.
 * Each chart appears once (where it is first shown); tabs without charts are left out.
 */
export function buildScopeTree(layout: LayoutMap, charts: ReadonlyMap<number, DashboardChart>): ScopeTreeNode[] {
  const seenCharts = new Set<number>();
  const visited = new Set<string>();
  const nodesUnder = (id: string): ScopeTreeNode[] => {
    const component = layout[id];
    if (!component || visited.has(id)) return [];
    visited.add(id);
    if (component.type === 'CHART') {
      const chartId = component.meta.chartId;
      if (typeof chartId !== 'number' || seenCharts.has(chartId)) return [];
      seenCharts.add(chartId);
      return [{ kind: 'chart', id, label: chartLabel(layout, charts, chartId), chartId }];
    }
    const children = component.children.flatMap(nodesUnder);
    if (component.type !== 'TAB') return children;
    if (children.length === 0) return [];
    const label = component.meta.text?.trim() || component.meta.defaultText?.trim() || 'Untitled tab';
    return [{ kind: 'tab', id, label, children, chartIds: chartIdsOf(children) }];
  };
  return nodesUnder(DASHBOARD_ROOT_ID);
}

/** Every chart id of the nodes, in display order. */
export function chartIdsOf(nodes: readonly ScopeTreeNode[]): number[] {
  return nodes.flatMap((node) => (node.kind === 'chart' ? [node.chartId] : node.chartIds));
}

/** The box state of a tab whose charts are `chartIds`, given the included charts. */
export function scopeCheckState(chartIds: readonly number[], included: ReadonlySet<number>): ScopeCheckState {
  const count = chartIds.filter((chartId) => included.has(chartId)).length;
  if (count === 0) return 'unchecked';
  return count === chartIds.length ? 'checked' : 'indeterminate';
}

/** The included charts after ticking (`include`) or clearing a node's charts. */
export function toggleCharts(included: ReadonlySet<number>, chartIds: readonly number[], include: boolean): Set<number> {
  const next = new Set(included);
  for (const chartId of chartIds) {
    if (include) next.add(chartId);
    else next.delete(chartId);
  }
  return next;
}

/** Whether a scope is the whole dashboard with nothing left out. */
export function isWholeDashboardScope(scope: NativeFilterScope): boolean {
  return scope.rootPath.length === 1 && scope.rootPath[0] === DASHBOARD_ROOT_ID && scope.excluded.length === 0;
}

/** "3 charts in scope". */
export function chartsInScopeText(count: number): string {
  return `${count} ${count === 1 ? 'chart' : 'charts'} in scope`;
}
