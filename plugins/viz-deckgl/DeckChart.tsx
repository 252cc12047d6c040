import DeckGL, { type DeckGLRef } from '@deck.gl/react';
import type { Layer, MapViewState, PickingInfo } from '@deck.gl/core';
import type { Device } from '@luma.gl/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHART_FONT_FAMILY, chartSurfaceColors, type ChartRenderProps, type DimensionValue } from '@core/plugin-api/index.js';
import { ChartTooltip } from '../viz-kit-react/index.js';
import { baseMapPalette, boundaryDetail, boundaryLayers, isOverUnitedStates, loadCoarseBoundaries, loadDetailedBoundaries, loadFinestBoundaries, tileLayer, type BoundaryData } from './base-map.js';
import { resolveBaseMap } from './base-map-source.js';
import type { DeckChartProps } from './chart-props.js';
import { crossFilterMask, selectedKeys } from './cross-filter.js';
import { deckLayers } from './deck-layers.js';
import { FrameDeck } from './frame-deck.js';
import { DECK_FRAME_MARKS, markNextFrame } from './frame-marks.js';
import { MapLegends } from './MapLegends.js';
import { fittedView, hoverLines, unionBounds } from './map-view.js';
import { toRgba } from './rgba.js';
import { rasterLayersOf, ScatterRaster } from './ScatterRaster.js';
import { StyleBaseMap, type StyleStatus } from './StyleBaseMap.js';
import { useSliceProps } from './use-slice-props.js';

let webGl2Probe: boolean | null = null;

/**
 * True when the browser can draw WebGL 2 (deck.gl's minimum). Probed once per page, and the probe's
 * context is given back at once: Chromium keeps only so many WebGL contexts alive (about 16) and
 * takes the oldest from its page when one more is made, so a probe left alive per map would cost
 * a real map its drawing.
 */
function hasWebGl2(): boolean {
  if (webGl2Probe !== null) return webGl2Probe;
  try {
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    webGl2Probe = context !== null;
  } catch {
    webGl2Probe = false;
  }
  return webGl2Probe;
}

/** Why a map has no drawing: no WebGL at all, or its WebGL context could not be had or was taken back. */
type WebGlTrouble = 'missing' | 'lost';

/** The message a map shows in place of its drawing, with the rows it loaded. */
export function webGlTroubleMessage(trouble: WebGlTrouble, rows: number): string {
  const loaded = `${rows.toLocaleString()} rows were loaded but cannot be drawn.`;
  return trouble === 'missing'
    ? `This map needs WebGL, which this browser does not offer: ${loaded}`
    : `This map could not get a WebGL context (the browser draws only so many maps at once, or its graphics stopped): ${loaded} Reload the page to try again.`;
}

/** How long a map waits for deck.gl's next frame before drawing it itself (animation frames stall in hidden pages). */
export const FRAME_STALL_MS = 1500;

interface Hover {
  x: number;
  y: number;
  lines: Array<[string, string]>;
}

/**
 * The map of every deck.gl chart: the data layers over a base map (offline boundaries in theme
 * colours, raster tiles, or a MapLibre style drawn under the deck.gl canvas), a legend, a tooltip
 * on hover, a cross-filter (or the configured link) on click. Without WebGL it says so instead of
 * drawing.
 */
