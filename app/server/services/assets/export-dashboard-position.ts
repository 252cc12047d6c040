import type { BundleJson, BundleObject } from './bundle-format.js';
import { isBundleObject } from './export-json.js';

/** A chart on a dashboard as the position needs it. */
export interface PositionChart {
  id: number;
  uuid: string;
  sliceName: string;
}

const CHART_WIDTH = 4;
const CHART_HEIGHT = 50;
const GRID_COLUMNS = 12;

function chartIdOf(component: BundleJson | undefined): number | null {
  if (!isBundleObject(component) || component['type'] !== 'CHART' || !isBundleObject(component['meta'])) return null;
  const chartId = component['meta']['chartId'];
  return typeof chartId === 'number' ? chartId : null;
}

/** Root and grid of an empty layout, as Superset's dashboards start. */
function emptyLayout(): BundleObject {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
  };
}

/** Adds rows of charts the layout does not show yet under its grid (Superset's export does the same). */
function appendCharts(layout: BundleObject, charts: readonly PositionChart[]): BundleObject {
  const out: BundleObject = Object.keys(layout).length > 0 ? { ...layout } : emptyLayout();
  if (!isBundleObject(out['ROOT_ID'])) out['ROOT_ID'] = { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] };
  const grid: BundleObject = isBundleObject(out['GRID_ID']) ? { ...out['GRID_ID'] } : { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] };
  const gridChildren: BundleJson[] = Array.isArray(grid['children']) ? [...grid['children']] : [];
  const perRow = GRID_COLUMNS / CHART_WIDTH;
  for (let start = 0; start < charts.length; start += perRow) {
    const rowId = `ROW-export-${charts[start]!.id}`;
    const rowCharts = charts.slice(start, start + perRow);
    out[rowId] = {
      type: 'ROW',
      id: rowId,
      children: rowCharts.map((chart) => `CHART-export-${chart.id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const chart of rowCharts) {
      out[`CHART-export-${chart.id}`] = {
        type: 'CHART',
        id: `CHART-export-${chart.id}`,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: chart.id, height: CHART_HEIGHT, sliceName: chart.sliceName, uuid: chart.uuid, width: CHART_WIDTH },
      };
    }
    gridChildren.push(rowId);
  }
  grid['children'] = gridChildren;
  out['GRID_ID'] = grid;
  return out;
}

/**
 * The position of an exported dashboard: every chart component's meta gains the `uuid` of its
 * chart (ids stay, so an importer can map the metadata's chart ids through them), and charts of
 * the dashboard the layout does not show are appended in rows under the grid.
 */
export function exportPosition(layout: BundleObject, charts: readonly PositionChart[], chartUuids: ReadonlyMap<number, string>): BundleObject {
  const out: BundleObject = {};
  const shown = new Set<number>();
  for (const [key, component] of Object.entries(layout)) {
    const chartId = chartIdOf(component);
    const uuid = chartId === null ? undefined : chartUuids.get(chartId);
    if (chartId !== null) shown.add(chartId);
    out[key] = uuid !== undefined && isBundleObject(component) && isBundleObject(component['meta'])
      ? { ...component, meta: { ...component['meta'], uuid } }
      : component;
  }
  const orphans = charts.filter((chart) => !shown.has(chart.id));
  return orphans.length > 0 ? appendCharts(out, orphans) : out;
}
