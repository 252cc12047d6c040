// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BoxPlotChart from './BoxPlotChart.js';
import type { BoxPlotFormData } from './form-data.schema.js';
import { transformBoxPlotProps, type BoxPlotChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: BoxPlotFormData = { datasource: '3__table', viz_type: 'box_plot', columns: ['name'], groupby: ['state'], metrics: ['count'], number_format: ',d' };
const row = (state: string, min: number, q1: number, median: number, q3: number, max: number, outliers: number[]) => ({
  state,
  count__min: min,
  count__q1: q1,
  count__median: median,
  count__q3: q3,
  count__max: max,
  count__mean: (q1 + q3) / 2,
  count__count: 20,
  count__outliers: outliers,
});
const response = (rows: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames: Object.keys(rows[0] ?? {}), coltypes: [], data: rows, rowcount: rows.length }] });
const three = response([row('CA', 10, 20, 30, 40, 50, [90]), row('NY', 5, 10, 15, 20, 25, []), row('TX', 0, 40, 45, 60, 80, [100, -20])]);
const props = (data = three, overrides: Partial<BoxPlotFormData> = {}) => transformBoxPlotProps(data, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<BoxPlotChartProps>> & { chartProps: BoxPlotChartProps };
async function render(p: Props, width = 500, height = 320) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<BoxPlotChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
}
async function rerender(p: Props) {
  await act(async () => root!.render(<BoxPlotChart width={500} height={320} formData={formData} colorMode="light" {...p} />));
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

const boxEl = (key: string) => container.querySelector<SVGGElement>(`[data-part="box"][data-key="${key}"]`)!;
const pointAt = (key: string) => {
  const rect = boxEl(key).querySelector('[data-part="quartiles"]')!;
  return { clientX: Number(rect.getAttribute('x')) + 2, clientY: Number(rect.getAttribute('y')) + 2 };
};
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text`)].map((t) => t.textContent);

describe('BoxPlotChart', () => {
  it('draws each box between its quartiles with the median, whiskers and outliers', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect([...container.querySelectorAll('[data-part="box"]')].map((b) => b.getAttribute('data-key'))).toEqual(['CA', 'NY', 'TX']);
    const quartiles = boxEl('CA').querySelector('[data-part="quartiles"]')!;
    const median = Number(boxEl('CA').querySelector('[data-part="median"]')!.getAttribute('y1'));
    const top = Number(quartiles.getAttribute('y'));
    expect(median).toBeGreaterThan(top);
    expect(median).toBeLessThan(top + Number(quartiles.getAttribute('height')));
    expect(container.querySelectorAll('[data-part="outlier"]')).toHaveLength(3);
    expect(texts('x-axis')).toEqual(['CA', 'NY', 'TX']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('lists the statistics of the hovered box, without redrawing the marks', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    const draws = onRendered.mock.calls.length;
    await fire(container.querySelector('svg')!, 'mousemove', pointAt('NY'));
    expect(onRendered).toHaveBeenCalledTimes(draws);
    const tooltip = container.querySelector('[role="tooltip"]')!.textContent;
    for (const part of ['NY', 'Max:25', '3rd quartile:20', 'Median:15', '1st quartile:10', 'Min:5', 'Observations:20']) expect(tooltip).toContain(part);
    expect(tooltip).not.toContain('Outliers');
  });

  it('cross-filters on the clicked group, highlights it, and clears on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = props();
    await render({ chartProps, setDataMask });
    await fire(container.querySelector('svg')!, 'click', pointAt('TX'));
    expect(masks[0]).toEqual({ extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['TX'] }] }, filterState: { value: [['TX']], selectedValues: ['TX'], label: 'TX' } });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(boxEl('TX').getAttribute('opacity')).toBe('1');
    expect(boxEl('CA').getAttribute('opacity')).toBe('0.3');
    await fire(container.querySelector('svg')!, 'click', { ...pointAt('CA'), shiftKey: true });
    expect(masks[1]?.filterState?.selectedValues).toEqual(['CA', 'TX']);
    await fire(container.querySelector('svg')!, 'click', pointAt('TX'));
    expect(masks[2]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked box', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: props(), onContextMenu });
    await fire(container.querySelector('svg')!, 'contextmenu', pointAt('CA'));
    expect(onContextMenu).toHaveBeenCalledWith(expect.objectContaining({ filters: [{ col: 'state', op: '==', val: 'CA' }] }));
  });

  it('lays out the x labels as asked', async () => {
    await render({ chartProps: props(three, { x_ticks_layout: '90°' }) });
    expect(container.querySelector('[data-part="x-axis"] text')?.getAttribute('transform')).toContain('rotate(-90)');
    await act(async () => root!.unmount());
    await render({ chartProps: props(three, { x_ticks_layout: 'staggered' }) });
    const ys = [...container.querySelectorAll('[data-part="x-axis"] text')].map((t) => Number(t.getAttribute('y')));
    expect(new Set(ys).size).toBe(2);
  });

  it('draws many outliers on a canvas', async () => {
    const onRendered = vi.fn();
    const many = response([row('CA', 0, 1, 2, 3, 4, Array.from({ length: 3000 }, (_, i) => 10 + i))]);
    await render({ chartProps: props(many), onRendered });
    expect(container.querySelectorAll('[data-part="outlier"]')).toHaveLength(0);
    expect(container.querySelector('[data-part="outlier-canvas"]')).not.toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('uses light text in dark mode and says "No data" without boxes', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="y-axis"]')?.getAttribute('fill')).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    await render({ chartProps: props(response([])) });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });
});
