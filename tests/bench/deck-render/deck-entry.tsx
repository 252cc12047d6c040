// Bench page for the deck.gl maps. `loadDeckCase(name, formData)` fetches the server's Arrow answer
// of the chart's query once (the server's work, before any clock). `renderDeckPlugin(name)` times the
// plugin from those bytes: the Arrow read into the chart-data response, transformProps and the React
// render of the map in a dashboard tile, until its first frame of the data (the map's performance
// marks: a large scatter plot's CPU picture, else deck.gl's frame of the data layers) and until the
// frame after the map reports its layers drawn over the base map (`onRendered`).
// `drawDeckDirectly(name)` times the baseline: the same layer drawn by deck.gl straight from the
// Arrow columns (binary attributes), no React, no plugin, no base map; `drawDeckDirectly(name, false,
// n, true)` the scatter plot's first n points as objects read through accessors, for comparison.
import { Deck, type Layer } from '@deck.gl/core';
import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { ScatterplotLayer, type ScatterplotLayerProps } from '@deck.gl/layers';
import { tableFromIPC } from 'apache-arrow';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { readArrowChartData } from '@app/web/api/chart-data-arrow';
import type { DeckChartProps, DeckFormData } from '@plugins/viz-deckgl/index.js';
import { DECK_VIZ_TYPES } from '@plugins/viz-deckgl/viz.js';
import { DECK_FRAME_MARKS } from '@plugins/viz-deckgl/frame-marks.js';

/** A dashboard tile. */
const WIDTH = 800;
const HEIGHT = 500;

/** Milliseconds from the Arrow bytes to the first frame of the data (and what it was) and to the complete frame. */
interface PluginTiming {
  first: number;
  firstKind: 'raster' | 'webgl';
  complete: number;
}

interface LoadedCase {
  formData: DeckFormData;
  bytes: Uint8Array;
}

declare global {
  interface Window {
    loadDeckCase(name: string, formData: DeckFormData): Promise<{ rows: number; bytes: number }>;
    renderDeckPlugin(name: string, keep?: boolean): Promise<PluginTiming>;
    /** Of the last plugin run: the milliseconds spent reading the Arrow answer and in transformProps. */
    lastDeckPreparation: { read: number; transform: number };
    drawDeckDirectly(name: string, keep?: boolean, points?: number, objects?: boolean, look?: DrawingOptions): Promise<number>;
  }
}

const cases = new Map<string, LoadedCase>();
const host = () => document.getElementById('chart') as HTMLElement;

function loaded(name: string): LoadedCase {
  const found = cases.get(name);
  if (!found) throw new Error(`No deck case loaded under ${name}`);
  return found;
}