export default function DeckChart({ width, height, chartProps, colorMode, onRendered, setDataMask, filterState, mapTiles, loadSavedChart }: ChartRenderProps<DeckChartProps>) {
  const surface = chartSurfaceColors(colorMode);
  const palette = useMemo(() => baseMapPalette(colorMode), [colorMode]);
  const [webglAvailable] = useState(hasWebGl2);
  // A context that could not be made or was taken back (too many maps on the page) ends the drawing.
  const [contextLost, setContextLost] = useState(false);
  const webgl = webglAvailable && !contextLost;
  const multi = useSliceProps(chartProps, loadSavedChart);
  const parts = useMemo(() => (chartProps.vizType === 'deck_multi' ? multi.slices : [chartProps]), [chartProps, multi.slices]);
  const bounds = useMemo(() => unionBounds(parts.flatMap((part) => (part.bounds ? [part.bounds] : []))), [parts]);
  const initialView = useMemo(() => fittedView(chartProps.view, bounds, width, height, chartProps.autozoom), [chartProps.view, chartProps.autozoom, bounds, width, height]);
  const [viewState, setViewState] = useState<MapViewState>(initialView);
  useEffect(() => setViewState(initialView), [initialView]);

  // Boundaries at the detail the zoom needs, each level loaded once; the last loaded one is drawn meanwhile.
  // Until the data has drawn once only the coarse outlines load: parsing the finer files would hold
  // the first frame of the data back (a city-zoom map wants the finest ones).
  const zoom = viewState.zoom ?? 1;
  const [dataDrawn, setDataDrawn] = useState(false);

  // The base map: the chart's own style or tiles when allowed, else the configured source. A style
  // that cannot be drawn gives way to the offline boundaries.
  const resolved = useMemo(() => resolveBaseMap(chartProps.mapboxStyle, mapTiles, typeof window === 'undefined' ? '' : window.location.origin), [chartProps.mapboxStyle, mapTiles]);
  const styleUrl = resolved.source.kind === 'style' ? resolved.source.url : null;
  const [style, setStyle] = useState<{ url: string | null; status: StyleStatus }>({ url: null, status: { status: 'loading' } });
  const styleStatus: StyleStatus = style.url === styleUrl ? style.status : { status: 'loading' };
  const onStyleStatus = useCallback((status: StyleStatus) => setStyle({ url: styleUrl, status }), [styleUrl]);
  const drawStyle = styleUrl !== null && styleStatus.status !== 'failed';
  const tileTemplate = resolved.source.kind === 'tiles' ? resolved.source.template : null;
  const offline = !drawStyle && tileTemplate === null;

  const detail = dataDrawn ? boundaryDetail(zoom) : 'coarse';
  const [boundaries, setBoundaries] = useState<{ detail: string; data: BoundaryData } | null>(null);
  const [boundariesFailed, setBoundariesFailed] = useState(false);
  useEffect(() => {
    if (!offline) return undefined;
    let live = true;
    const load = detail === 'coarse' ? loadCoarseBoundaries : detail === 'detailed' ? loadDetailedBoundaries : loadFinestBoundaries;
    load().then((data) => live && setBoundaries({ detail, data }), () => live && setBoundariesFailed(true));
    return () => {
      live = false;
    };
  }, [detail, offline]);

  const showStates = isOverUnitedStates(viewState.longitude, viewState.latitude, zoom);
  const baseLayers = useMemo<Layer[]>(
    () => (tileTemplate ? [tileLayer(tileTemplate)] : offline && boundaries ? boundaryLayers(boundaries.data, palette, showStates) : []),
    [tileTemplate, offline, boundaries, palette, showStates],
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

  // The first frames. Usually deck.gl draws the data layers alone first (the base map's programs
  // would hold that frame back), then the base map under them. A large scatter plot is first a CPU
  // picture; deck.gl gets its points once the picture is on screen and the base map is ready, and
  // draws both in one frame (with software WebGL each frame of a million points takes seconds).
  const rasterLayers = useMemo(() => parts.flatMap((part) => rasterLayersOf(part.layers)), [parts]);
  const [rasterPainted, setRasterPainted] = useState<unknown>(null);
  const [rasterDone, setRasterDone] = useState<unknown>(null);
  const onRasterPainted = useCallback(() => setRasterPainted(rasterLayers), [rasterLayers]);
  const baseReady = drawStyle ? styleStatus.status === 'ready' : baseLayers.length > 0 || boundariesFailed;
  const awaitingRaster = rasterLayers.length > 0 && (rasterPainted !== rasterLayers || !baseReady);
  const drawnData = awaitingRaster ? null : dataLayers;
  const waiting = multi.loading || awaitingRaster;
  const withBase = dataDrawn || rasterLayers.length > 0 || (dataLayers.length === 0 && !waiting);
  const frame = useRef({ drawnData, withBase: false, rasterLayers, waiting });
  frame.current = { drawnData, withBase: withBase && baseReady, rasterLayers, waiting };

  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  const reported = useRef<{ data: unknown; complete: unknown }>({ data: null, complete: null });
  const deck = useRef<DeckGLRef>(null);
  const lastFrame = useRef(0);
  const afterRender = useCallback(() => {
    lastFrame.current = performance.now();
    const now = frame.current;
    if (!now.drawnData || now.waiting) return;
    if (reported.current.data !== now.drawnData) {
      reported.current.data = now.drawnData;
      markNextFrame(DECK_FRAME_MARKS.data);
      setDataDrawn(true);
      setRasterDone(now.rasterLayers);
    }
    if (now.withBase && reported.current.complete !== now.drawnData) {
      reported.current.complete = now.drawnData;
      markNextFrame(DECK_FRAME_MARKS.complete);
      rendered.current?.();
    }
  }, []);
  useEffect(() => {
    if (!webgl && !multi.loading) rendered.current?.();
  }, [webgl, multi.loading, chartProps]);

  // The WebGL context: one that cannot be made, or is taken back before or after the first frame
  // (Chromium keeps about 16 alive and takes the oldest when one more is made), ends the drawing
  // with a message instead of leaving the chart unfinished for ever.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const device = useRef<Device | null>(null);
  const onDeviceInitialized = useCallback((next: Device) => {
    device.current = next;
    if (next.isLost) setContextLost(true);
    else void next.lost.then(() => live.current && device.current === next && setContextLost(true));
  }, []);
  const onDeckError = useCallback((error: Error, layer?: unknown) => {
    // Before a device exists the only error is that none could be made; a layer's errors are its own.
    if (!layer && device.current === null) setContextLost(true);
    else console.error(error);
  }, []);

  // deck.gl draws from animation frames, which the browser may hold back (a hidden or unfocused
  // page, a busy renderer) while the chart waits to be reported drawn: then it is drawn at once.
  const unreported = webgl && !waiting && drawnData !== null;
  useEffect(() => {
    if (!unreported) return undefined;
    lastFrame.current = performance.now();
    const timer = setInterval(() => {
      const instance = deck.current?.deck;
      const now = frame.current;
      // Only a frame that would report something new is worth drawing out of turn.
      const due = !now.waiting && now.drawnData !== null && (reported.current.data !== now.drawnData || (now.withBase && reported.current.complete !== now.drawnData));
      if (!due || !(instance instanceof FrameDeck) || performance.now() - lastFrame.current < FRAME_STALL_MS) return;
      instance.drawFrameNow('the chart waits for its frame');
    }, FRAME_STALL_MS / 3);
    return () => clearInterval(timer);
  }, [unreported, drawnData, withBase, baseLayers]);
  // A style map that finishes after deck.gl's last frame of the data completes the drawing itself.
  useEffect(() => {
    if (baseReady && reported.current.data !== null && reported.current.data === frame.current.drawnData) afterRender();
  }, [baseReady, afterRender]);

  const legends = parts.flatMap((part) => (part.legend ? [part.legend] : []));
  const messages = [...multi.errors];
  if (resolved.notice) messages.push(resolved.notice);
  if (styleUrl !== null && styleStatus.status === 'failed') messages.push(`The map style could not be drawn (${styleStatus.reason}); the built-in base map is shown.`);
  if (chartProps.vizType === 'deck_multi' && chartProps.slices.length === 0) messages.push('Choose the saved deck.gl charts to draw as layers.');
  const skipped = parts.reduce((total, part) => total + part.skipped, 0);

  return (
    <div style={{ position: 'relative', width, height, overflow: 'hidden', background: offline ? palette.water : surface.background, fontFamily: CHART_FONT_FAMILY }} data-testid="deck-chart">
      {webgl && drawStyle && styleUrl ? <StyleBaseMap url={styleUrl} view={viewState} width={width} height={height} onStatus={onStyleStatus} /> : null}
      {webgl ? (
        <DeckGL
          ref={deck}
          Deck={FrameDeck}
          width={width}
          height={height}
          viewState={viewState}
          controller
          onViewStateChange={({ viewState: next }) => setViewState(next as MapViewState)}
          layers={[...(withBase ? baseLayers : []), ...(drawnData ?? [])]}
          onHover={onHover}
          onClick={onClick}
          onAfterRender={afterRender}
          onDeviceInitialized={onDeviceInitialized}
          onError={onDeckError}
          getCursor={({ isDragging, isHovering }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
        />
      ) : null}
      {webgl ? (
        <ScatterRaster width={width} height={height} viewState={viewState} layers={rasterLayers} selected={selected} hidden={rasterDone === rasterLayers} onPainted={onRasterPainted} />
      ) : (
        <div role="alert" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: surface.mutedText, fontSize: 13, padding: 16, textAlign: 'center' }}>
          {webGlTroubleMessage(webglAvailable ? 'lost' : 'missing', parts.reduce((total, part) => total + part.rowCount - part.skipped, 0))}
        </div>
      )}
      {(['tl', 'tr', 'bl', 'br'] as const).map((corner) => {
        const here = legends.filter((legend) => legend.position === corner);
        return here.length > 0 ? <MapLegends key={corner} legends={here} position={corner} colorMode={colorMode} /> : null;
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
