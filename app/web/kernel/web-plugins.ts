import type { TesseraPlugin } from '@core/plugin-api/index.js';
import filterRange from '@plugins/filter-range/index.js';
import filterSelect from '@plugins/filter-select/index.js';
import filterTime from '@plugins/filter-time/index.js';
import filterTimeColumn from '@plugins/filter-timecolumn/index.js';
import filterTimeGrain from '@plugins/filter-timegrain/index.js';
import vizBigNumber from '@plugins/viz-big-number/index.js';
import vizPie from '@plugins/viz-pie/index.js';
import vizPivotTable from '@plugins/viz-pivot-table/index.js';
import vizTable from '@plugins/viz-table/index.js';
import vizTimeseries from '@plugins/viz-timeseries/index.js';

/**
 * Every plugin the web app knows: visualizations and native filter types (and, later, menu
 * actions). The server's configuration (`PLUGINS_ENABLED`, `PLUGINS_DISABLED`, sent in the
 * bootstrap data) decides which of them load. Components stay behind each contribution's
 * `loadComponent`, so this list costs only descriptors in the main bundle.
 */
export const WEB_PLUGINS: readonly TesseraPlugin[] = [
  vizTable,
  vizTimeseries,
  vizBigNumber,
  vizPie,
  vizPivotTable,
  filterSelect,
  filterRange,
  filterTime,
  filterTimeColumn,
  filterTimeGrain,
];
