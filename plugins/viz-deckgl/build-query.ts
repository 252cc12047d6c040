import {
  buildQueryObject,
  getColumnLabel,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryObjectFilterClause,
} from '@core/plugin-api/index.js';
import type { DeckFormData, DeckKey } from './form-data.js';
import { withDeckDefaults } from './schemas.js';
import { spatialColumns } from './spatial.js';

/** deck_multi's own query: how many rows its filters leave. */
const ROW_COUNT: QueryFormMetric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

/** A column's label in the result (its name, or an adhoc column's label). */
const labelOf = (column: QueryFormColumn): string => getColumnLabel(column) ?? String(column);

const present = <T>(value: T | null | undefined | ''): value is T => value !== null && value !== undefined && value !== '';

function unique(columns: readonly QueryFormColumn[]): QueryFormColumn[] {
  const seen = new Set<string>();
  return columns.filter((column) => {
    const label = labelOf(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** The columns and metrics a map type reads; the coordinates first. */
export function queriedFields(key: DeckKey, fd: DeckFormData): { columns: QueryFormColumn[]; metrics: QueryFormMetric[]; spatial: string[] } {
  const extra = [...(fd.js_columns ?? [])];
  const dimension = present(fd.dimension) ? [fd.dimension] : [];
  switch (key) {
    case 'deck_scatter':
    case 'osm': {
      const spatial = spatialColumns(fd.spatial);
      const radius = fd.point_radius_fixed;
      const metrics = key === 'deck_scatter' && radius?.type === 'metric' && present(radius.value) && typeof radius.value !== 'number' ? [radius.value] : [];
      return { columns: unique([...spatial, ...dimension, ...extra]), metrics, spatial };
    }
    case 'deck_arc': {
      const spatial = [...spatialColumns(fd.start_spatial), ...spatialColumns(fd.end_spatial)];
      return { columns: unique([...spatial, ...dimension, ...extra]), metrics: [], spatial };
    }
    case 'deck_grid':
    case 'deck_hex':
    case 'deck_heatmap':
    case 'deck_screengrid':
    case 'deck_contour': {
      const spatial = spatialColumns(fd.spatial);
      return { columns: unique([...spatial, ...extra]), metrics: present(fd.size) ? [fd.size] : [], spatial };
    }
    case 'deck_path':
    case 'deck_polygon': {
      const line = present(fd.line_column) ? [fd.line_column] : [];
      const metrics: QueryFormMetric[] = [];
      if (key === 'deck_polygon') {
        if (present(fd.metric)) metrics.push(fd.metric);
        const elevation = fd.point_radius_fixed;
        if (elevation?.type === 'metric' && present(elevation.value) && typeof elevation.value !== 'number') metrics.push(elevation.value);
      }
      return { columns: unique([...line, ...dimension, ...extra]), metrics: uniqueMetrics(metrics), spatial: line.map(labelOf) };
    }
    case 'deck_geojson': {
      const geojson = present(fd.geojson) ? [fd.geojson] : [];
      return { columns: unique([...geojson, ...dimension, ...extra]), metrics: [], spatial: geojson.map(labelOf) };
    }
    case 'mapbox': {
      const spatial = [fd.all_columns_x, fd.all_columns_y].filter(present);
      const radius = fd.point_radius && fd.point_radius !== 'Auto' ? [fd.point_radius] : [];
      return { columns: unique([...spatial, ...(fd.groupby ?? []), ...radius, ...(fd.mapbox_label ?? []).filter((label) => label !== 'count')]), metrics: [], spatial: spatial.map(labelOf) };
    }
    case 'deck_multi':
      return { columns: [], metrics: [], spatial: [] };
  }
}

function uniqueMetrics(metrics: QueryFormMetric[]): QueryFormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = typeof metric === 'string' ? metric : JSON.stringify(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/**
 * Form data → the chart-data request of one map type: the coordinate columns (and the category,
 * tooltip and line columns) with the metric if any; grouped by them when there is a metric, raw
 * rows otherwise. With "Ignore null locations" rows without coordinates are filtered out.
 * `deck_multi` asks only for a row count: its layers run their own saved charts' queries.
 */
export function buildDeckQuery(key: DeckKey, formData: DeckFormData): QueryContext {
  const fd = withDeckDefaults(key, formData);
  const { columns, metrics, spatial } = queriedFields(key, fd);
  const base = buildQueryObject({ ...fd, metric: undefined, metrics: key === 'deck_multi' ? [ROW_COUNT] : metrics, groupby: [], columns });
  const nullFilters: QueryObjectFilterClause[] = fd.filter_nulls !== false && key !== 'deck_multi' ? spatial.map((col) => ({ col, op: 'IS NOT NULL' })) : [];
  const query = { ...base, filters: [...(base.filters ?? []), ...nullFilters], orderby: [] };
  if (key === 'deck_multi') delete query.row_limit;
  return { datasource: parseDatasourceKey(formData.datasource), queries: [query], form_data: formData, result_format: 'json', result_type: 'full' };
}
