// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeatmapFormData } from './form-data.schema.js';
import HeatmapChart from './HeatmapChart.js';
import { transformHeatmapProps, type HeatmapChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: HeatmapFormData = { datasource: '3__table', viz_type: 'heatmap_v2', x_axis: 'state', groupby: 'gender', metric: 'count', y_axis_format: ',d' };
const states = ['CA', 'NY', 'TX', 'FL'];
const response = (rows: Array<Record<string, unknown>>): ChartDataResponse => ({
  result: [{ colnames: ['state', 'gender', 'count', 'rank'], coltypes: [1, 1, 0, 0], data: rows, rowcount: rows.length }],
});
const small = response(states.flatMap((state, i) => ['boy', 'girl'].map((gender, j) => ({ state, gender, count: (i + 1) * 100 + j * 10, rank: 0.5 }))));
const props = (overrides: Partial<HeatmapFormData> = {}, data = small) => transformHeatmapProps(data, { ...formData, ...overrides }, { verboseMap: { count: 'Births' } });

type Props = Partial<ChartRenderProps<HeatmapChartProps>> & { chartProps: HeatmapChartProps };
async function render(props: Props, width = 500, height = 300) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<HeatmapChart width={width} height={height} formData={formData} colorMode="light" {...props} />));
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

const cells = () => [...container.querySelectorAll<SVGRectElement>('[data-part="cell"]')];
const cell = (x: string, y: string) => container.querySelector<SVGRectElement>(`[data-part="cell"][data-x="${x}"][data-y="${y}"]`)!;
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text`)].map((t) => t.textContent);

describe('HeatmapChart', () => {
  it('draws a cell per pair in its colour, labels both axes and the legend, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = props();
    await render({ chartProps, onRendered });
    expect(cells()).toHaveLength(8);
    expect(cell('TX', 'girl').getAttribute('fill')).toBe(chartProps.cells.find((c) => c.value === 310)!.color);
    expect(texts('x-axis')).toEqual(states.slice().sort());
    expect(texts('y-axis')).toEqual(['boy', 'girl']);
    expect(texts('color-legend')).toEqual(['Births', '100', '410']);
    expect(onRendered).toHaveBeenCalled();
    // Cells tile the plot in their axis order.
    expect(Number(cell('FL', 'boy').getAttribute('x'))).toBeLessThan(Number(cell('NY', 'boy').getAttribute('x')));
    expect(Number(cell('CA', 'boy').getAttribute('y'))).toBeLessThan(Number(cell('CA', 'girl').getAttribute('y')));
  });

  it('shows a tooltip with the categories, value and share, and outlines the hovered cell', async () => {
    await render({ chartProps: props() });
    const target = cell('NY', 'girl');
    const x = Number(target.getAttribute('x')) + 2;
    const y = Number(target.getAttribute('y')) + 2;
    await fire(container.querySelector('svg')!, 'mousemove', { clientX: x, clientY: y });
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toContain('state:NY');
    expect(tooltip.textContent).toContain('gender:girl');
    expect(tooltip.textContent).toContain('Births:210');
    expect(tooltip.textContent).toContain('Share:');
    expect(container.querySelector('[data-part="cell-highlight"]')).not.toBeNull();
    await fire(container.querySelector('svg')!, 'mouseout', { relatedTarget: document.body });
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('opens the context menu with the filters of the right-clicked cell', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: props(), onContextMenu });
    const target = cell('TX', 'boy');
    await fire(container.querySelector('svg')!, 'contextmenu', { clientX: Number(target.getAttribute('x')) + 1, clientY: Number(target.getAttribute('y')) + 1 });
    expect(onContextMenu).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: [
          { col: 'state', op: '==', val: 'TX' },
          { col: 'gender', op: '==', val: 'boy' },
        ],
      }),
    );
  });

  it('writes values in cells that fit them, in a readable colour', async () => {
    await render({ chartProps: props({ show_values: true }) });
    const values = [...container.querySelectorAll('[data-part="cell-value"]')].map((t) => t.textContent);
    expect(values).toContain('410');
    expect(values).toHaveLength(8);
  });

  it('thins crowded labels so they never overlap', async () => {
    const many = response(Array.from({ length: 200 }, (_, i) => ({ state: `S${String(i).padStart(3, '0')}`, gender: 'boy', count: i, rank: 0.5 })));
    await render({ chartProps: props({}, many) }, 400, 240);
    const shown = texts('x-axis');
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(200);
    await act(async () => root!.unmount());
    await render({ chartProps: props({ xscale_interval: 50 }, many) }, 400, 240);
    expect(texts('x-axis')).toEqual(['S000', 'S050', 'S100', 'S150']);
  });

  it('draws many cells on a canvas instead of as SVG', async () => {
    const onRendered = vi.fn();
    const big = response(Array.from({ length: 10_000 }, (_, i) => ({ state: `x${i % 100}`, gender: `y${Math.floor(i / 100)}`, count: i, rank: i / 10_000 })));
    const chartProps = props({}, big);
    expect(chartProps.cells).toHaveLength(10_000);
    await render({ chartProps, onRendered }, 800, 600);
    expect(cells()).toHaveLength(0);
    expect(container.querySelector('[data-part="cell-canvas"]')).not.toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('uses light text in dark mode and says "No data" without cells', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="y-axis"]')?.getAttribute('fill')).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    const onRendered = vi.fn();
    await render({ chartProps: props({}, response([])), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(container.querySelector('[data-part="color-legend"]')).toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('fits a tiny tile without a legend', async () => {
    await render({ chartProps: props() }, 120, 90);
    expect(container.querySelector('[data-part="color-legend"]')).toBeNull();
    expect(cells()).toHaveLength(8);
  });
});
