import type { AdhocFilter, QueryFormData } from '@core/plugin-api/index.js';
import type { SankeyFormData } from './form-data.schema.js';
import { SANKEY_NODE_ALIGNMENTS } from './sankey-controls.js';

/** The key a sankey had before Superset's ECharts version, opened as `sankey_v2`. */
export const LEGACY_SANKEY_KEY = 'sankey';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Superset's legacy time section (a time column and a range) as the temporal filter its migration
 * writes: a `TEMPORAL_RANGE` adhoc filter on that column.
 */
function temporalFilterOf(next: Record<string, unknown>): void {
  const column = next.granularity_sqla;
  const timeRange = next.time_range;
  delete next.granularity_sqla;
  delete next.time_range;
  if (typeof column !== 'string' || column === '') return;
  const filters = Array.isArray(next.adhoc_filters) ? (next.adhoc_filters as AdhocFilter[]) : [];
  const filter: AdhocFilter = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: column,
    operator: 'TEMPORAL_RANGE',
    comparator: typeof timeRange === 'string' && timeRange !== '' ? timeRange : 'No filter',
  };
  next.adhoc_filters = [...filters, filter];
}

/**
 * Upgrades saved sankey form data. A chart of the legacy `sankey` type becomes `sankey_v2` as
 * Superset migrates it: the first two `groupby` columns become `source` and `target`, `groupby`
 * goes, and the legacy time column and range become a `TEMPORAL_RANGE` filter. Any sankey: a
 * single intermediate level is made a list, Superset's camel-case `nodeAlignment` gets its stored
 * name, and an alignment Tessera does not draw falls back to the default.
 * Idempotent; the input is not modified.
 */
export function migrateSankey(formData: QueryFormData): SankeyFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_SANKEY_KEY) {
    const groupby = Array.isArray(next.groupby) ? next.groupby : [];
    if (groupby.length > 1) {
      if (isUnset(next.source)) next.source = groupby[0];
      if (isUnset(next.target)) next.target = groupby[1];
    }
    delete next.groupby;
    temporalFilterOf(next);
    next.viz_type = 'sankey_v2';
  }
  if ('nodeAlignment' in next) {
    if (isUnset(next.node_alignment)) next.node_alignment = next.nodeAlignment;
    delete next.nodeAlignment;
  }
  if (!isUnset(next.intermediate_levels) && !Array.isArray(next.intermediate_levels)) next.intermediate_levels = [next.intermediate_levels];
  if (next.node_alignment !== undefined && !(SANKEY_NODE_ALIGNMENTS as readonly unknown[]).includes(next.node_alignment)) delete next.node_alignment;
  if (next.roam === 'true' || next.roam === 'false') next.roam = next.roam === 'true';
  return next as SankeyFormData;
}
