// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RadarFormData } from './form-data.schema.js';
import RadarChart from './RadarChart.js';
import { transformRadarProps, type RadarChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: RadarFormData = { datasource: '3__table', viz_type: 'radar', groupby: ['gender'], metrics: ['a', 'b', 'c', 'd'], number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', 'a', 'b', 'c', 'd'],
      coltypes: [1, 0, 0, 0, 0],
      data: [
        { gender: 'boy', a: 100, b: 100, c: 100, d: 100 },
        { gender: 'girl', a: 50, b: 50, c: 50, d: 50 },
      ],
      rowcount: 2,
    },
  ],
};
const radarProps = (overrides: Partial<RadarFormData> = {}) => transformRadarProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<RadarChartProps>> & { chartProps: RadarChartProps };
const element = (props: Props) => <RadarChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

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

const svg = () => container.querySelector('svg')!;
const seriesGroup = (key: string) => container.querySelector<SVGGElement>(`[data-part="series"][data-key="${key}"]`)!;
const points = (key: string) => [...seriesGroup(key).querySelectorAll('circle')].map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))] as const);
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"]`)].map((t) => t.textContent);
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');

describe('RadarChart', () => {
  it('draws the grid, an axis name per metric and a polygon per category, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: radarProps(), onRendered });
    expect(container.querySelectorAll('[data-part="grid"] path')).toHaveLength(5);
    expect(texts('axis-label')).toEqual(['a', 'b', 'c', 'd']);
    expect([...container.querySelectorAll('[data-part="series"]')].map((g) => g.getAttribute('data-key'))).toEqual(['boy', 'girl']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('puts each value on its axis at its share of the axis: half-way for half the maximum', async () => {
    await render({ chartProps: radarProps() });
    const [boyTop] = points('boy');
    const [girlTop, girlRight] = points('girl');
    const cx = boyTop![0];
    const boyRadius = Math.abs(boyTop![1] - Number(girlRight![1]));
    expect(girlTop![0]).toBeCloseTo(cx);
    // girl's first point is half-way between the centre and boy's.
    expect(Math.abs(girlTop![1] - girlRight![1])).toBeCloseTo(boyRadius / 2, 0);
  });

  it('labels the values where they do not overlap', async () => {
    await render({ chartProps: radarProps() });
    expect(texts('point-label')).toEqual(expect.arrayContaining(['100', '50']));
    await rerender({ chartProps: radarProps({ show_labels: false }) });
    expect(texts('point-label')).toEqual([]);
  });

  it("keeps value labels off the points of the other series", async () => {
    const close: ChartDataResponse = {
      result: [{ ...response.result![0]!, data: [{ gender: 'boy', a: 100, b: 100, c: 100, d: 100 }, { gender: 'girl', a: 93, b: 93, c: 93, d: 93 }] }],
    };
    await render({ chartProps: transformRadarProps(close, formData) });
    const markers = [...container.querySelectorAll('[data-part="point"]')].map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) }));
    const labels = [...container.querySelectorAll('[data-part="point-label"]')];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const x = Number(label.getAttribute('x'));
      const y = Number(label.getAttribute('y'));
      const size = Number(label.getAttribute('font-size'));
      const width = (label.textContent ?? '').length * size * 0.55;
      const anchor = label.getAttribute('text-anchor');
      const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
      const covered = markers.filter((m) => m.x + m.r > left && m.x - m.r < left + width && m.y + m.r > y - size / 2 && m.y - m.r < y + size / 2);
      expect({ label: label.textContent, covered }).toEqual({ label: label.textContent, covered: [] });
    }
  });

  it('shows every metric of the category nearest the pointer', async () => {
    await render({ chartProps: radarProps() });
    const [x, y] = points('girl')[1]!;
    await fire(svg(), 'mousemove', { clientX: x + 2, clientY: y + 1 });
    expect(tooltip()?.textContent).toBe('girla: 50b: 50c: 50d: 50');
    expect(seriesGroup('boy').getAttribute('opacity')).toBe('0.3');
    await fire(svg(), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it('cross-filters on the clicked category and clears the filter on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = radarProps();
    await render({ chartProps, setDataMask });
    const [x, y] = points('boy')[0]!;
    await fire(svg(), 'click', { clientX: x, clientY: y });
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
      filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(seriesGroup('girl').getAttribute('opacity')).toBe('0.3');
    await fire(svg(), 'click', { clientX: x, clientY: y });
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the category under the pointer', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: radarProps(), onContextMenu });
    const [x, y] = points('girl')[2]!;
    await fire(svg(), 'contextmenu', { clientX: x, clientY: y });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: x, clientY: y, filters: [{ col: 'gender', op: '==', val: 'girl' }] });
  });

  it('hides and shows a category from the legend, and draws circles when asked', async () => {
    await render({ chartProps: radarProps({ is_circle: true }) });
    expect(container.querySelector('[data-part="grid"] path')!.getAttribute('d')).toContain('a');
    const entry = () => container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="boy"]')!;
    await fire(entry(), 'click');
    expect(container.querySelector('[data-part="series"][data-key="boy"]')).toBeNull();
    await fire(entry(), 'click');
    expect(seriesGroup('boy')).not.toBeNull();
  });

  it('writes light text in dark mode, and says "No data" without categories', async () => {
    await render({ chartProps: radarProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="point-label"]')!.getAttribute('fill')).toBe('#e3e9ed');
    await rerender({ chartProps: transformRadarProps({ result: [{ colnames: ['gender', 'a'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData) });
    expect(texts('empty')).toEqual(['No data']);
  });
});
