import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';

/** Compares chart ids for an ascending sort. */
export const byAscendingId = (a: number, b: number): number => a - b;

/**
 * The chart ids shown under a component (the whole dashboard by default), each once, in display
 * order (depth first, children in order). Components not reachable from it are ignored.
 */
export function getChartIds(layout: LayoutMap, fromId: string = DASHBOARD_ROOT_ID): number[] {
  const chartIds: number[] = [];
  const seenCharts = new Set<number>();
  const visited = new Set<string>();
  const stack = [fromId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const component = layout[id];
    if (!component || visited.has(id)) continue;
    visited.add(id);
    const chartId = component.meta.chartId;
    if (component.type === 'CHART' && typeof chartId === 'number' && !seenCharts.has(chartId)) {
      seenCharts.add(chartId);
      chartIds.push(chartId);
    }
    for (let index = component.children.length - 1; index >= 0; index -= 1) stack.push(component.children[index]!);
  }
  return chartIds;
}

/** The id of the first `CHART` component (in display order) showing `chartId`, if any. */
export function findChartComponentId(layout: LayoutMap, chartId: number): string | undefined {
  const visited = new Set<string>();
  const stack = [DASHBOARD_ROOT_ID];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const component = layout[id];
    if (!component || visited.has(id)) continue;
    visited.add(id);
    if (component.type === 'CHART' && component.meta.chartId === chartId) return id;
    for (let index = component.children.length - 1; index >= 0; index -= 1) stack.push(component.children[index]!);
  }
  return undefined;
}
