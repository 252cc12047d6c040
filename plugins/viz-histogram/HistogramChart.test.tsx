// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistogramFormData } from './form-data.schema.js';
import HistogramChart from './HistogramChart.js';
import { transformHistogramProps, type HistogramChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: HistogramFormData = { datasource: '3__table', viz_type: 'histogram_v2', column: 'num', groupby: ['gender'], y_axis_format: ',d', x_axis_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', '0.0 - 100.0', '100.0 - 200.0', '200.0 - 300.0'],
      coltypes: [1, 0, 0, 0],
      data: [
        { gender: 'boy', '0.0 - 100.0': 30, '100.0 - 200.0': 50, '200.0 - 300.0': 20 },
        { gender: 'girl', '0.0 - 100.0': 10, '100.0 - 200.0': 0, '200.0 - 300.0': 40 },
      ],
      rowcount: 2,
    },
  ],
};
const props = (overrides: Partial<HistogramFormData> = {}, data = response) => transformHistogramProps(data, { ...formData, ...overrides }, { verboseMap: { num: 'Births' } });

type Props = Partial<ChartRenderProps<HistogramChartProps>> & { chartProps: HistogramChartProps };
async function render(props: Props, width = 500, height = 320) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<HistogramChart width={width} height={height} formData={formData} colorMode="light" {...props} />));
}
async function fire(target: Element, type: string, init: MouseEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const bars = (series?: string) => [...container.querySelectorAll<SVGRectElement>(`[data-part="bar"]${series ? `[data-series="${series}"]` : ''}`)];
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text`)].map((t) => t.textContent);

describe('HistogramChart', () => {
  it('draws a bar per group and non-empty bin, taller for larger counts, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect(bars('boy')).toHaveLength(3);
    expect(bars('girl')).toHaveLength(2);
    const heightOf = (series: string, bin: number) => Number(container.querySelector(`[data-part="bar"][data-series="${series}"][data-bin="${bin}"]`)!.getAttribute('height'));
    expect(heightOf('boy', 1)).toBeGreaterThan(heightOf('boy', 0));
    expect(heightOf('boy', 1) / heightOf('girl', 2)).toBeCloseTo(50 / 40, 1);
    expect(texts('x-axis')).toEqual(['0 – 100', '100 – 200', '200 – 300']);
    expect(texts('y-axis')[0]).toBe('0');
    expect(onRendered).toHaveBeenCalled();
  });

  it('shows each group’s count, share and the total for the hovered bin', async () => {
    await render({ chartProps: props() });
    const bar = container.querySelector('[data-part="bar"][data-series="boy"][data-bin="0"]')!;
    await fire(container.querySelector('svg')!, 'mousemove', { clientX: Number(bar.getAttribute('x')) + 1, clientY: Number(bar.getAttribute('y')) + 1 });
    const tooltip = container.querySelector('[role="tooltip"]')!.textContent;
    expect(tooltip).toContain('Births: 0 – 100');
    expect(tooltip).toContain('boy:3075.00%');
    expect(tooltip).toContain('girl:1025.00%');
    expect(tooltip).toContain('Total:40');
  });

  it('hides and shows a group from the legend, rescaling the axis', async () => {
    await render({ chartProps: props() });
    const entry = () => container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="boy"]')!;
    await fire(entry(), 'click');
    expect(bars('boy')).toHaveLength(0);
    expect(entry().getAttribute('aria-pressed')).toBe('false');
    expect(texts('y-axis').at(-1)).toBe('40');
    await fire(entry(), 'click');
    expect(bars('boy')).toHaveLength(3);
  });

  it('writes values on bars and the axis titles when asked', async () => {
    await render({ chartProps: props({ show_value: true, x_axis_title: 'Births per name', y_axis_title: 'Names' }) });
    expect(texts('bar-values')).toEqual(['30', '50', '20', '10', '40']);
    expect(container.querySelector('[data-part="x-title"]')?.textContent).toBe('Births per name');
    expect(container.querySelector('[data-part="y-title"]')?.textContent).toBe('Names');
  });

  it('turns or thins crowded bin labels so they never overlap', async () => {
    const edges = Array.from({ length: 101 }, (_, i) => i * 1000);
    const names = edges.slice(0, -1).map((low, i) => `${low}.0 - ${edges[i + 1]}.0`);
    const many: ChartDataResponse = { result: [{ colnames: names, coltypes: names.map(() => 0), data: [Object.fromEntries(names.map((n, i) => [n, i]))], rowcount: 1 }] };
    await render({ chartProps: props({ groupby: [] }, many) }, 400, 300);
    expect(texts('x-axis').length).toBeLessThan(40);
    expect(texts('x-axis').length).toBeGreaterThan(3);
  });

  it('uses light text in dark mode and says "No data" without bins', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="y-axis"]')?.getAttribute('fill')).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    const onRendered = vi.fn();
    await render({ chartProps: props({}, { result: [{ colnames: ['gender', 'num'], coltypes: [1, 0], data: [], rowcount: 0 }] }), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
