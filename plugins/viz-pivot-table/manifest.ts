import type { VizContribution } from '@core/plugin-api/index.js';
import { pivotTableThumbnail } from './thumbnail.js';

/** The pivot table's gallery metadata; the key and field names follow Superset's `pivot_table_v2`. */
export const pivotTableManifest: Pick<VizContribution, 'key' | 'version' | 'name' | 'description' | 'category' | 'tags' | 'behaviors' | 'thumbnail' | 'legacyKeys'> = {
  key: 'pivot_table_v2',
  version: '1.0.0',
  name: 'Pivot Table',
  description:
    'Summarises metrics in a table whose rows and columns are headed by the values of grouping columns, with totals, subtotals and a choice of aggregation.',
  category: 'Table',
  tags: ['Tabular', 'Comparison', 'Pattern', 'Report', 'Popular'],
  behaviors: ['interactive-chart', 'drill-to-detail'],
  thumbnail: pivotTableThumbnail,
  // Superset's legacy pivot table (`LEGACY_PIVOT_TABLE`), which `migrate` translates.
  legacyKeys: ['pivot_table'],
};
