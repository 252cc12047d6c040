import { type ComponentIdSource, uniqueComponentId } from './component-id.js';
import { createEmptyLayout } from './empty-layout.js';
import type { LayoutMap } from './layout-component.js';
import { DASHBOARD_ROOT_ID, GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_WIDTH } from './layout-constants.js';
import { LayoutDraft } from './layout-draft.js';
import { newComponent } from './new-component.js';
import { withParents } from './update-parents.js';

/** A chart to place on a dashboard: its id and, optionally, its name. */
export interface DashboardChartRef {
  chartId: number;
  sliceName?: string;
}

function toRef(chart: number | DashboardChartRef): DashboardChartRef {
  return typeof chart === 'number' ? { chartId: chart } : chart;
}

/**
 * Where charts without a place go: the grid, or the first top-level tab when the dashboard has
 * top-level tabs.
 */
export function findFirstContainerId(layout: LayoutMap): string | undefined {
  const topLevelId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const topLevel = topLevelId === undefined ? undefined : layout[topLevelId];
  if (topLevel?.type === 'TABS') {
    const firstTabId = topLevel.children[0];
    return firstTabId !== undefined && layout[firstTabId] ? firstTabId : undefined;
  }
  return topLevel?.id;
}

/**
 * Appends charts to the first container (`findFirstContainerId`) in new rows of default-width
 * charts: three charts per row on the 12-column grid. Chart components are named
 * `CHART-explore-<chartId>-<n>` as Superset names charts added this way.
 */
export function appendChartsInRows(
  layout: LayoutMap,
  charts: readonly (number | DashboardChartRef)[],
  idSource?: ComponentIdSource,
): LayoutMap {
  const containerId = findFirstContainerId(layout);
  if (containerId === undefined || charts.length === 0) return layout;
  const draft = new LayoutDraft(layout);
  const taken = new Set<string>();
  let rowId: string | undefined;
  let rowWidth = 0;
  const occurrences = new Map<number, number>();
  for (const chart of charts.map(toRef)) {
    if (rowId === undefined || rowWidth + GRID_DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      rowId = uniqueComponentId(draft.components, 'ROW', idSource, taken);
      taken.add(rowId);
      draft.set(newComponent('ROW', { id: rowId }));
      draft.insertChild(containerId, Number.POSITIVE_INFINITY, rowId);
      rowWidth = 0;
    }
    let count = (occurrences.get(chart.chartId) ?? 0) + 1;
    while (draft.get(`CHART-explore-${chart.chartId}-${count}`)) count += 1;
    occurrences.set(chart.chartId, count);
    const meta = chart.sliceName === undefined ? { chartId: chart.chartId } : { chartId: chart.chartId, sliceName: chart.sliceName };
    const component = newComponent('CHART', { id: `CHART-explore-${chart.chartId}-${count}`, meta });
    draft.set(component);
    draft.insertChild(rowId, Number.POSITIVE_INFINITY, component.id);
    rowWidth += GRID_DEFAULT_CHART_WIDTH;
  }
  return withParents(draft.components);
}

/**
 * The layout of a new dashboard showing `charts` (ids, or ids with names) in order, three per row.
 *
 * @example
 * ```ts
 * createLayoutFromCharts([1, 2, 3, 4]); // ROOT › GRID › [ROW (1, 2, 3), ROW (4)]
 * ```
 */
export function createLayoutFromCharts(charts: readonly (number | DashboardChartRef)[], idSource?: ComponentIdSource): LayoutMap {
  return appendChartsInRows(createEmptyLayout(), charts, idSource);
}
