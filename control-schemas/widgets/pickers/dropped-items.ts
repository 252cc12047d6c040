import type { ExploreColumn, ExploreMetric } from '../control-panel-context.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The dataset column a react-dnd item from the datasource panel carries (`{ column }`), or null. */
export function droppedColumn(item: unknown): ExploreColumn | null {
  if (!isRecord(item) || !isRecord(item['column'])) return null;
  const column = item['column'];
  return typeof column['column_name'] === 'string' && column['column_name'] !== '' ? (column as unknown as ExploreColumn) : null;
}

/** The saved metric a react-dnd item from the datasource panel carries (`{ metric }`), or null. */
export function droppedMetric(item: unknown): ExploreMetric | null {
  if (!isRecord(item) || !isRecord(item['metric'])) return null;
  const metric = item['metric'];
  return typeof metric['metric_name'] === 'string' && metric['metric_name'] !== '' ? (metric as unknown as ExploreMetric) : null;
}
