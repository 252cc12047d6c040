import type { Kysely } from 'kysely';
import { defaultFilterScope, type LayoutMap } from '@core/dashboard/index.js';
import type { SecurityManager } from '../security/security-manager.js';
import { ChartService } from '../services/chart-service.js';
import { createDashboard } from '../services/dashboard-save.js';
import type { Database } from '../store/database.js';
import { GALLERY_DATASETS, GALLERY_TABS, galleryCharts, type GalleryChart, type GalleryDatasetName } from './chart-gallery-charts.js';
import { ensureVirtualDataset, exampleInstallContext, exampleTableId, saveExampleChart, tabbedLayout } from './example-kit.js';

/** The slug of the chart gallery dashboard; it is created once, and not again if it exists. */
export const CHART_GALLERY_SLUG = 'chart-gallery';
export const CHART_GALLERY_TITLE = 'Chart Gallery';

/** The example tables the gallery's charts read, besides its own virtual datasets. */
const EXAMPLE_TABLES: readonly GalleryDatasetName[] = ['birth_names', 'cleaned_sales_data'];

type Db = Kysely<Database>;

/**
 * Creates the "Chart Gallery" example dashboard on a first start: one chart of every viz type over
 * the example data, in tabs by kind of chart, with the virtual datasets two of them need. Owned by
 * the first administrator and published, like the Births dashboard. Does nothing when it exists
 * already, when there is no administrator, or when the examples are not installed. Returns the
 * dashboard id, or null. When saving fails part way, the charts saved so far are deleted and the
 * error is thrown again.
 */
export async function installChartGallery(db: Db, security: SecurityManager): Promise<number | null> {
  const context = await exampleInstallContext(db, security, CHART_GALLERY_SLUG);
  if (!context) return null;
  const { database, admin } = context;
  const datasetIds = new Map<GalleryDatasetName, number>();
  for (const name of EXAMPLE_TABLES) {
    const tableId = await exampleTableId(db, database.id, name);
    if (tableId === null) return null;
    datasetIds.set(name, tableId);
  }
  for (const dataset of GALLERY_DATASETS) datasetIds.set(dataset.tableName as GalleryDatasetName, await ensureVirtualDataset(db, database, admin, dataset));

  const chartIds = new Map<GalleryChart, number>();
  try {
    for (const chart of galleryCharts()) chartIds.set(chart, await saveExampleChart(db, admin, datasetIds.get(chart.dataset)!, chart));
    const created = await createDashboard(db, admin, {
      dashboard_title: CHART_GALLERY_TITLE,
      slug: CHART_GALLERY_SLUG,
      published: true,
      position_json: JSON.stringify(galleryLayout(chartIds)),
      json_metadata: JSON.stringify({
        native_filter_configuration: [],
        cross_filters_enabled: false,
        global_chart_configuration: { scope: defaultFilterScope(), chartsInScope: [...chartIds.values()] },
      }),
    });
    return created.id;
  } catch (error) {
    // No half-installed gallery: the charts saved so far go too.
    if (chartIds.size > 0) await new ChartService(db).removeMany(admin, [...chartIds.values()]);
    throw error;
  }
}

/** Root → top-level tabs → one tab per gallery tab → its rows → its charts (no grid: the tabs take its place). */
export function galleryLayout(chartIds: ReadonlyMap<GalleryChart, number>): LayoutMap {
  return tabbedLayout(GALLERY_TABS, chartIds, 'gallery');
}
