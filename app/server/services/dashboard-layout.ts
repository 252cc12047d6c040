/**
 * A dashboard's layout (`position_json`): layout components by id, charts being the components
 * of type `CHART` whose `meta.chartId` names the chart they show.
 */

/** A layout as stored: component id → component (plus Superset's `DASHBOARD_VERSION_KEY`). */
export type DashboardLayout = Record<string, unknown>;

interface ChartComponent {
  type: 'CHART';
  meta: { chartId: number } & Record<string, unknown>;
}

function isChartComponent(value: unknown): value is ChartComponent {
  if (value === null || typeof value !== 'object') return false;
  const component = value as { type?: unknown; meta?: unknown };
  if (component.type !== 'CHART' || component.meta === null || typeof component.meta !== 'object') return false;
  const chartId = (component.meta as { chartId?: unknown }).chartId;
  return typeof chartId === 'number' && Number.isInteger(chartId) && chartId > 0;
}

/** The ids of the charts the layout shows, each once, in the order first met. */
export function layoutChartIds(layout: DashboardLayout): number[] {
  const ids = new Set<number>();
  for (const component of Object.values(layout)) if (isChartComponent(component)) ids.add(component.meta.chartId);
  return [...ids];
}

/** A copy of the layout whose chart components show `mapping.get(old)` instead of `old`; others unchanged. */
export function remapLayoutChartIds(layout: DashboardLayout, mapping: ReadonlyMap<number, number>): DashboardLayout {
  const out: DashboardLayout = {};
  for (const [key, component] of Object.entries(layout)) {
    const target = isChartComponent(component) ? mapping.get(component.meta.chartId) : undefined;
    out[key] = target === undefined ? component : { ...(component as ChartComponent), meta: { ...(component as ChartComponent).meta, chartId: target } };
  }
  return out;
}
