import type { MapSourceDataEvent } from 'maplibre-gl';

/**
 * A MapLibre map drawing a style document under a deck.gl canvas. MapLibre, its stylesheet and
 * its worker (both imported as text) are chunks loaded only when a map draws a style: the offline
 * base map never downloads them. They are imported dynamically so that bundles that never run
 * this code (the build's validator generator, in Node) do not load them either. deck.gl keeps
 * the camera; the map follows it and takes no input.
 */

/** The camera the map follows (deck.gl's view state). */
export interface StyleMapView {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing?: number;
  pitch?: number;
}

export interface StyleMapEvents {
  /** The style and the tiles in view are drawn (or the wait for tiles timed out). */
  onReady(): void;
  /** The style could not be loaded, or none of its tiles could: the caller draws another base map. */
  onFailed(reason: string): void;
}

export interface StyleMap {
  setView(view: StyleMapView): void;
  resize(): void;
  remove(): void;
}

/** How long the style document may take before the map gives up on it, and how long tiles are waited for once it has. */
export const STYLE_LOAD_TIMEOUT_MS = 15_000;
export const TILES_WAIT_MS = 15_000;

type MapLibre = typeof import('maplibre-gl');
let library: Promise<MapLibre> | null = null;

/**
 * MapLibre, once per page, with its stylesheet (in a style element: the page's policy allows
 * inline styles) and its worker (started from a blob URL, which `worker-src` allows).
 */
export function loadMapLibre(): Promise<MapLibre> {
  library ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl.css', { with: { type: 'text' } }),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs', { with: { type: 'text' } }),
  ]).then(([maplibre, stylesheet, worker]) => {
    const element = document.createElement('style');
    element.dataset['maplibre'] = '';
    element.textContent = stylesheet.default;
    document.head.append(element);
    maplibre.setWorkerUrl(URL.createObjectURL(new Blob([worker.default], { type: 'text/javascript' })));
    return maplibre;
  });
  return library;
}

const cameraOf = (view: StyleMapView) => ({ center: [view.longitude, view.latitude] as [number, number], zoom: view.zoom, bearing: view.bearing ?? 0, pitch: view.pitch ?? 0 });

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

/** Opens a map of the style at `url` in `container` (MapLibre loaded); `events` hear once whether it drew. */
export function openStyleMap(maplibre: MapLibre, container: HTMLElement, url: string, view: StyleMapView, events: StyleMapEvents): StyleMap {
  let settled = false;
  let loaded = false;
  let tilesLoaded = 0;
  let tileErrors = 0;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const settle = (report: () => void) => {
    if (settled) return;
    settled = true;
    timers.forEach(clearTimeout);
    report();
  };

  const map = new maplibre.Map({
    container,
    style: new URL(url, window.location.href).href,
    interactive: false,
    attributionControl: { compact: true },
    maxPitch: 85,
    ...cameraOf(view),
  });

  map.on('error', (event) => {
    const { error } = event;
    const source = 'sourceId' in event || 'tile' in event;
    if (source) tileErrors += 1;
    else if (!loaded) settle(() => events.onFailed(messageOf(error)));
  });
  map.on('sourcedata', (event: MapSourceDataEvent) => {
    if (event.tile !== undefined && event.sourceDataType !== 'metadata') tilesLoaded += 1;
  });
  map.once('load', () => {
    loaded = true;
    timers.push(setTimeout(() => settle(() => events.onReady()), TILES_WAIT_MS));
  });
  map.on('idle', () => {
    if (!loaded) return;
    if (tileErrors > 0 && tilesLoaded === 0) settle(() => events.onFailed('none of its tiles could be loaded'));
    else settle(() => events.onReady());
  });
  timers.push(setTimeout(() => !loaded && settle(() => events.onFailed(`it did not load within ${STYLE_LOAD_TIMEOUT_MS / 1000} s`)), STYLE_LOAD_TIMEOUT_MS));

  return {
    setView: (next) => map.jumpTo(cameraOf(next)),
    resize: () => map.resize(),
    remove: () => {
      settled = true;
      timers.forEach(clearTimeout);
      map.remove();
    },
  };
}
