// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CalHeatmapChart from './CalHeatmapChart.js';
import type { CalHeatmapFormData } from './form-data.schema.js';
import { transformCalHeatmapProps, type CalHeatmapChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: CalHeatmapFormData = { datasource: '3__table', viz_type: 'cal_heatmap', granularity_sqla: 'ds', metrics: ['count'], y_axis_format: ',d', x_axis_time_format: '%Y-%m-%d' };
const rows = Array.from({ length: 60 }, (_, i) => ({ __timestamp: Date.UTC(2024, 0, 1 + i), count: i % 7 === 5 ? null : i * 3 }));
const response = (data: Array<Record<string, unknown>> = rows): ChartDataResponse => ({ result: [{ colnames: ['__timestamp', 'count'], coltypes: [2, 0], data, rowcount: data.length }] });
const props = (overrides: Partial<CalHeatmapFormData> = {}, data = response()) => transformCalHeatmapProps(data, { ...formData, ...overrides }, { verboseMap: { count: 'Rows' } });

type Props = Partial<ChartRenderProps<CalHeatmapChartProps>> & { chartProps: CalHeatmapChartProps };
async function render(p: Props, width = 500, height = 300) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<CalHeatmapChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
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

const block = (label: string) => container.querySelector<SVGSVGElement>(`[data-part="calendar-block"][data-label="${label}"]`)!;
/** The pointer over a cell of a block: 12-pixel pitch (10 + 2), under an 18-pixel title. */
const over = (col: number, row: number) => ({ clientX: col * 12 + 3, clientY: 18 + row * 12 + 3 });
const squares = (label: string) => [...block(label).querySelectorAll('[data-part="cells"]')].reduce((n, path) => n + (path.getAttribute('d')!.match(/M/g) ?? []).length, 0);
const fillOfSquareAt = (label: string, x: number, y: number) =>
  [...block(label).querySelectorAll('[data-part="cells"]')].find((path) => path.getAttribute('d')!.includes(`M${x},${y}h`))?.getAttribute('fill');

describe('CalHeatmapChart', () => {
  it('draws a block per month with a cell per day, shaded by value, under the metric name and legend', async () => {
    const onRendered = vi.fn();
    const chartProps = props();
    await render({ chartProps, onRendered });
    expect([...container.querySelectorAll('[data-part="calendar-block"]')].map((b) => b.getAttribute('data-label'))).toEqual(['Jan 2024', 'Feb 2024']);
    expect(squares('Jan 2024') + squares('Feb 2024')).toBe(31 + 29);
    // Tuesday 2 January: first week, second row; one path per colour.
    expect(fillOfSquareAt('Jan 2024', 0, 18 + 12)).toBe(chartProps.calendars[0]!.blocks[0]!.cells[1]!.color);
    const paths = [...block('Jan 2024').querySelectorAll('[data-part="cells"]')].map((p) => p.getAttribute('fill'));
    expect(new Set(paths).size).toBe(paths.length);
    expect(container.querySelector('[data-part="metric-name"]')?.textContent).toBe('Rows');
    expect(container.querySelectorAll('[data-part="legend-step"]')).toHaveLength(10);
    expect(onRendered).toHaveBeenCalled();
  });

  it('tells the time and value of the hovered cell', async () => {
    await render({ chartProps: props() });
    await fire(block('Jan 2024'), 'mousemove', over(0, 2));
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('2024-01-03Rows: 6');
    expect(container.querySelector('[data-part="cell-highlight"]')).not.toBeNull();
    await fire(block('Jan 2024'), 'mousemove', over(0, 5));
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('2024-01-06No value');
    // In the gap between two cells, nothing.
    await fire(block('Jan 2024'), 'mousemove', { clientX: 11, clientY: 18 + 3 });
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('writes values in cells large enough, and hides the name and legend when asked', async () => {
    await render({ chartProps: props({ show_values: true, cell_size: 24, show_metric_name: false, show_legend: false }) });
    expect([...container.querySelectorAll('[data-part="cell-value"]')].map((t) => t.textContent)).toContain('9');
    expect(container.querySelector('[data-part="metric-name"]')).toBeNull();
    expect(container.querySelector('[data-part="legend"]')).toBeNull();
  });

  it('outlines valued cells in dark mode only, so the darkest steps stay visible on the dark paper', async () => {
    const outlined = () => [...container.querySelectorAll('[data-part="cells"]')].filter((path) => path.getAttribute('stroke') !== null).length;
    await render({ chartProps: props(), colorMode: 'dark' });
    const valued = [...container.querySelectorAll('[data-part="cells"]')].filter((path) => !path.getAttribute('data-color')!.startsWith('rgba(200, 220, 235, 0.08)'));
    expect(valued.length).toBeGreaterThan(0);
    expect(outlined()).toBe(valued.length);
    await act(async () => root!.unmount());
    await render({ chartProps: props() });
    expect(outlined()).toBe(0);
  });

  it('uses light text in dark mode and says "No data" without values', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect((container.querySelector('[data-part="cal-heatmap-chart"]') as HTMLElement).style.color).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    await render({ chartProps: props({}, response([])) });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });
});
