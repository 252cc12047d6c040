import { toFiniteNumber, verboseName, type ChartDataResponse, type TransformPropsContext } from '@core/plugin-api/index.js';
import type { DeckChartProps, MapView } from './chart-props.js';
import { clusterProps } from './cluster-props.js';
import type { DeckFormData, DeckKey } from './form-data.js';
import { geojsonProps } from './geojson-props.js';
import { arcProps, pathProps, polygonProps } from './line-props.js';
import { aggregationProps, scatterProps } from './point-props.js';
import { labelOf, propsContext, type FamilyProps, type PropsContext } from './props-context.js';
import { withDeckDefaults } from './schemas.js';
import { boundsOf } from './spatial.js';

export { fillLinkTemplate } from './props-context.js';
export { radiusInMetres } from './point-props.js';
export { bucketOf, bucketThresholds } from './line-props.js';

function mapView(fd: DeckFormData): MapView {
  if (fd.viz_type === 'mapbox') {
    return { longitude: fd.viewport_longitude ?? -122.405293, latitude: fd.viewport_latitude ?? 37.772123, zoom: fd.viewport_zoom ?? 11, bearing: 0, pitch: 0 };
  }
  const v = fd.viewport ?? {};
  const number = (value: unknown, fallback: number) => toFiniteNumber(value) ?? fallback;
  return { longitude: number(v.longitude, 0), latitude: number(v.latitude, 20), zoom: number(v.zoom, 1), bearing: number(v.bearing, 0), pitch: number(v.pitch, 0) };
}

/** The layers of one map type, made by its family (deck_multi has none of its own). */
function familyProps(key: DeckKey, ctx: PropsContext): FamilyProps {
  switch (key) {
    case 'deck_scatter':
    case 'osm':
      return scatterProps(key, ctx);
    case 'deck_grid':
    case 'deck_hex':
    case 'deck_heatmap':
    case 'deck_screengrid':
    case 'deck_contour':
      return aggregationProps(key, ctx);
    case 'deck_arc':
      return arcProps(ctx);
    case 'deck_path':
      return pathProps(ctx);
    case 'deck_polygon':
      return polygonProps(ctx);
    case 'deck_geojson':
      return geojsonProps(ctx);
    case 'mapbox':
      return clusterProps(ctx);
    case 'deck_multi':
      return { layers: [], skipped: 0, positions: [] };
  }
}

/** The column a click cross-filters on, for the types that offer cross-filtering. */
function crossFilterColumnOf(key: DeckKey, fd: DeckFormData, dimension: string | null): string | null {
  if (key === 'deck_scatter' || key === 'deck_arc' || key === 'deck_path' || key === 'deck_geojson' || key === 'osm') return dimension;
  if (key === 'deck_polygon') return dimension ?? (fd.line_column ? labelOf(fd.line_column) : null);
  return null;
}

/**
 * Chart-data response + form data → the layers, legend and camera of one map type. Rows whose
 * coordinates cannot be read are left off (and counted in `skipped`). Colours come from the
 * category (shared with the dashboard), a metric along a linear scheme, or the colour picker.
 */
export function transformDeckProps(key: DeckKey, response: ChartDataResponse, formData: DeckFormData, context?: TransformPropsContext): DeckChartProps {
  const fd = withDeckDefaults(key, formData);
  const ctx = propsContext(response, fd, context);
  const family = familyProps(key, ctx);
  const { dimension, legendItems } = ctx;
  // A family's own legend (contour bands, polygon buckets), else the categories painted.
  const legend = family.legend ?? (dimension && legendItems.size > 0 ? { title: verboseName(dimension, context), items: [...legendItems.values()] } : null);
  const legendPosition = fd.legend_position ?? null;
  return {
    vizType: key,
    layers: family.layers,
    view: mapView({ ...fd, viz_type: key }),
    autozoom: key === 'mapbox' ? false : fd.autozoom !== false,
    bounds: boundsOf(family.positions),
    legend: legend && legend.items.length > 0 && legendPosition ? { ...legend, position: legendPosition } : null,
    crossFilterColumn: crossFilterColumnOf(key, fd, dimension),
    mapboxStyle: fd.mapbox_style ?? 'mapbox://styles/mapbox/light-v9',
    slices: key === 'deck_multi' ? (fd.deck_slices ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0) : [],
    sliceFilters: key === 'deck_multi' ? (fd.adhoc_filters ?? []) : [],
    ...(key === 'deck_multi' && context?.colorScale ? { colorScale: context.colorScale } : {}),
    rowCount: ctx.table.length,
    skipped: family.skipped,
  };
}
