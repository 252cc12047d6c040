import { ContourLayer, GridLayer, HeatmapLayer, HexagonLayer, ScreenGridLayer } from '@deck.gl/aggregation-layers';
import type { Layer } from '@deck.gl/core';
import { ArcLayer, GeoJsonLayer, PathLayer, PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { CHART_FONT_FAMILY } from '@core/plugin-api/index.js';
import type { ArcMark, DeckLayerSpec, GeoFeature, MarkInfo, PathMark, PolygonMark } from './chart-props.js';
import { clusterPoints, type Cluster } from './cluster.js';
import { selectionKey } from './cross-filter.js';
import { PointScatterLayer, scatterColors, scatterData, weightedData } from './point-layers.js';
import type { Rgba } from './rgba.js';

/** What the layers need beyond their specs: the selection to highlight, the zoom, the text colour. */
export interface LayerContext {
  /** The cross-filtered values; marks of other values fade. Null: nothing selected. */
  selected: ReadonlySet<string> | null;
  zoom: number;
  text: Rgba;
  halo: Rgba;
}

function faded(mark: MarkInfo, color: Rgba, context: LayerContext): Rgba {
  if (!context.selected || context.selected.has(selectionKey(mark.category))) return color;
  return [color[0], color[1], color[2], Math.round(color[3] * 0.15)];
}

/** The miles and kilometres of the clustered map's point radius, in metres. */
const UNIT_METRES = { Miles: 1609.344, Kilometers: 1000 } as const;

/** Turns one layer spec into deck.gl layers (a clustered map: circles and count labels). */
export function deckLayers(spec: DeckLayerSpec, context: LayerContext, idPrefix = ''): Layer[] {
  const id = `${idPrefix}${spec.id}`;
  const trigger = [context.selected ? [...context.selected].join('\u0000') : ''];
  switch (spec.type) {
    case 'scatter': {
      const { points } = spec;
      const colors = scatterColors(points, context.selected);
      return [
        new PointScatterLayer({
          id,
          data: scatterData(points, colors),
          markAt: points.markAt,
          pickable: true,
          stroked: false,
          radiusUnits: spec.radiusUnits,
          radiusMinPixels: spec.minPixels,
          radiusMaxPixels: spec.maxPixels,
          getRadius: points.radius,
          getFillColor: colors instanceof Uint8Array ? points.color : colors,
        }),
      ];
    }
    case 'arc':
      return [
        new ArcLayer<ArcMark>({
          id,
          data: spec.marks,
          pickable: true,
          getWidth: spec.width,
          getSourcePosition: (mark) => mark.source,
          getTargetPosition: (mark) => mark.target,
          getSourceColor: (mark) => faded(mark, mark.color, context),
          getTargetColor: (mark) => faded(mark, mark.targetColor, context),
          updateTriggers: { getSourceColor: trigger, getTargetColor: trigger },
        }),
      ];
    case 'path':
      return [
        new PathLayer<PathMark>({
          id,
          data: spec.marks,
          pickable: true,
          widthUnits: spec.widthUnits,
          widthMinPixels: 2,
          getWidth: spec.width,
          capRounded: true,
          jointRounded: true,
          getPath: (mark) => mark.path,
          getColor: (mark) => faded(mark, mark.color, context),
          updateTriggers: { getColor: trigger },
        }),
      ];
    case 'polygon':
      return [
        new PolygonLayer<PolygonMark>({
          id,
          data: spec.marks,
          pickable: true,
          filled: spec.filled,
          stroked: spec.stroked,
          extruded: spec.extruded,
          wireframe: spec.extruded && spec.stroked,
          lineWidthUnits: spec.widthUnits,
          lineWidthMinPixels: spec.stroked ? 1 : 0,
          getLineWidth: spec.lineWidth,
          getPolygon: (mark) => mark.polygon,
          getElevation: (mark) => mark.elevation,
          getFillColor: (mark) => faded(mark, mark.color, context),
          getLineColor: (mark) => faded(mark, spec.lineColor, context),
          updateTriggers: { getFillColor: trigger, getLineColor: trigger },
        }),
      ];
    case 'geojson':
      return [
        new GeoJsonLayer<GeoFeature['properties']>({
          id,
          data: spec.features as unknown as GeoJSON.Feature<GeoJSON.Geometry, GeoFeature['properties']>[],
          pickable: true,
          filled: spec.filled,
          stroked: spec.stroked,
          extruded: spec.extruded,
          lineWidthUnits: spec.widthUnits,
          lineWidthMinPixels: 1,
          pointRadiusScale: spec.pointRadiusScale,
          pointRadiusMinPixels: 2,
          getFillColor: (feature) => faded(feature as unknown as GeoFeature, feature.properties.fillColor, context),
          getLineColor: (feature) => faded(feature as unknown as GeoFeature, feature.properties.lineColor, context),
          getLineWidth: (feature) => feature.properties.lineWidth,
          getElevation: (feature) => feature.properties.elevation,
          getPointRadius: (feature) => feature.properties.radius,
          updateTriggers: { getFillColor: trigger, getLineColor: trigger },
        }),
      ];
    case 'grid':
      return [
        new GridLayer({
          id,
          ...weightedData(spec.points, spec.operation === 'COUNT', ['getColorWeight', 'getElevationWeight']),
          // On the CPU: binning some thousand points costs milliseconds, where aggregating on the GPU
          // waits on pixel read-backs (seconds with software WebGL).
          gpuAggregation: false,
          pickable: true,
          cellSize: spec.cellSize,
          extruded: spec.extruded,
          colorRange: spec.colorRange,
          elevationScale: 4,
          colorAggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
          elevationAggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
        }),
      ];
    case 'hex':
      return [
        new HexagonLayer({
          id,
          ...weightedData(spec.points, spec.operation === 'COUNT', ['getColorWeight', 'getElevationWeight']),
          // On the CPU: binning some thousand points costs milliseconds, where aggregating on the GPU
          // waits on pixel read-backs (seconds with software WebGL).
          gpuAggregation: false,
          pickable: true,
          radius: spec.cellSize,
          extruded: spec.extruded,
          colorRange: spec.colorRange,
          elevationScale: 4,
          colorAggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
          elevationAggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
        }),
      ];
    case 'screengrid':
      return [
        new ScreenGridLayer({
          id,
          ...weightedData(spec.points, spec.operation === 'COUNT', ['getWeight']),
          pickable: true,
          cellSizePixels: spec.cellSize,
          colorRange: spec.colorRange,
          aggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
        }),
      ];
    case 'heatmap':
      return [
        new HeatmapLayer({
          id,
          ...weightedData(spec.points, false, ['getWeight']),
          radiusPixels: spec.radiusPixels,
          intensity: spec.intensity,
          colorRange: spec.colorRange,
          aggregation: spec.operation === 'MEAN' ? 'MEAN' : 'SUM',
        }),
      ];
    case 'contour':
      return [
        new ContourLayer({
          id,
          ...weightedData(spec.points, spec.operation === 'COUNT', ['getWeight']),
          pickable: true,
          cellSize: spec.cellSize,
          contours: spec.contours.map(({ threshold, color, strokeWidth }) => ({ threshold, color, strokeWidth })),
          aggregation: spec.operation === 'COUNT' ? 'SUM' : spec.operation,
        }),
      ];
    case 'cluster': {
      const clusters = clusterPoints(spec.points, Math.round(context.zoom), spec.clusterRadius, spec.aggregator);
      const largest = Math.max(1, ...clusters.map((cluster) => cluster.count));
      const pointRadius = (cluster: Cluster) => {
        if (cluster.count > 1) return 8 + 22 * Math.sqrt(cluster.count / largest);
        if (cluster.value === null) return 5;
        return spec.radiusUnit === 'Pixels' ? Math.max(2, cluster.value) : cluster.value * UNIT_METRES[spec.radiusUnit];
      };
      const metresOfSingles = spec.radiusUnit !== 'Pixels' && clusters.some((cluster) => cluster.count === 1 && cluster.value !== null);
      return [
        new ScatterplotLayer<Cluster>({
          id,
          data: clusters,
          pickable: true,
          stroked: true,
          radiusUnits: metresOfSingles ? 'meters' : 'pixels',
          radiusMinPixels: 3,
          lineWidthUnits: 'pixels',
          getLineWidth: 1,
          getLineColor: [255, 255, 255, 200],
          getPosition: (cluster) => cluster.position,
          getRadius: pointRadius,
          getFillColor: spec.color,
        }),
        new TextLayer<Cluster>({
          id: `${id}-counts`,
          data: clusters.filter((cluster) => cluster.count > 1),
          getPosition: (cluster) => cluster.position,
          getText: (cluster) => (cluster.count >= 1000 ? `${Math.round(cluster.count / 100) / 10}k` : String(cluster.count)),
          getSize: 12,
          getColor: [255, 255, 255, 255],
          fontWeight: 600,
          fontFamily: CHART_FONT_FAMILY,
          getTextAnchor: 'middle',
          getAlignmentBaseline: 'center',
        }),
      ];
    }
  }
}
