// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HorizonFormData } from './form-data.schema.js';
import HorizonChart from './HorizonChart.js';
import { transformHorizonProps, type HorizonChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const year = (y: number) => Date.UTC(y, 0, 1);
const formData: HorizonFormData = { datasource: '1__table', viz_type: 'horizon', granularity_sqla: 'ds', metrics: ['sum__num'], groupby: ['state'], series_height: '40' };
const rows = ['CA', 'NY', 'TX'].flatMap((state, s) => Array.from({ length: 20 }, (_, i) => ({ ds: year(1990 + i), state, sum__num: (i + 1) * (s + 1) * (i % 3 === 0 ? -1 : 1) })));
const data: ChartDataResponse = { result: [{ colnames: ['ds', 'state', 'sum__num'], coltypes: [2, 1, 0], data: rows, rowcount: rows.length }] };
const props = (overrides: Partial<HorizonFormData> = {}) => transformHorizonProps(data, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<HorizonChartProps>> & { chartProps: HorizonChartProps };
async function render(p: Props, width = 600, height = 300) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<HorizonChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
}
afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('HorizonChart', () => {
  it('draws a labelled row per series on a canvas over a time axis', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect([...container.querySelectorAll('[data-part="series-label"]')].map((el) => el.textContent)).toEqual(['CA', 'NY', 'TX']);
    const canvas = container.querySelector<HTMLCanvasElement>('[data-part="horizon-canvas"]')!;
    expect(canvas.style.height).toBe(`${3 * 41}px`);
    const ticks = [...container.querySelectorAll('[data-part="time-axis"] text')].map((t) => t.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks).toContain('2000');
    expect(onRendered).toHaveBeenCalled();
  });

  it('shows the value of the series and period under the pointer', async () => {
    await render({ chartProps: props() });
    const rowsEl = container.querySelector('[data-part="rows"]')!;
    // Second row (NY), last period (2009): 20 × 2.
    await act(async () => {
      rowsEl.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 595, clientY: 41 + 20 }));
    });
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toContain('2009');
    expect(tooltip.textContent).toContain('NY:');
    expect(tooltip.textContent).toContain('40');
    expect(container.querySelector('[data-part="hover-line"]')).not.toBeNull();
  });

  it('hides labels on very thin rows and says "No data" without series', async () => {
    await render({ chartProps: props({ series_height: '5' }) });
    expect(container.querySelectorAll('[data-part="series-label"]')).toHaveLength(0);
    await act(async () => root!.render(<HorizonChart width={600} height={300} formData={formData} colorMode="dark" chartProps={transformHorizonProps({ result: [] }, formData)} />));
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });
});
