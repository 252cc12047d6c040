// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaterfallFormData } from './form-data.schema.js';
import { transformWaterfallProps, type WaterfallChartProps } from './transform-props.js';
import WaterfallChart from './WaterfallChart.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: WaterfallFormData = { datasource: '1__table', viz_type: 'waterfall', x_axis: 'state', metric: 'sum__num', y_axis_format: ',d' };
const response = (rows: Array<[string, number]>): ChartDataResponse => ({
  result: [{ colnames: ['state', 'sum__num'], coltypes: [1, 0], data: rows.map(([state, v]) => ({ state, sum__num: v })), rowcount: rows.length }],
});
const props = (overrides: Partial<WaterfallFormData> = {}, rows: Array<[string, number]> = [['CA', 1000], ['NY', -400], ['TX', 200]]) =>
  transformWaterfallProps(response(rows), { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<WaterfallChartProps>> & { chartProps: WaterfallChartProps };
async function render(p: Props, width = 500, height = 320) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<WaterfallChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
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

const bars = () => [...container.querySelectorAll<SVGRectElement>('[data-part="bar"]')];
const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

describe('WaterfallChart', () => {
  it('floats each bar from the running total and stands the total on zero', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    const [ca, ny, tx, total] = bars();
    expect(bars().map((b) => b.getAttribute('data-kind'))).toEqual(['increase', 'decrease', 'increase', 'total']);
    expect(ca!.getAttribute('fill')).toBe('rgba(90, 193, 137, 1)');
    expect(ny!.getAttribute('fill')).toBe('rgba(224, 67, 85, 1)');
    // NY's bar hangs from CA's top; TX starts at NY's bottom; the total ends at TX's top.
    expect(num(ny!, 'y')).toBeCloseTo(num(ca!, 'y'));
    expect(num(tx!, 'y') + num(tx!, 'height')).toBeCloseTo(num(ny!, 'y') + num(ny!, 'height'));
    expect(num(total!, 'y')).toBeCloseTo(num(tx!, 'y'));
    expect(num(total!, 'y') + num(total!, 'height')).toBeCloseTo(num(ca!, 'y') + num(ca!, 'height'));
    expect(container.querySelectorAll('[data-part="connectors"] line')).toHaveLength(3);
    expect([...container.querySelectorAll('[data-part="x-axis"] text')].map((t) => t.textContent)).toEqual(['CA', 'NY', 'TX', 'Total']);
    expect([...container.querySelectorAll('[data-part="legend-item"] text')].map((t) => t.textContent)).toEqual(['Increase', 'Decrease', 'Total']);
    expect(container.querySelector('[data-part="values"]')).toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('writes values, hides the legend and draws axis titles when asked', async () => {
    await render({ chartProps: props({ show_value: true, show_legend: false, x_axis_label: 'State', y_axis_label: 'Births' }) });
    expect([...container.querySelectorAll('[data-part="value"]')].map((t) => t.textContent)).toEqual(['1,000', '\u2212400', '200', '800']);
    expect(container.querySelector('[data-part="legend"]')).toBeNull();
    expect(container.querySelector('[data-part="x-title"]')?.textContent).toBe('State');
    expect(container.querySelector('[data-part="y-title"]')?.textContent).toBe('Births');
  });

  it('shows the change and running total in a tooltip on hover', async () => {
    await render({ chartProps: props() });
    const ny = bars()[1]!;
    await fire(container.querySelector('svg')!, 'mousemove', { clientX: num(ny, 'x') + 2, clientY: num(ny, 'y') + 2 });
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toContain('NY');
    expect(tooltip.textContent).toContain('Decrease:\u2212400');
    expect(tooltip.textContent).toContain('Running total:600');
    await fire(container.querySelector('svg')!, 'mouseout', { relatedTarget: container });
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('uses light text in dark mode', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    const light = transformWaterfallProps(response([['CA', 1]]), formData);
    expect(light.bars).toHaveLength(2);
    const fill = container.querySelector('[data-part="y-axis"]')!.getAttribute('fill');
    await act(async () => root!.render(<WaterfallChart width={500} height={320} formData={formData} colorMode="light" chartProps={props()} />));
    expect(container.querySelector('[data-part="y-axis"]')!.getAttribute('fill')).not.toBe(fill);
  });

  it('says "No data" for an empty result and survives a tiny tile', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props({}, []), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
    await act(async () => root!.render(<WaterfallChart width={30} height={20} formData={formData} colorMode="light" chartProps={props()} />));
    expect(container.querySelector('[data-part="empty"]')).toBeNull();
  });
});
