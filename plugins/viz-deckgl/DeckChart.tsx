import DeckGL from '@deck.gl/react';
import { WebMercatorViewport, type Layer, type MapViewState, type PickingInfo } from '@deck.gl/core';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { CHART_FONT_FAMILY, chartSurfaceColors, type ChartRenderProps, type DimensionValue } from '@core/plugin-api/index.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { baseMapPalette, boundaryDetail, boundaryLayers, isOverUnitedStates, loadCoarseBoundaries, loadDetailedBoundaries, loadFinestBoundaries, mapboxTileTemplate, tileLayer, type BoundaryData } from './base-map.js';
import type { DeckChartProps, LegendItem, MapView } from './chart-props.js';
import { crossFilterMask, selectedKeys } from './cross-filter.js';
import { deckLayers } from './deck-layers.js';
import { DECK_KEYS, type DeckFormData, type DeckKey } from './form-data.js';
import { toRgba } from './rgba.js';
import type { LonLat } from './spatial.js';
import { transformDeckProps } from './transform-props.js';

/** True when the browser can draw WebGL 2 (deck.gl's minimum). */
function hasWebGl2(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/** The camera that fits a box, or the saved view when there is no box. */
function fittedView(view: MapView, bounds: [LonLat, LonLat] | null, width: number, height: number, autozoom: boolean): MapViewState {
  const base: MapViewState = { ...view, maxZoom: 20, minZoom: 0 };
  if (!autozoom || !bounds || width < 40 || height < 40) return base;
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { ...base, longitude: west, latitude: south, zoom: Math.max(view.zoom, 10) };
  const padding = Math.min(40, Math.floor(Math.min(width, height) / 8));
  const fitted = new WebMercatorViewport({ width, height }).fitBounds([[west, south], [east, north]], { padding, maxZoom: 16 });
  return { ...base, longitude: fitted.longitude, latitude: fitted.latitude, zoom: Math.max(0, fitted.zoom) };
}

interface Hover {
  x: number;
  y: number;
  lines: Array<[string, string]>;
}

/** Tooltip lines of whatever deck.gl picked: a mark's own lines, an aggregation cell's value and count. */
function hoverLines(info: PickingInfo, valueLabel: string): Array<[string, string]> | null {
  const object = info.object as Record<string, unknown> | null | undefined;
  if (!object) return null;
  if (Array.isArray(object['tooltip'])) {
    const lines = object['tooltip'] as Array<[string, string]>;
    const count = typeof object['count'] === 'number' && object['count'] > 1 ? ([['Points', String(object['count'])]] as Array<[string, string]>) : [];
    return [...count, ...lines].length > 0 ? [...count, ...lines] : null;
  }
  const lines: Array<[string, string]> = [];
  if (typeof object['colorValue'] === 'number') lines.push([valueLabel, object['colorValue'].toLocaleString()]);
  else if (typeof object['value'] === 'number') lines.push([valueLabel, object['value'].toLocaleString()]);
  if (typeof object['count'] === 'number') lines.push(['Points', object['count'].toLocaleString()]);
  return lines.length > 0 ? lines : null;
}

type Corner = 'tl' | 'tr' | 'bl' | 'br';

/** The legends of one corner, stacked (deck_multi may have one per layer). */
function Legends({ legends, position, colorMode }: { legends: Array<{ title: string; items: LegendItem[] }>; position: Corner; colorMode: 'light' | 'dark' }) {
  const surface = chartSurfaceColors(colorMode);
  const style: CSSProperties = {
    position: 'absolute',
    [position[0] === 't' ? 'top' : 'bottom']: 10,
    [position[1] === 'l' ? 'left' : 'right']: 10,
    maxHeight: 'calc(100% - 20px)',
    maxWidth: '40%',
    overflowY: 'auto',
    padding: '6px 10px',
    borderRadius: 4,
    background: surface.tooltipBackground,
    border: `1px solid ${surface.tooltipBorder}`,
    color: surface.text,
    fontSize: 12,
    lineHeight: '18px',
    opacity: 0.94,
  };
  return (
    <div className="deck-legend" style={style} data-testid="deck-legend">
      {legends.map((legend, index) => (
        <div key={`${legend.title}-${index}`} style={{ marginTop: index > 0 ? 8 : 0 }}>
          {legend.title ? <div style={{ fontWeight: 600, marginBottom: 2 }}>{legend.title}</div> : null}
          {legend.items.map((item) => (
            <div key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
              <span style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: 'none' }} />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{item.label}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const isDeckKey = (key: unknown): key is DeckKey => typeof key === 'string' && (DECK_KEYS as readonly string[]).includes(key);

/** deck_multi: each saved chart's map props, loaded through the host's chart runtime. */
function useSliceProps(chartProps: DeckChartProps, loadSavedChart: ChartRenderProps['loadSavedChart']) {
  const [state, setState] = useState<{ key: string; slices: DeckChartProps[]; errors: string[] }>({ key: '', slices: [], errors: [] });
  const key = JSON.stringify([chartProps.slices, chartProps.sliceFilters]);
  useEffect(() => {
    if (chartProps.slices.length === 0) {
      setState({ key, slices: [], errors: [] });
      return undefined;
    }
    if (!loadSavedChart) {
      setState({ key, slices: [], errors: ['This page cannot open other saved charts.'] });
      return undefined;
    }
    const controller = new AbortController();
    Promise.allSettled(
      chartProps.slices.map(async (id) => {
        const { formData, response } = await loadSavedChart(id, { extraFilters: chartProps.sliceFilters, signal: controller.signal });
        const viz = formData.viz_type;
        if (!isDeckKey(viz) || viz === 'deck_multi') throw new Error(`Chart ${id} is not a deck.gl map and cannot be a layer.`);
        return transformDeckProps(viz, response, formData as DeckFormData);
      }),
    ).then((outcomes) => {
      if (controller.signal.aborted) return;
      setState({
        key,
        slices: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
        errors: outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [`Chart ${chartProps.slices[index]}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`] : [])),
      });
    });
    return () => controller.abort();
  }, [key, chartProps.slices, chartProps.sliceFilters, loadSavedChart]);
  return { slices: state.slices, errors: state.errors, loading: chartProps.slices.length > 0 && state.key !== key };
}

/**
 * The map of every deck.gl chart: the data layers over a base map (offline boundaries in theme
 * colours, or configured raster tiles), a legend, a tooltip on hover, a cross-filter (or the
 * configured link) on click. Without WebGL it says so instead of drawing.
 */
export default function DeckChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, mapTiles, loadSavedChart }: ChartRenderProps<DeckChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const palette = useMemo(() => baseMapPalette(colorMode), [colorMode]);
  const [webgl] = useState(hasWebGl2);
  const multi = useSliceProps(chartProps, loadSavedChart);
  const parts = useMemo(() => (chartProps.vizType === 'deck_multi' ? multi.slices : [chartProps]), [chartProps, multi.slices]);
  const bounds = useMemo(() => {
    const boxes = parts.flatMap((part) => (part.bounds ? [part.bounds] : []));
    if (boxes.length === 0) return null;
    return [
      [Math.min(...boxes.map((box) => box[0][0])), Math.min(...boxes.map((box) => box[0][1]))],
      [Math.max(...boxes.map((box) => box[1][0])), Math.max(...boxes.map((box) => box[1][1]))],
    ] as [LonLat, LonLat];
  }, [parts]);
  const initialView = useMemo(() => fittedView(chartProps.view, bounds, width, height, chartProps.autozoom), [chartProps.view, chartProps.autozoom, bounds, width, height]);
  const [viewState, setViewState] = useState<MapViewState>(initialView);
  useEffect(() => setViewState(initialView), [initialView]);

  // Boundaries at the detail the zoom needs, each level loaded once; the last loaded one is drawn meanwhile.
  // Until the data has drawn once only the coarse outlines load: parsing the finer files would hold
  // the first frame of the data back (a city-zoom map wants the finest ones).
  const zoom = viewState.zoom ?? 1;
  const [dataDrawn, setDataDrawn] = useState(false);
  const detail = dataDrawn ? boundaryDetail(zoom) : 'coarse';
  const [boundaries, setBoundaries] = useState<{ detail: string; data: BoundaryData } | null>(null);
  useEffect(() => {
    let live = true;
    const load = detail === 'coarse' ? loadCoarseBoundaries : detail === 'detailed' ? loadDetailedBoundaries : loadFinestBoundaries;
    load().then((data) => live && setBoundaries({ detail, data }), () => undefined);
    return () => {
      live = false;
    };
  }, [detail]);

  const tileTemplate = (mapTiles?.mapboxApiKey ? mapboxTileTemplate(chartProps.mapboxStyle, mapTiles.mapboxApiKey) : null) ?? mapTiles?.tileUrl ?? null;
  const showStates = isOverUnitedStates(viewState.longitude, viewState.latitude, zoom);
  const baseLayers = useMemo<Layer[]>(
    () => (tileTemplate ? [tileLayer(tileTemplate)] : boundaries ? boundaryLayers(boundaries.data, palette, showStates) : []),
    [tileTemplate, boundaries, palette, showStates],
  );

  const selected = useMemo(() => selectedKeys(filterState), [filterState]);
  const clusterZoom = Math.round(zoom);
  const dataLayers = useMemo(
    () => parts.flatMap((part, index) => part.layers.flatMap((spec) => deckLayers(spec, { selected: part === chartProps ? selected : null, zoom: clusterZoom, text: toRgba(surface.text), halo: toRgba(surface.background) }, `${index}-`))),
    [parts, chartProps, selected, clusterZoom, surface],
  );

  const [hover, setHover] = useState<Hover | null>(null);
  // An aggregation cell's value is named after the weight metric.
  const valueLabels = useMemo(() => new Map<string, string>(parts.flatMap((part, index) => part.layers.map((spec) => [`${index}-${spec.id}`, 'valueLabel' in spec ? spec.valueLabel : 'Value'] as const))), [parts]);
  const onHover = useCallback(
    (info: PickingInfo) => {
      const lines = hoverLines(info, valueLabels.get(info.layer?.id ?? '') ?? 'Value');
      setHover(lines ? { x: info.x, y: info.y, lines } : null);
    },
    [valueLabels],
  );

  const onClick = useCallback(
    (info: PickingInfo) => {
      const object = info.object as { link?: unknown; category?: DimensionValue } | null | undefined;
      if (!object) return;
      if (typeof object.link === 'string' && object.link) window.open(object.link, '_blank', 'noopener,noreferrer');
      const column = chartProps.crossFilterColumn;
      if (!column || !setDataMask || !info.layer || !info.layer.id.startsWith('0-')) return;
      setDataMask(crossFilterMask(column, object.category ?? null, selected));
    },
    [chartProps.crossFilterColumn, setDataMask, selected],
  );

  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  const reported = useRef<unknown>(null);
  const afterRender = useCallback(() => {
    if (reported.current === dataLayers) return;
    reported.current = dataLayers;
    rendered.current?.();
    setDataDrawn(true);
  }, [dataLayers]);
  useEffect(() => {
    if (!webgl && !multi.loading) rendered.current?.();
  }, [webgl, multi.loading, chartProps]);

  const legends = parts.flatMap((part) => (part.legend ? [part.legend] : []));
  const messages = [...multi.errors];
  if (chartProps.vizType === 'deck_multi' && chartProps.slices.length === 0) messages.push('Choose the saved deck.gl charts to draw as layers.');
  const skipped = parts.reduce((total, part) => total + part.skipped, 0);

  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden', background: tileTemplate ? surface.background : palette.water, fontFamily: CHART_FONT_FAMILY }} data-testid="deck-chart">
      {webgl ? (
        <DeckGL
          width={width}
          height={height}
          viewState={viewState}
          controller
          onViewStateChange={({ viewState: next }) => setViewState(next as MapViewState)}
          layers={[...baseLayers, ...dataLayers]}
          onHover={onHover}
          onClick={onClick}
          onAfterRender={afterRender}
          getCursor={({ isDragging, isHovering }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
        />
      ) : (
        <div role="alert" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: surface.mutedText, fontSize: 13, padding: 16, textAlign: 'center' }}>
          This map needs WebGL, which this browser does not offer: {parts.reduce((total, part) => total + part.rowCount - part.skipped, 0).toLocaleString()} rows were loaded but cannot be drawn.
        </div>
      )}
      {(['tl', 'tr', 'bl', 'br'] as const).map((corner) => {
        const here = legends.filter((legend) => legend.position === corner);
        return here.length > 0 ? <Legends key={corner} legends={here} position={corner} colorMode={colorMode} /> : null;
      })}
      {messages.length > 0 || skipped > 0 ? (
        <div style={{ position: 'absolute', left: 8, bottom: 6, fontSize: 11, color: surface.mutedText, background: surface.tooltipBackground, opacity: 0.9, padding: '2px 6px', borderRadius: 3 }}>
          {[...messages, ...(skipped > 0 ? [`${skipped.toLocaleString()} rows without readable coordinates are not shown.`] : [])].map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : null}
      {hover ? (
        <ChartTooltip x={hover.x} y={hover.y} width={width} height={height} surface={surface} maxWidth={260} rows={hover.lines.map(([name, value]) => ({ name, value }))} />
      ) : null}
    </div>
  );
}
