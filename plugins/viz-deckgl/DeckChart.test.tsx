// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import type { DeckChartProps } from './chart-props.js';
import DeckChart, { webGlTroubleMessage } from './DeckChart.js';
import { deckLayers } from './deck-layers.js';
import { transformDeckProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rows = [
  { LON: -122.41, LAT: 37.77, CITY: 'San Francisco' },
  { LON: -122.27, LAT: 37.8, CITY: 'Oakland' },
];
const response: ChartDataResponse = { result: [{ colnames: ['LON', 'LAT', 'CITY'], coltypes: [0, 0, 1], data: rows, rowcount: 2 }] };
const scatter = transformDeckProps('deck_scatter', response, { datasource: '1__table', viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY' });

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function render(props: Partial<ChartRenderProps<DeckChartProps>> & { chartProps: DeckChartProps }) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(createElement(DeckChart, { width: 640, height: 400, formData: { datasource: '1__table', viz_type: props.chartProps.vizType }, colorMode: 'light', ...props }));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  cleanup = async () => {
    await act(async () => root.unmount());
    host.remove();
  };
  return host;
}

describe('DeckChart', () => {
  it('says it needs WebGL where there is none, with the legend, and reports rendered', async () => {
    const onRendered = vi.fn();
    const host = await render({ chartProps: scatter, onRendered });
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('needs WebGL');
    expect(host.querySelector('[data-testid="deck-legend"]')?.textContent).toContain('Oakland');
    expect(onRendered).toHaveBeenCalled();
  });

  it('names a missing WebGL and a WebGL context that could not be had apart, with the rows loaded', () => {
    expect(webGlTroubleMessage('missing', 1234)).toBe(`This map needs WebGL, which this browser does not offer: ${(1234).toLocaleString()} rows were loaded but cannot be drawn.`);
    expect(webGlTroubleMessage('lost', 2)).toMatch(/^This map could not get a WebGL context \(the browser draws only so many maps at once, or its graphics stopped\): 2 rows were loaded but cannot be drawn\. Reload the page to try again\.$/);
  });

  it('uses the dark theme\'s surfaces in dark mode', async () => {
    const host = await render({ chartProps: scatter, colorMode: 'dark' });
    expect((host.querySelector('[data-testid="deck-chart"]') as HTMLElement).style.background).not.toBe('');
    expect((host.querySelector('[data-testid="deck-legend"]') as HTMLElement).style.color).toMatch(/^(#e3e9ed|rgb\(227, 233, 237\))$/);
  });

  it('deck_multi: loads each saved chart through the host and reports charts that are not maps', async () => {
    const multi = transformDeckProps('deck_multi', { result: [] }, { datasource: '1__table', viz_type: 'deck_multi', deck_slices: [4, 9], adhoc_filters: [] });
    const loadSavedChart = vi.fn(async (id: number) => ({
      formData: id === 4 ? { datasource: '1__table', viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY' } : { datasource: '1__table', viz_type: 'pie' },
      response,
    }));
    const host = await render({ chartProps: multi, loadSavedChart });
    expect(loadSavedChart.mock.calls.map((call) => call[0])).toEqual([4, 9]);
    expect(host.textContent).toContain('Chart 9: Chart 9 is not a deck.gl map');
    expect(host.querySelector('[data-testid="deck-legend"]')?.textContent).toContain('San Francisco');
  });

  it('deck_multi: names each layer\'s legend with its own dataset\'s verbose names', async () => {
    const multi = transformDeckProps('deck_multi', { result: [] }, { datasource: '1__table', viz_type: 'deck_multi', deck_slices: [4, 6], adhoc_filters: [] });
    const layer = { viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY', legend_position: 'tl' };
    const loadSavedChart = vi.fn(async (id: number) =>
      id === 4
        ? { formData: { datasource: '2__table', ...layer }, response, verboseMap: { CITY: 'Town' } }
        : { formData: { datasource: '3__table', ...layer, legend_position: 'br' }, response },
    );
    const host = await render({ chartProps: multi, loadSavedChart });
    const titles = [...host.querySelectorAll('[data-testid="deck-legend"] > div > div:first-child')].map((title) => title.textContent);
    // The first layer's dataset names CITY "Town"; the second's has no verbose names.
    expect(titles).toEqual(['Town', 'CITY']);
  });
  it("says when a chart's own map style is on a host the server does not allow", async () => {
    const host = await render({ chartProps: { ...scatter, mapboxStyle: 'https://maps.example.net/style.json' }, mapTiles: { tileUrl: null, mapboxApiKey: null, styleUrl: null, hosts: ['https://maps.example.org'] } });
    expect(host.textContent).toContain('is on https://maps.example.net, which the server does not list among its map hosts');
    expect(host.querySelector('[data-testid="deck-style-map"]')).toBeNull();
  });

  it("deck_multi: colours its layers' categories with the host's shared label colours, a layer's own label colours first", async () => {
    // The dashboard's map: Oakland already has a colour from another chart; new labels get the next ones.
    const dashboard = new Map<string, string>([['Oakland', '#123456']]);
    const shared = vi.fn((label: string) => {
      if (!dashboard.has(label)) dashboard.set(label, ['#abcdef', '#fedcba'][dashboard.size - 1] ?? '#000000');
      return dashboard.get(label)!;
    });
    const multi = transformDeckProps('deck_multi', { result: [] }, { datasource: '1__table', viz_type: 'deck_multi', deck_slices: [4, 6], adhoc_filters: [] }, { colorScale: shared });
    const layer = { viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY', legend_position: 'tl', color_scheme: 'bnbColors' };
    const loadSavedChart = vi.fn(async (id: number) =>
      id === 4 ? { formData: { datasource: '2__table', ...layer }, response } : { formData: { datasource: '2__table', ...layer, legend_position: 'br', label_colors: { Oakland: '#00ff00' } }, response },
    );
    const host = await render({ chartProps: multi, loadSavedChart });
    const legends = [...host.querySelectorAll('[data-testid="deck-legend"]')];
    const swatches = (legend: Element) => Object.fromEntries([...legend.querySelectorAll('span + span')].map((label) => [label.textContent, (label.previousElementSibling as HTMLElement).style.background]));
    expect(legends).toHaveLength(2);
    // The first layer takes the shared colours, Oakland's as the dashboard has it.
    expect(swatches(legends[0]!)).toEqual({ 'San Francisco': '#abcdef', Oakland: '#123456' });
    // The second keeps its own colour for Oakland and shares San Francisco's.
    expect(swatches(legends[1]!)).toEqual({ 'San Francisco': '#abcdef', Oakland: '#00ff00' });
    expect(shared).toHaveBeenCalledWith('San Francisco');
  });

  it('deck_multi: without a shared scale (explore) each layer colours from its own scheme', async () => {
    const multi = transformDeckProps('deck_multi', { result: [] }, { datasource: '1__table', viz_type: 'deck_multi', deck_slices: [4], adhoc_filters: [] });
    expect(multi.colorScale).toBeUndefined();
    const own = transformDeckProps('deck_scatter', response, { datasource: '1__table', viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY', legend_position: 'tl' });
    const loadSavedChart = vi.fn(async () => ({ formData: { datasource: '1__table', viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY', legend_position: 'tl' }, response }));
    const host = await render({ chartProps: multi, loadSavedChart });
    expect(host.querySelector('[data-testid="deck-legend"]')?.textContent).toContain('Oakland');
    expect(own.legend?.items.map((item) => item.label)).toEqual(['San Francisco', 'Oakland']);
  });
});

describe('deckLayers', () => {
  const context = { selected: null, zoom: 4, text: [0, 0, 0, 255] as [number, number, number, number], halo: [255, 255, 255, 255] as [number, number, number, number] };

  it('builds one deck.gl layer per spec, clusters with their count labels', () => {
    expect(deckLayers(scatter.layers[0]!, context).map((layer) => layer.constructor.name)).toEqual(['PointScatterLayer']);
    const mapbox = transformDeckProps('mapbox', response, { datasource: '1__table', viz_type: 'mapbox', all_columns_x: 'LON', all_columns_y: 'LAT' });
    const layers = deckLayers(mapbox.layers[0]!, context);
    expect(layers.map((layer) => layer.id)).toEqual(['mapbox', 'mapbox-counts']);
    expect((layers[0]!.props.data as unknown[]).length).toBe(1);
  });

  it('fades marks outside the cross-filter', () => {
    const layer = deckLayers(scatter.layers[0]!, { ...context, selected: new Set(['Oakland']) })[0]!;
    const data = layer.props.data as { length: number; attributes: Record<string, { value: ArrayLike<number>; size: number }> };
    expect(data.length).toBe(2);
    const colors = data.attributes['getFillColor']!.value;
    expect(colors[3]).toBeLessThan(100);
    expect(colors[7]).toBe(255);
    // The same data object while nothing changes: deck.gl keeps its buffers.
    expect(deckLayers(scatter.layers[0]!, { ...context, selected: new Set(['Oakland']) })[0]!.props.data).toBe(data);
  });

  it('gives a picked point of binary data its mark (tooltip, category, link)', () => {
    const layer = deckLayers(scatter.layers[0]!, context)[0]!;
    const info = layer.getPickingInfo({ info: { index: 1, picked: true, layer, color: null, x: 0, y: 0, pixelRatio: 1 }, mode: 'hover', sourceLayer: null });
    expect(info.object).toMatchObject({ category: 'Oakland', position: [-122.27, 37.8] });
  });
});
