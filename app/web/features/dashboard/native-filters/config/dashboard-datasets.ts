import { parseDatasourceKey } from '../../../../chart/datasource-key';
import type { DashboardChart } from '../../dashboard-types';
import type { FilterDatasetChoice } from './filter-config-api';

/** `"3__table"` → 3; anything else (no id, another datasource type) → null. */
function tableDatasetId(datasource: unknown): number | null {
  const key = parseDatasourceKey(datasource);
  return key?.type === 'table' ? key.id : null;
}

/**
 * The datasets the dashboard's charts query (`form_data.datasource` = `"{id}__table"`), each once,
 * named after the chart's `datasource_name_text`, sorted by name. These are what a new filter is
 * most likely to target, so the picker offers them before the whole dataset list is loaded.
 */
export function dashboardDatasets(charts: ReadonlyMap<number, DashboardChart>): FilterDatasetChoice[] {
  const byId = new Map<number, FilterDatasetChoice>();
  for (const chart of charts.values()) {
    const id = tableDatasetId(chart.form_data['datasource']) ?? (chart.datasource_type === 'table' && typeof chart.datasource_id === 'number' ? chart.datasource_id : null);
    if (id === null) continue;
    const name = chart.datasource_name_text?.trim();
    const known = byId.get(id);
    if (!known || (name && known.label === `Dataset ${id}`)) byId.set(id, { id, label: name || `Dataset ${id}` });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
}

/** `extra` choices merged into `base` (ids already in `base` keep their label there), sorted by name. */
export function mergeDatasetChoices(base: readonly FilterDatasetChoice[], extra: readonly FilterDatasetChoice[]): FilterDatasetChoice[] {
  const ids = new Set(base.map((choice) => choice.id));
  return [...base, ...extra.filter((choice) => !ids.has(choice.id))].sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);
}
