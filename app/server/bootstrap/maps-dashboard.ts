import type { Kysely } from 'kysely';
import { defaultFilterScope } from '@core/dashboard/index.js';
import type { SecurityManager } from '../security/security-manager.js';
import { ChartService } from '../services/chart-service.js';
import { createDashboard } from '../services/dashboard-save.js';
import type { Database } from '../store/database.js';
import { ensureVirtualDataset, exampleInstallContext, exampleTableId, saveExampleChart, tabbedLayout } from './example-kit.js';
import { MAPS_DATASETS, MAPS_TABS, mapsCharts, type MapsChart, type MapsDatasetName } from './maps-dashboard-charts.js';

/** The slug of the maps dashboard; it is created once, and not again if it exists. */
export const MAPS_DASHBOARD_SLUG = 'maps';
export const MAPS_DASHBOARD_TITLE = 'Maps';

type Db = Kysely<Database>;

/**
 * Creates the "Maps" example dashboard on a first start: a chart of every map type over the
 * example tables, in tabs, with the virtual dataset deck_geojson reads. Layered charts
 * (deck_multi) are saved after the charts they draw, with those charts' ids. Owned by the first
 * administrator and published. Does nothing when it exists already, when there is no
 * administrator, or when the examples are not installed. Returns the dashboard id, or null. When
 * saving fails part way, the charts saved so far are deleted and the error is thrown again.
 */
export async function installMapsDashboard(db: Db, security: SecurityManager): Promise<number | null> {
  const context = await exampleInstallContext(db, security, MAPS_DASHBOARD_SLUG);
  if (!context) return null;
  const { database, admin } = context;
  const virtual = new Set(MAPS_DATASETS.map((dataset) => dataset.tableName));
  const datasetIds = new Map<MapsDatasetName, number>();
  for (const chart of mapsCharts()) {
    if (virtual.has(chart.dataset) || datasetIds.has(chart.dataset)) continue;
    const tableId = await exampleTableId(db, database.id, chart.dataset);
    if (tableId === null) return null;
    datasetIds.set(chart.dataset, tableId);
  }
  for (const dataset of MAPS_DATASETS) datasetIds.set(dataset.tableName as MapsDatasetName, await ensureVirtualDataset(db, database, admin, dataset));

  const chartIds = new Map<MapsChart, number>();
  try {
    // Plain charts first: a layered chart names the ids of its layers.
    const ordered = [...mapsCharts()].sort((a, b) => Number(Boolean(a.layers)) - Number(Boolean(b.layers)));
    for (const chart of ordered) chartIds.set(chart, await saveExampleChart(db, admin, datasetIds.get(chart.dataset)!, withLayerIds(chart, chartIds)));
    const created = await createDashboard(db, admin, {
      dashboard_title: MAPS_DASHBOARD_TITLE,
      slug: MAPS_DASHBOARD_SLUG,
      published: true,
      position_json: JSON.stringify(tabbedLayout(MAPS_TABS, chartIds, 'maps')),
      json_metadata: JSON.stringify({
        native_filter_configuration: [],
        cross_filters_enabled: false,
        global_chart_configuration: { scope: defaultFilterScope(), chartsInScope: [...chartIds.values()] },
      }),
    });
    return created.id;
  } catch (error) {
    // No half-installed dashboard: the charts saved so far go too.
    if (chartIds.size > 0) await new ChartService(db).removeMany(admin, [...chartIds.values()]);
    throw error;
  }
}

/** A layered chart with `deck_slices` set to the saved ids of its layers; other charts as they are. */
export function withLayerIds(chart: MapsChart, chartIds: ReadonlyMap<MapsChart, number>): MapsChart {
  if (!chart.layers) return chart;
  const ids = chart.layers.map((layer) => {
    const id = chartIds.get(layer);
    if (id === undefined) throw new Error(`The map "${chart.name}" draws "${layer.name}", which is not saved yet.`);
    return id;
  });
  return { ...chart, formData: { ...chart.formData, deck_slices: ids } };
}
