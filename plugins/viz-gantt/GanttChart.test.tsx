// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GanttFormData } from './form-data.schema.js';
import GanttChart from './GanttChart.js';
import { transformGanttProps, type GanttChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const day = (d: number) => Date.UTC(2024, 0, d);
const formData: GanttFormData = { datasource: '1__table', viz_type: 'gantt_chart', start_time: 'start', end_time: 'finish', y_axis: 'task', series: 'team', tooltip_time_format: '%Y-%m-%d' };
const rows = [
  { start: day(1), finish: day(5), task: 'Design', team: 'UX' },
  { start: day(4), finish: day(10), task: 'Build', team: 'Dev' },
  { start: day(8), finish: day(12), task: 'Test', team: 'QA' },
];
const response = (data: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames: ['start', 'finish', 'task', 'team'], coltypes: [2, 2, 1, 1], data, rowcount: data.length }] });
const props = (data = rows, overrides: Partial<GanttFormData> = {}) => transformGanttProps(response(data), { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<GanttChartProps>> & { chartProps: GanttChartProps };
async function render(p: Props, width = 600, height = 320) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<GanttChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
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

describe('GanttChart', () => {
  it('draws a bar per span on its row, in time order along the axis', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    const [design, build, test] = bars();
    expect(bars()).toHaveLength(3);
    expect(num(design!, 'y')).toBeLessThan(num(build!, 'y'));
    expect(num(build!, 'y')).toBeLessThan(num(test!, 'y'));
    expect(num(design!, 'x')).toBeLessThan(num(build!, 'x'));
    // Build lasts 6 days, Design 4.
    expect(num(build!, 'width') / num(design!, 'width')).toBeCloseTo(6 / 4, 1);
    expect(design!.getAttribute('fill')).not.toBe(build!.getAttribute('fill'));
    expect([...container.querySelectorAll('[data-part="y-axis"] text')].map((t) => t.textContent)).toEqual(['Design', 'Build', 'Test']);
    expect(container.querySelectorAll('[data-part="x-axis"] text').length).toBeGreaterThan(1);
    expect(onRendered).toHaveBeenCalled();
  });

  it('hides a series from a legend click and shows a tooltip on hover', async () => {
    await render({ chartProps: props() });
    const items = [...container.querySelectorAll('[data-part="legend-item"]')];
    expect(items.map((item) => item.textContent)).toEqual(['UX', 'Dev', 'QA']);
    await fire(items[1]!, 'click');
    expect(bars()).toHaveLength(2);
    await fire(items[1]!, 'click');
    const build = bars()[1]!;
    await fire(container.querySelector('svg')!, 'mousemove', { clientX: num(build, 'x') + 2, clientY: num(build, 'y') + 2 });
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toContain('Build');
    expect(tooltip.textContent).toContain('team:Dev');
    expect(tooltip.textContent).toContain('Start:2024-01-04');
    expect(tooltip.textContent).toContain('End:2024-01-10');
  });

  it('draws many bars on a canvas', async () => {
    const many = Array.from({ length: 2100 }, (_, i) => ({ start: day(1) + i * 1000, finish: day(1) + i * 1000 + 500, task: `T${i % 50}`, team: 'A' }));
    await render({ chartProps: props(many) });
    expect(container.querySelector('[data-part="bar-canvas"]')).not.toBeNull();
    expect(bars()).toHaveLength(0);
  });

  it('says "No data" when empty and draws nothing on a tiny tile', async () => {
    await render({ chartProps: props([]), colorMode: 'dark' });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    await act(async () => root!.render(<GanttChart width={20} height={10} formData={formData} colorMode="light" chartProps={props()} />));
    expect(container.querySelector('[data-part="empty"]')).toBeNull();
    expect(bars()).toHaveLength(0);
  });
});
