// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SankeyFormData } from './form-data.schema.js';
import SankeyChart, { CANVAS_LINKS } from './SankeyChart.js';
import { transformSankeyProps, type SankeyChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: SankeyFormData = { datasource: '3__table', viz_type: 'sankey_v2', source: 'gender', target: 'state', metric: 'SUM(num)', number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', 'state', 'SUM(num)'],
      coltypes: [1, 1, 0],
      data: [
        { gender: 'boy', state: 'CA', 'SUM(num)': 300 },
        { gender: 'boy', state: 'TX', 'SUM(num)': 100 },
        { gender: 'girl', state: 'CA', 'SUM(num)': 200 },
        { gender: 'girl', state: 'TX', 'SUM(num)': 50 },
      ],
      rowcount: 4,
    },
  ],
};
const sankeyProps = (overrides: Partial<SankeyFormData> = {}) => transformSankeyProps(response, { ...formData, ...overrides }, { verboseMap: { 'SUM(num)': 'Births' } });

type Props = Partial<ChartRenderProps<SankeyChartProps>> & { chartProps: SankeyChartProps };
const element = (props: Props) => <SankeyChart width={600} height={400} formData={formData} colorMode="light" {...props} />;

async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
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

const nodes = () => [...container.querySelectorAll<SVGRectElement>('[data-part="node"]')];
const links = () => [...container.querySelectorAll<SVGPathElement>('[data-part="link"]')];
const link = (source: string, target: string) => container.querySelector<SVGPathElement>(`[data-part="link"][data-source="${source}"][data-target="${target}"]`)!;
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
const svgGroup = () => container.querySelector('svg > g')!;

describe('SankeyChart', () => {
  it('draws a node per value and a band per flow in the source colour, labelled, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = sankeyProps();
    await render({ chartProps, onRendered });
    expect(nodes().map((n) => n.dataset.name).sort()).toEqual(['CA', 'TX', 'boy', 'girl']);
    expect(links()).toHaveLength(4);
    expect(link('boy', 'CA').getAttribute('stroke')).toBe(chartProps.nodes.find((n) => n.name === 'boy')!.color);
    expect(Number(link('boy', 'CA').getAttribute('stroke-width'))).toBeGreaterThan(Number(link('girl', 'TX').getAttribute('stroke-width')));
    expect([...container.querySelectorAll('[data-part="label"]')].map((t) => t.textContent).sort()).toEqual(['CA', 'TX', 'boy', 'girl']);
    expect(onRendered).toHaveBeenCalled();
  });

  it("tells a band's value and its share of both ends, and highlights it", async () => {
    await render({ chartProps: sankeyProps() });
    await fire(link('boy', 'CA'), 'mousemove', { clientX: 100, clientY: 80 });
    expect(tooltip()?.textContent).toBe('boy → CABirths: 300% (boy): 75.00%% (CA): 60.00%');
    expect(link('boy', 'CA').getAttribute('stroke-opacity')).toBe('0.65');
    expect(link('girl', 'TX').getAttribute('stroke-opacity')).toBe('0.1');
    await fire(link('boy', 'CA'), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it("tells a node's total and highlights its flows", async () => {
    await render({ chartProps: sankeyProps() });
    const ca = nodes().find((n) => n.dataset.name === 'CA')!;
    await fire(ca, 'mousemove', { clientX: 400, clientY: 80 });
    expect(tooltip()?.textContent).toBe('CABirths: 500');
    expect(link('girl', 'CA').getAttribute('stroke-opacity')).toBe('0.65');
    expect(link('girl', 'TX').getAttribute('stroke-opacity')).toBe('0.1');
  });

  it('zooms with the wheel and pans with a drag when roaming is on, and resets on double-click', async () => {
    await render({ chartProps: sankeyProps() });
    const chart = container.querySelector('[data-part="sankey-chart"]')!;
    await act(async () => {
      chart.dispatchEvent(new WheelEvent('wheel', { deltaY: -500, clientX: 300, clientY: 200, bubbles: true, cancelable: true }));
    });
    expect(svgGroup().getAttribute('transform')).toMatch(/scale\(2(\.0+)?\)/);
    await fire(chart, 'dblclick');
    expect(svgGroup().getAttribute('transform')).toBe('translate(0,0) scale(1)');
    await act(async () => {
      chart.dispatchEvent(new PointerEvent('pointerdown', { button: 0, clientX: 10, clientY: 10, bubbles: true }));
      chart.dispatchEvent(new PointerEvent('pointermove', { clientX: 40, clientY: 30, bubbles: true }));
      chart.dispatchEvent(new PointerEvent('pointerup', { clientX: 40, clientY: 30, bubbles: true }));
    });
    expect(svgGroup().getAttribute('transform')).toBe('translate(30,20) scale(1)');
  });

  it('keeps the view still when roaming is off', async () => {
    await render({ chartProps: sankeyProps({ roam: false }) });
    const chart = container.querySelector('[data-part="sankey-chart"]')!;
    await act(async () => {
      chart.dispatchEvent(new WheelEvent('wheel', { deltaY: -500, bubbles: true, cancelable: true }));
      chart.dispatchEvent(new PointerEvent('pointerdown', { button: 0, clientX: 10, clientY: 10, bubbles: true }));
      chart.dispatchEvent(new PointerEvent('pointermove', { clientX: 40, clientY: 30, bubbles: true }));
    });
    expect(svgGroup().getAttribute('transform')).toBe('translate(0,0) scale(1)');
  });

  it('writes light text in dark mode', async () => {
    await render({ chartProps: sankeyProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="label"]')?.getAttribute('fill')).toBe('#e3e9ed');
  });

  it('draws many flows on a canvas', async () => {
    const data = Array.from({ length: CANVAS_LINKS + 10 }, (_, i) => ({ gender: `s${i % 40}`, state: `t${Math.floor(i / 40)}`, 'SUM(num)': 1 + (i % 7) }));
    const chartProps = transformSankeyProps({ result: [{ colnames: ['gender', 'state', 'SUM(num)'], coltypes: [1, 1, 0], data, rowcount: data.length }] }, formData);
    const onRendered = vi.fn();
    await render({ chartProps, onRendered });
    expect(container.querySelector('canvas[data-part="links-canvas"]')).not.toBeNull();
    expect(links()).toHaveLength(0);
    expect(nodes().length).toBe(40 + Math.ceil((CANVAS_LINKS + 10) / 40));
    expect(onRendered).toHaveBeenCalled();
  });

  it('says "No data" without flows', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformSankeyProps({ result: [{ colnames: ['gender', 'state', 'SUM(num)'], coltypes: [1, 1, 0], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