window.loadDeckCase = async (name, formData) => {
  const response = await fetch(`./payload/${name}.arrow`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  cases.set(name, { formData, bytes });
  return { rows: tableFromIPC(bytes).numRows, bytes: bytes.byteLength };
};

window.renderDeckPlugin = async (name, keep = false) => {
  const { formData, bytes } = loaded(name);
  const viz = DECK_VIZ_TYPES.find((candidate) => candidate.key === formData.viz_type);
  if (!viz) throw new Error(`No map type ${String(formData.viz_type)}`);
  const Component = (await viz.loadComponent()).default as ComponentType<ChartRenderProps<DeckChartProps>>;
  const root = createRoot(host());
  for (const name of Object.values(DECK_FRAME_MARKS)) performance.clearMarks(name);
  return new Promise<PluginTiming>((resolve) => {
    const started = performance.now();
    const response = readArrowChartData(bytes);
    const read = performance.now();
    const chartProps = viz.transformProps(response, formData);
    window.lastDeckPreparation = { read: read - started, transform: performance.now() - read };
    let done = false;
    const onRendered = () => {
      if (done) return;
      done = true;
      requestAnimationFrame(() => {
        const complete = performance.now() - started;
        const markAt = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Infinity;
        const raster = markAt(DECK_FRAME_MARKS.raster);
        const data = markAt(DECK_FRAME_MARKS.data);
        if (!keep) root.unmount();
        resolve({ first: Math.min(raster, data, started + complete) - started, firstKind: raster < data ? 'raster' : 'webgl', complete });
      });
    };
    // `?tiles` in the page address: a raster tile base map (tiles answered 404) instead of the boundaries, to isolate their cost.
    const mapTiles = new URL(location.href).searchParams.has('tiles') ? { tileUrl: `${location.origin}/tiles/{z}/{x}/{y}.png`, mapboxApiKey: null } : undefined;
    root.render(createElement(Component, { width: WIDTH, height: HEIGHT, chartProps, formData, colorMode: 'light', onRendered, ...(mapTiles ? { mapTiles } : {}) }));
  });
};

/**
 * Drawing options of the scatter layer measured against deck.gl's defaults: `pixels` (radius in
 * pixels, not metres), `noAntialias`, `noDepthTest`, `lowResolution` (`useDevicePixels: false`).
 */
export type DrawingOptions = Partial<Record<'pixels' | 'noAntialias' | 'noDepthTest' | 'lowResolution', boolean>>;

/** San Francisco, where the bench's points are. */
const VIEW = { longitude: -122.44, latitude: 37.76, zoom: 11, pitch: 0, bearing: 0 };

/**
 * The layer deck.gl draws directly: the first `points` rows (all by default), as binary attributes,
 * or (`objects`, the scatter plot only) as one object per point read through accessors.
 */
function directLayer(formData: DeckFormData, bytes: Uint8Array, points?: number, objects = false, options: DrawingOptions = {}): Layer {
  const table = tableFromIPC(bytes);
  const spatial = formData.spatial;
  const lon = table.getChild(spatial?.lonCol ?? '')?.toArray() as Float64Array | undefined;
  const lat = table.getChild(spatial?.latCol ?? '')?.toArray() as Float64Array | undefined;
  if (!lon || !lat) throw new Error('The bench payload has no longitude and latitude columns');
  const length = Math.min(points ?? table.numRows, table.numRows);
  if (formData.viz_type === 'deck_scatter') {
    const look = {
      radiusUnits: options.pixels ? 'pixels' : 'meters',
      getRadius: options.pixels ? 2 : Math.sqrt(1000 / Math.PI),
      radiusMinPixels: 2,
      radiusMaxPixels: 250,
      getFillColor: [0, 122, 135, 255],
      antialiasing: !options.noAntialias,
      ...(options.noDepthTest ? { parameters: { depthCompare: 'always', depthWriteEnabled: false } } : {}),
    } satisfies Partial<ScatterplotLayerProps>;
    if (objects) {
      const marks = new Array<{ position: [number, number] }>(length);
      for (let i = 0; i < length; i++) marks[i] = { position: [lon[i]!, lat[i]!] };
      return new ScatterplotLayer<{ position: [number, number] }>({ id: 'direct-scatter-objects', data: marks, getPosition: (mark) => mark.position, ...look });
    }
    const positions = new Float64Array(length * 2);
    for (let i = 0; i < length; i++) {
      positions[2 * i] = lon[i]!;
      positions[2 * i + 1] = lat[i]!;
    }
    return new ScatterplotLayer({ id: 'direct-scatter', data: { length, attributes: { getPosition: { value: positions, size: 2 } } }, ...look });
  }
  const positions = new Float64Array(length * 2);
  for (let i = 0; i < length; i++) {
    positions[2 * i] = lon[i]!;
    positions[2 * i + 1] = lat[i]!;
  }
  return new HexagonLayer({
    id: 'direct-hex',
    // Aggregated on the CPU, as the plugin does (GPU aggregation waits on pixel read-backs).
    gpuAggregation: false,
    data: { length, attributes: { getPosition: { value: positions, size: 2 } } },
    radius: Number(formData.grid_size ?? 20),
    colorRange: [[255, 255, 204], [199, 233, 180], [127, 205, 187], [65, 182, 196], [44, 127, 184], [37, 52, 148]],
  });
}

window.drawDeckDirectly = (name, keep = false, points, objects = false, look = {}) => {
  const { formData, bytes } = loaded(name);
  const container = document.createElement('div');
  container.style.cssText = `position:relative;width:${WIDTH}px;height:${HEIGHT}px`;
  host().appendChild(container);
  return new Promise<number>((resolve) => {
    const started = performance.now();
    let done = false;
    const deck: Deck = new Deck({
      parent: container,
      width: WIDTH,
      height: HEIGHT,
      initialViewState: VIEW,
      controller: false,
      useDevicePixels: !look.lowResolution,
      layers: [directLayer(formData, bytes, points, objects, look)],
      onAfterRender: () => {
        if (done) return;
        done = true;
        requestAnimationFrame(() => {
          const elapsed = performance.now() - started;
          if (!keep) {
            deck.finalize();
            container.remove();
          }
          resolve(elapsed);
        });
      },
    });
  });
};
