// Bench page for the deck.gl maps. `loadDeckCase(name, formData)` fetches the server's Arrow answer
// of the chart's query once (the server's work, before any clock). `renderDeckPlugin(name)` times the
// plugin from those bytes: the Arrow read into the chart-data response, transformProps and the React
// render of the map in a dashboard tile, until the frame after the map reports its layers drawn.
// `drawDeckDirectly(name)` times the baseline: the same layer drawn by deck.gl straight from the
// Arrow columns (binary attributes for the scatter plot), no React, no plugin, no base map.
import { Deck, type Layer } from '@deck.gl/core';
import { HexagonLayer } from '@deck.gl/aggregation-layers';
import { ScatterplotLayer } from '@deck.gl/layers';
import { tableFromIPC } from 'apache-arrow';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { readArrowChartData } from '@app/web/api/chart-data-arrow';
import { DECK_VIZ_TYPES, type DeckChartProps, type DeckFormData } from '@plugins/viz-deckgl/index.js';

/** A dashboard tile. */
const WIDTH = 800;
const HEIGHT = 500;

interface LoadedCase {
  formData: DeckFormData;
  bytes: Uint8Array;
}

declare global {
  interface Window {
    loadDeckCase(name: string, formData: DeckFormData): Promise<{ rows: number; bytes: number }>;
    renderDeckPlugin(name: string, keep?: boolean): Promise<number>;
    /** Of the last plugin run: the milliseconds spent reading the Arrow answer and in transformProps. */
    lastDeckPreparation: { read: number; transform: number };
    drawDeckDirectly(name: string, keep?: boolean): Promise<number>;
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
  return new Promise<number>((resolve) => {
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
        const elapsed = performance.now() - started;
        if (!keep) root.unmount();
        resolve(elapsed);
      });
    };
    // `?tiles` in the page address: a raster tile base map (tiles answered 404) instead of the boundaries, to isolate their cost.
    const mapTiles = new URL(location.href).searchParams.has('tiles') ? { tileUrl: `${location.origin}/tiles/{z}/{x}/{y}.png`, mapboxApiKey: null } : undefined;
    root.render(createElement(Component, { width: WIDTH, height: HEIGHT, chartProps, formData, colorMode: 'light', onRendered, ...(mapTiles ? { mapTiles } : {}) }));
  });
};

/** San Francisco, where the bench's points are. */
const VIEW = { longitude: -122.44, latitude: 37.76, zoom: 11, pitch: 0, bearing: 0 };

function directLayer(formData: DeckFormData, bytes: Uint8Array): Layer {
  const table = tableFromIPC(bytes);
  const spatial = formData.spatial;
  const lon = table.getChild(spatial?.lonCol ?? '')?.toArray() as Float64Array | undefined;
  const lat = table.getChild(spatial?.latCol ?? '')?.toArray() as Float64Array | undefined;
  if (!lon || !lat) throw new Error('The bench payload has no longitude and latitude columns');
  const length = table.numRows;
  if (formData.viz_type === 'deck_scatter') {
    const positions = new Float64Array(length * 2);
    for (let i = 0; i < length; i++) {
      positions[2 * i] = lon[i]!;
      positions[2 * i + 1] = lat[i]!;
    }
    return new ScatterplotLayer({
      id: 'direct-scatter',
      data: { length, attributes: { getPosition: { value: positions, size: 2 } } },
      radiusUnits: 'meters',
      getRadius: Math.sqrt(1000 / Math.PI),
      radiusMinPixels: 2,
      radiusMaxPixels: 250,
      getFillColor: [0, 122, 135, 255],
    });
  }
  const points = new Array<[number, number]>(length);
  for (let i = 0; i < length; i++) points[i] = [lon[i]!, lat[i]!];
  return new HexagonLayer<[number, number]>({
    id: 'direct-hex',
    data: points,
    getPosition: (point) => point,
    radius: Number(formData.grid_size ?? 20),
    colorRange: [[255, 255, 204], [199, 233, 180], [127, 205, 187], [65, 182, 196], [44, 127, 184], [37, 52, 148]],
  });
}

window.drawDeckDirectly = (name, keep = false) => {
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
      layers: [directLayer(formData, bytes)],
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
