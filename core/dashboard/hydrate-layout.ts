import type { ComponentIdSource } from './component-id.js';
import { withDashboardTitle } from './dashboard-title.js';
import { createEmptyLayout } from './empty-layout.js';
import type { LayoutMap } from './layout-component.js';
import { type DashboardChartRef, appendChartsInRows } from './layout-from-charts.js';
import { parsePositionJson } from './position-json.js';

/** What a dashboard page loads its layout from. */
export interface HydrateLayoutInput {
  /** The stored `position_json` (text or object); empty or missing for a new dashboard. */
  positionData: unknown;
  /** The dashboard's charts, with their current names. */
  charts: readonly DashboardChartRef[];
  dashboardTitle: string;
}

/**
 * The layout a dashboard opens with: the stored layout (or an empty one), with the dashboard's
 * charts that have no place yet appended three per row (`appendChartsInRows`), every chart
 * component's `sliceName` set to the chart's current name, and the title in `HEADER_ID`.
 */
export function hydrateLayout(input: HydrateLayoutInput, idSource?: ComponentIdSource): LayoutMap {
  const stored = parsePositionJson(input.positionData) ?? createEmptyLayout();
  const placed = new Set<number>();
  for (const component of Object.values(stored)) {
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') placed.add(component.meta.chartId);
  }
  const unplaced = input.charts.filter((chart) => !placed.has(chart.chartId));
  let layout = appendChartsInRows(stored, unplaced, idSource);

  const names = new Map<number, string>();
  for (const chart of input.charts) if (chart.sliceName !== undefined) names.set(chart.chartId, chart.sliceName);
  let renamed: LayoutMap | undefined;
  for (const component of Object.values(layout)) {
    const chartId = component.meta.chartId;
    const name = component.type === 'CHART' && typeof chartId === 'number' ? names.get(chartId) : undefined;
    if (name !== undefined && component.meta.sliceName !== name) {
      renamed ??= { ...layout };
      renamed[component.id] = { ...component, meta: { ...component.meta, sliceName: name } };
    }
  }
  layout = renamed ?? layout;
  return withDashboardTitle(layout, input.dashboardTitle);
}
