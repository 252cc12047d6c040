// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopKpiFormData } from './form-data.schema.js';
import PopKpiChart from './PopKpiChart.js';
import { transformPopKpiProps, type PopKpiChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: PopKpiFormData = { datasource: '3__table', viz_type: 'pop_kpi', metric: 'count', time_compare: '1 year ago', y_axis_format: ',d' };
const answer = (current: number | null, previous: number): ChartDataResponse => ({
  result: [{ colnames: ['count', 'count__1 year ago'], coltypes: [0, 0], data: [{ count: current, 'count__1 year ago': previous }], rowcount: 1 }],
});
const kpiProps = (current: number | null, previous: number, overrides: Partial<PopKpiFormData> = {}) => transformPopKpiProps(answer(current, previous), { ...formData, ...overrides }, { verboseMap: { count: 'Rows' } });

type Props = Partial<ChartRenderProps<PopKpiChartProps>> & { chartProps: PopKpiChartProps };
const element = (props: Props) => <PopKpiChart width={500} height={300} formData={formData} colorMode="light" {...props} />;

async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element(props)));
}
async function rerender(props: Props) {
  await act(async () => root!.render(element(props)));
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

const part = (name: string) => container.querySelector<HTMLElement>(`[data-part="${name}"]`);
const chip = (key: string) => container.querySelector<HTMLElement>(`[data-part="chip"][data-key="${key}"]`)!;
const chipValue = (key: string) => chip(key).querySelector<HTMLElement>('[data-part="chip-value"]')!;

describe('PopKpiChart', () => {
  it('writes the value with an arrow, and the previous value, difference and change, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: kpiProps(1200, 1000), onRendered });
    expect(part('value')?.textContent).toBe('1,200');
    expect(part('arrow')?.textContent).toBe('↑');
    expect(['previous', 'difference', 'percent'].map((key) => chip(key).textContent)).toEqual(['#1,000', '△+200', '%+20.0%']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('colours the change green for a rise and red for a fall, reversed by the scheme, neutral when off', async () => {
    await render({ chartProps: kpiProps(1200, 1000) });
    expect(chipValue('percent').style.color).toBe(chipValue('previous').style.color);
    await rerender({ chartProps: kpiProps(1200, 1000, { comparison_color_enabled: true }) });
    expect(chipValue('percent').style.color).toBe('#1f8a4c');
    expect(part('arrow')!.style.color).toBe('#1f8a4c');
    await rerender({ chartProps: kpiProps(800, 1000, { comparison_color_enabled: true }) });
    expect(part('arrow')?.textContent).toBe('↓');
    expect(chipValue('difference').style.color).toBe('#c8382f');
    await rerender({ chartProps: kpiProps(800, 1000, { comparison_color_enabled: true, comparison_color_scheme: 'Red' }) });
    expect(chipValue('difference').style.color).toBe('#1f8a4c');
  });

  it('says what a chip holds on hover', async () => {
    await render({ chartProps: kpiProps(1200, 1000) });
    await fire(chip('previous'), 'mousemove', { clientX: 20, clientY: 20 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('Data for 1 year ago1,000');
    await fire(chip('previous'), 'mouseout', { relatedTarget: container });
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('stacks the chips when a row does not fit, and names the metric when asked', async () => {
    await render({ chartProps: kpiProps(1_234_567, 1_000_000, { show_metric_name: true }), width: 150, height: 300 });
    expect(part('comparison')!.style.flexDirection).toBe('column');
    expect(part('metric-name')?.textContent).toBe('Rows');
    await rerender({ chartProps: kpiProps(1_234_567, 1_000_000), width: 600, height: 300 });
    expect(part('comparison')!.style.flexDirection).toBe('row');
  });

  it('shows the number alone without a time shift, and "No data" without a value', async () => {
    await render({ chartProps: transformPopKpiProps({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 5 }], rowcount: 1 }] }, { ...formData, time_compare: null }) });
    expect(part('value')?.textContent).toBe('5');
    expect(part('comparison')).toBeNull();
    expect(part('arrow')).toBeNull();
    await rerender({ chartProps: kpiProps(null, 0) });
    expect(part('value')?.textContent).toBe('No data');
  });

  it('opens the context menu for every row, and writes light text in dark mode', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: kpiProps(1200, 1000), onContextMenu, colorMode: 'dark' });
    await fire(part('pop-kpi')!, 'contextmenu', { clientX: 5, clientY: 6 });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 5, clientY: 6, filters: [] });
    expect(part('value')!.style.color).toBe('#e3e9ed');
  });
});
