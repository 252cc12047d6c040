// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BubbleChart from './BubbleChart.js';
import type { BubbleFormData } from './form-data.schema.js';
import { transformBubbleProps, type BubbleChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: BubbleFormData = { datasource: '3__table', viz_type: 'bubble_v2', entity: 'name', series: 'gender', x: 'count', y: 'births', size: 'avg', y_axis_format: ',d', xAxisFormat: ',d' };
const rows = [
  { name: 'Aaron', gender: 'boy', count: 10, births: 500, avg: 50 },
  { name: 'Abby', gender: 'girl', count: 40, births: 100, avg: 10 },
  { name: 'Bea', gender: 'girl', count: 25, births: 300, avg: 30 },
];
const response = (data: Array<Record<string, unknown>> = rows): ChartDataResponse => ({ result: [{ colnames: ['name', 'gender', 'count', 'births', 'avg'], coltypes: [1, 1, 0, 0, 0], data, rowcount: data.length }] });
const props = (overrides: Partial<BubbleFormData> = {}, data = response()) => transformBubbleProps(data, { ...formData, ...overrides }, { verboseMap: { births: 'Births', count: 'Rows', avg: 'Average' } });

type Props = Partial<ChartRenderProps<BubbleChartProps>> & { chartProps: BubbleChartProps };
async function render(p: Props, width = 500, height = 360) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<BubbleChart width={width} height={height} formData={formData} colorMode="light" {...p} />));
}
async function rerender(p: Props) {
  await act(async () => root!.render(<BubbleChart width={500} height={360} formData={formData} colorMode="light" {...p} />));
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

const bubble = (entity: string) => container.querySelector<SVGCircleElement>(`[data-part="bubble"][data-entity="${entity}"]`)!;
const centre = (entity: string) => ({ clientX: Number(bubble(entity).getAttribute('cx')), clientY: Number(bubble(entity).getAttribute('cy')) });
const hitArea = () => container.querySelector('[data-part="hit-area"]')!;
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text`)].map((t) => t.textContent);

describe('BubbleChart', () => {
  it('places each bubble by its x and y values, sized by the third, largest drawn first', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect([...container.querySelectorAll('[data-part="bubble"]')].map((c) => c.getAttribute('data-entity'))).toEqual(['Aaron', 'Bea', 'Abby']);
    expect(Number(bubble('Aaron').getAttribute('cx'))).toBeLessThan(Number(bubble('Abby').getAttribute('cx')));
    expect(Number(bubble('Aaron').getAttribute('cy'))).toBeLessThan(Number(bubble('Abby').getAttribute('cy')));
    expect(Number(bubble('Aaron').getAttribute('r'))).toBe(27.5);
    expect(Number(bubble('Abby').getAttribute('r'))).toBe(2.5);
    expect(texts('y-axis')[0]).toBe('0');
    expect(onRendered).toHaveBeenCalled();
  });

  it('names the entity and its three values in the tooltip', async () => {
    await render({ chartProps: props() });
    await fire(hitArea(), 'mousemove', centre('Bea'));
    const tooltip = container.querySelector('[role="tooltip"]')!.textContent;
    expect(tooltip).toContain('Bea · girl');
    expect(tooltip).toContain('Rows:25');
    expect(tooltip).toContain('Births:300');
    expect(tooltip).toContain('Average:30');
  });

  it('cross-filters on the clicked entity, highlights it, and clears on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = props();
    await render({ chartProps, setDataMask });
    await fire(hitArea(), 'click', centre('Abby'));
    expect(masks[0]).toEqual({ extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Abby'] }] }, filterState: { value: ['Abby'], selectedValues: ['Abby'], label: 'Abby' } });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(Number(bubble('Aaron').getAttribute('fill-opacity'))).toBeLessThan(Number(bubble('Abby').getAttribute('fill-opacity')));
    await fire(hitArea(), 'click', centre('Abby'));
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the bubble’s entity and dimension filters', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: props(), onContextMenu });
    await fire(hitArea(), 'contextmenu', centre('Aaron'));
    expect(onContextMenu).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: [
          { col: 'name', op: '==', val: 'Aaron' },
          { col: 'gender', op: '==', val: 'boy' },
        ],
      }),
    );
  });

  it('hides a dimension value from the legend', async () => {
    await render({ chartProps: props() });
    await fire(container.querySelector('[data-part="legend-item"][data-key="girl"]')!, 'click');
    expect([...container.querySelectorAll('[data-part="bubble"]')].map((c) => c.getAttribute('data-entity'))).toEqual(['Aaron']);
  });

  it('spaces a logarithmic axis by powers and leaves out values it cannot place', async () => {
    const wide = response([...rows, { name: 'Zero', gender: 'boy', count: 0, births: 7, avg: 1 }, { name: 'Big', gender: 'boy', count: 10000, births: 9, avg: 1 }]);
    await render({ chartProps: props({ logXAxis: true }, wide) });
    expect(bubble('Zero')).toBeNull();
    expect(texts('x-axis')).toContain('100');
    const ticks = texts('x-axis').map((label) => Number(label!.replace(/,/g, '')));
    expect(ticks.every((t) => Math.log10(t) % 1 === 0)).toBe(true);
  });

  it('draws many bubbles on a canvas and still finds the one under the pointer', async () => {
    const many = response(Array.from({ length: 3000 }, (_, i) => ({ name: `n${i}`, gender: i % 2 ? 'boy' : 'girl', count: i, births: (i * 7) % 1000, avg: i % 10 })));
    const onRendered = vi.fn();
    await render({ chartProps: props({}, many), onRendered });
    expect(container.querySelectorAll('[data-part="bubble"]')).toHaveLength(0);
    expect(container.querySelector('[data-part="bubble-canvas"]')).not.toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('uses light text in dark mode and says "No data" without bubbles', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="y-axis"]')?.getAttribute('fill')).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    await render({ chartProps: props({}, response([])) });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });
});
