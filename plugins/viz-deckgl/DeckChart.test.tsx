// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import type { DeckChartProps } from './chart-props.js';
import DeckChart from './DeckChart.js';
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
});

describe('deckLayers', () => {
  const context = { selected: null, zoom: 4, text: [0, 0, 0, 255] as [number, number, number, number], halo: [255, 255, 255, 255] as [number, number, number, number] };

  it('builds one deck.gl layer per spec, clusters with their count labels', () => {
    expect(deckLayers(scatter.layers[0]!, context).map((layer) => layer.constructor.name)).toEqual(['ScatterplotLayer']);
    const mapbox = transformDeckProps('mapbox', response, { datasource: '1__table', viz_type: 'mapbox', all_columns_x: 'LON', all_columns_y: 'LAT' });
    const layers = deckLayers(mapbox.layers[0]!, context);
    expect(layers.map((layer) => layer.id)).toEqual(['mapbox', 'mapbox-counts']);
    expect((layers[0]!.props.data as unknown[]).length).toBe(1);
  });

  it('fades marks outside the cross-filter', () => {
    const layer = deckLayers(scatter.layers[0]!, { ...context, selected: new Set(['Oakland']) })[0]!;
    const getFillColor = (layer.props as unknown as { getFillColor: (mark: unknown) => number[] }).getFillColor;
    const spec = scatter.layers[0] as Extract<DeckChartProps['layers'][number], { type: 'scatter' }>;
    expect(getFillColor(spec.marks[0])[3]).toBeLessThan(100);
    expect(getFillColor(spec.marks[1])[3]).toBe(255);
  });
});
