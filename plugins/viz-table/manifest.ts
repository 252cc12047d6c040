import type { VizBehavior } from '@core/plugin-api/index.js';
import { tableThumbnail } from './thumbnail.js';

/** The `table` viz's gallery metadata (Superset's key and category). */
export const tableManifest = {
  key: 'table',
  version: '1.0.0',
  name: 'Table',
  description:
    'Rows of a dataset, either grouped by dimensions with metrics (and percentage metrics and totals) or as raw records, with sorting, search, pagination and cell bars.',
  category: 'Table',
  tags: ['Tabular', 'Popular', 'Report', 'Business', 'Pattern', 'Featured', 'Sequential', 'Additive'],
  behaviors: ['interactive-chart', 'drill-to-detail', 'drill-by'] as VizBehavior[],
  thumbnail: tableThumbnail,
  featured: true,
  // Superset's AG Grid table (`ag-grid-table`) shares the table's form data; it opens here.
  legacyKeys: ['ag-grid-table'],
} as const;
