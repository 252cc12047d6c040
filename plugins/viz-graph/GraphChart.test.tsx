// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphFormData } from './form-data.schema.js';
import GraphChart, { CANVAS_NODES } from './GraphChart.js';
import { transformGraphProps, type GraphChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: GraphFormData = { datasource: '3__table', viz_type: 'graph_chart', source: 'from', target: 'to', metric: 'SUM(n)', number_format: ',d' };
const rows = [
  { from: 'Ann', to: 'Bob', kind: 'staff', 'SUM(n)': 12 },
  { from: 'Ann', to: 'Cid', kind: 'staff', 'SUM(n)': 30 },
  { from: 'Bob', to: 'Cid', kind: 'guest', 'SUM(n)': 5 },
  { from: 'Dee', to: 'Ann', kind: 'guest', 'SUM(n)': 8 },
];
const response = (data = rows): ChartDataResponse => ({ result: [{ colnames: ['from', 'to', 'kind', 'SUM(n)'], coltypes: [1, 1, 1, 0], data, rowcount: data.length }] });
const graphProps = (overrides: Partial<GraphFormData> = {}, data = rows) => transformGraphProps(response(data), { ...formData, ...overrides }, { verboseMap: { 'SUM(n)': 'Messages' } });

type Props = Partial<ChartRenderProps<GraphChartProps>> & { chartProps: GraphChartProps };
const element = (props: Props) => <GraphChart width={600} height={400} formData={formData} colorMode="light" {...props} />;
async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element(props)));
}
async function rerender(props: Props) {
  await act(async () => root!.render(element(props)));
}
// Animation frames run when a test says so: the layout animates off the render loop.
let frameQueue: FrameRequestCallback[] = [];
beforeEach(() => {
  frameQueue = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameQueue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frameQueue = [];
  });
});
/** Runs up to `count` animation frames (the layout stops asking once it has settled). */
async function frames(count = 500) {
  for (let i = 0; i < count && frameQueue.length > 0; i += 1) {
    const due = frameQueue;
    frameQueue = [];
    await act(async () => due.forEach((callback) => callback(performance.now())));
  }
}
async function pointer(type: string, x: number, y: number, init: PointerEventInit = {}) {
  const svg = container.querySelector('svg')!;
  await act(async () => {
    svg.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y, pointerId: 1, ...init }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const nodes = () => [...container.querySelectorAll<SVGCircleElement>('[data-part="node"]')];
const node = (name: string) => container.querySelector<SVGCircleElement>(`[data-part="node"][data-name="${name}"]`)!;
const at = (name: string) => ({ x: Number(node(name).getAttribute('cx')), y: Number(node(name).getAttribute('cy')) });
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');

describe('GraphChart', () => {
  it('draws a node per value sized by its total, edges with arrows, labels, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = graphProps();
    await render({ chartProps, onRendered });
    await frames();
    expect(nodes().map((n) => n.dataset.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
    expect(Number(node('Ann').getAttribute('r'))).toBeGreaterThan(Number(node('Dee').getAttribute('r')));
    for (const circle of nodes()) {
      expect(Number(circle.getAttribute('cx'))).toBeGreaterThan(0);
      expect(Number(circle.getAttribute('cx'))).toBeLessThan(600);
      expect(Number(circle.getAttribute('cy'))).toBeGreaterThan(0);
      expect(Number(circle.getAttribute('cy'))).toBeLessThan(400);
    }
    expect(container.querySelectorAll('[data-part="edge"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-part="arrow"]')).toHaveLength(4);
    expect([...container.querySelectorAll('[data-part="label"]')].map((t) => t.textContent).sort()).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
    expect(onRendered).toHaveBeenCalled();
  });

  it("tells a node's value and highlights its neighbourhood", async () => {
    await render({ chartProps: graphProps({ layout: 'circular' }) });
    const dee = at('Dee');
    await pointer('pointermove', dee.x, dee.y);
    expect(tooltip()?.textContent).toBe('DeeMessages: 8');
    expect(node('Ann').getAttribute('fill-opacity')).toBe('1');
    expect(node('Bob').getAttribute('fill-opacity')).toBe('0.2');
  });

  it("tells an edge's value", async () => {
    await render({ chartProps: graphProps({ layout: 'circular' }) });
    const [ann, cid] = [at('Ann'), at('Cid')];
    await pointer('pointermove', (ann.x + cid.x) / 2, (ann.y + cid.y) / 2);
    expect(tooltip()?.textContent).toBe('Ann → CidMessages: 30');
  });

  it('cross-filters on a clicked node and highlights the selection from the filter state', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = graphProps({ layout: 'circular' });
    await render({ chartProps, setDataMask });
    const cid = at('Cid');
    await pointer('pointerdown', cid.x, cid.y);
    await pointer('pointerup', cid.x, cid.y);
    expect(masks[0]).toEqual({ extraFormData: { filters: [{ col: 'to', op: 'IN', val: ['Cid'] }] }, filterState: { value: ['Cid'], selectedValues: ['Cid'], label: 'Cid' } });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(node('Cid').getAttribute('fill-opacity')).toBe('1');
    expect(node('Ann').getAttribute('fill-opacity')).toBe('0.3');
    await pointer('pointerdown', cid.x, cid.y);
    await pointer('pointerup', cid.x, cid.y);
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('does not select when the select mode is disabled', async () => {
    const setDataMask = vi.fn();
    await render({ chartProps: graphProps({ layout: 'circular', selectedMode: false }), setDataMask });
    const cid = at('Cid');
    await pointer('pointerdown', cid.x, cid.y);
    await pointer('pointerup', cid.x, cid.y);
    expect(setDataMask).not.toHaveBeenCalled();
  });

  it('opens the context menu with the filters of a node', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: graphProps({ layout: 'circular' }), onContextMenu });
    const bob = at('Bob');
    await act(async () => {
      container.querySelector('svg')!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: bob.x, clientY: bob.y }));
    });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: bob.x, clientY: bob.y, filters: [{ col: 'to', op: '==', val: 'Bob' }] });
  });

  it('drags a node in the force layout when dragging is on', async () => {
    await render({ chartProps: graphProps({ draggable: true }) });
    await frames();
    const start = at('Dee');
    await pointer('pointerdown', start.x, start.y);
    await pointer('pointermove', start.x + 40, start.y + 30);
    expect(at('Dee').x).toBeCloseTo(start.x + 40, 0);
    expect(at('Dee').y).toBeCloseTo(start.y + 30, 0);
    await frames(5);
    expect(at('Dee').x).toBeCloseTo(start.x + 40, 0);
    await pointer('pointerup', start.x + 40, start.y + 30);
    await frames();
    expect(frameQueue).toHaveLength(0);
  });

  it('zooms with the wheel and pans the background; a double-click refits', async () => {
    await render({ chartProps: graphProps({ layout: 'circular' }) });
    const scene = () => container.querySelector('[data-part="scene"]')!.getAttribute('transform');
    await act(async () => {
      container.querySelector('[data-part="graph-chart"]')!.dispatchEvent(new WheelEvent('wheel', { deltaY: -500, clientX: 300, clientY: 200, bubbles: true, cancelable: true }));
    });
    expect(scene()).toMatch(/scale\(2(\.0+)?\)$/);
    await act(async () => {
      container.querySelector('svg')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    expect(scene()).toBe('translate(0,0) scale(1)');
    await pointer('pointerdown', 2, 2);
    await pointer('pointermove', 32, 22);
    await pointer('pointerup', 32, 22);
    expect(scene()).toBe('translate(30,20) scale(1)');
  });

  it('lists the categories in the legend and hides a category on click', async () => {
    const chartProps = graphProps({ layout: 'circular', source_category: 'kind' });
    await render({ chartProps });
    expect([...container.querySelectorAll('[data-part="legend-item"]')].map((b) => b.textContent)).toEqual(['staff', 'guest']);
    expect(node('Ann').getAttribute('fill')).toBe(chartProps.categories[0]!.color);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="guest"]')!.click());
    // Bob and Dee are guests; Cid, only ever a target, has no category and stays.
    expect(nodes().map((n) => n.dataset.name)).toEqual(['Ann', 'Cid']);
  });

  it('writes light labels in dark mode', async () => {
    await render({ chartProps: graphProps({ layout: 'circular' }), colorMode: 'dark' });
    expect(container.querySelector('[data-part="label"]')?.getAttribute('fill')).toBe('#e3e9ed');
  });

  it('draws a thousand nodes on a canvas', async () => {
    const data = Array.from({ length: 1000 }, (_, i) => ({ from: `n${i}`, to: `n${(i * 7 + 1) % 1000}`, kind: 'x', 'SUM(n)': 1 + (i % 9) }));
    const chartProps = graphProps({}, data);
    expect(chartProps.nodes.length).toBeGreaterThan(CANVAS_NODES);
    const onRendered = vi.fn();
    const started = performance.now();
    await render({ chartProps, onRendered });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(container.querySelector('canvas[data-part="graph-canvas"]')).not.toBeNull();
    expect(nodes()).toHaveLength(0);
    expect(onRendered).toHaveBeenCalled();
    // The layout goes on in animation frames rather than holding up the first one.
    expect(frameQueue.length).toBeGreaterThan(0);
  });

  it('says "No data" without edges', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: graphProps({}, []), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
