// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BulletChart from './BulletChart.js';
import type { BulletFormData } from './form-data.schema.js';
import { transformBulletProps, type BulletChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: BulletFormData = {
  datasource: '3__table',
  viz_type: 'bullet',
  metric: 'count',
  groupby: ['state'],
  ranges: '100,200,300',
  range_labels: 'Poor,Fair,Good',
  markers: '250',
  marker_labels: 'Last year',
  marker_lines: '280',
  marker_line_labels: 'Target',
  y_axis_format: ',d',
};
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'count'],
      coltypes: [1, 0],
      data: [
        { state: 'CA', count: 270 },
        { state: 'TX', count: 150 },
      ],
      rowcount: 2,
    },
  ],
};
const bulletProps = (overrides: Partial<BulletFormData> = {}) => transformBulletProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<BulletChartProps>> & { chartProps: BulletChartProps };
const element = (props: Props) => <BulletChart width={600} height={300} formData={formData} colorMode="light" {...props} />;

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

const all = (part: string) => [...container.querySelectorAll<SVGElement>(`[data-part="${part}"]`)];
const measure = (key: string) => container.querySelector<SVGRectElement>(`[data-part="measure"][data-key="${key}"]`)!;
const width = (el: Element) => Number(el.getAttribute('width'));
const texts = (part: string) => all(part).map((t) => t.textContent);
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');

describe('BulletChart', () => {
  it('draws a bullet per group: ranges, a measure bar, a marker and a line, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: bulletProps(), onRendered });
    expect(all('bullet').map((b) => b.dataset.key)).toEqual(['CA', 'TX']);
    expect(all('range')).toHaveLength(6);
    expect(all('marker')).toHaveLength(2);
    expect(all('marker-line')).toHaveLength(2);
    // On the shared scale, 270 of 300 is 1.8 times as long as 150.
    expect(width(measure('CA')) / width(measure('TX'))).toBeCloseTo(1.8);
    const [widest, , narrowest] = all('range').slice(0, 3);
    expect(width(widest!)).toBeCloseTo(3 * width(narrowest!));
    expect(texts('axis').join('')).toContain('300');
    expect(onRendered).toHaveBeenCalled();
  });

  it('writes the values and the names of ranges, markers and lines when asked', async () => {
    await render({ chartProps: bulletProps() });
    expect(all('value-label')).toHaveLength(0);
    expect(all('mark-label')).toHaveLength(0);
    await rerender({ chartProps: bulletProps({ show_labels: true }) });
    expect(texts('value-label')).toEqual(['270', '150']);
    expect(texts('mark-label')).toEqual(expect.arrayContaining(['Target', 'Poor', 'Fair']));
  });

  it('tells the group and its value, or the name and value of a range, on hover', async () => {
    await render({ chartProps: bulletProps() });
    await fire(measure('TX'), 'mousemove', { clientX: 100, clientY: 100 });
    expect(tooltip()?.textContent).toBe('TXcount: 150');
    await fire(all('range')[0]!, 'mousemove', { clientX: 100, clientY: 100 });
    expect(tooltip()?.textContent).toBe('Good300');
    await fire(all('marker')[0]!, 'mousemove', { clientX: 100, clientY: 100 });
    expect(tooltip()?.textContent).toBe('Last year250');
  });

  it('cross-filters on the clicked bar and clears the filter on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = bulletProps();
    await render({ chartProps, setDataMask });
    await fire(measure('TX'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['TX'] }] },
      filterState: { value: [['TX']], selectedValues: ['TX'], label: 'TX' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(container.querySelector('[data-part="bullet"][data-key="CA"]')!.getAttribute('opacity')).toBe('0.3');
    await fire(measure('TX'), 'click');
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked bar', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: bulletProps(), onContextMenu });
    await fire(measure('CA'), 'contextmenu', { clientX: 1, clientY: 2 });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 1, clientY: 2, filters: [{ col: 'state', op: '==', val: 'CA' }] });
  });

  it('hides and shows ranges, markers and lines from the legend', async () => {
    await render({ chartProps: bulletProps({ show_legend: true }) });
    const entry = (key: string) => container.querySelector<HTMLButtonElement>(`[data-part="legend-item"][data-key="${key}"]`)!;
    expect([...container.querySelectorAll('[data-part="legend-item"]')].map((e) => e.textContent)).toEqual(['count', 'Good', 'Fair', 'Poor', 'Last year', 'Target']);
    await fire(entry('line:0'), 'click');
    expect(all('marker-line')).toHaveLength(0);
    await fire(entry('range:0'), 'click');
    expect(all('range')).toHaveLength(4);
    await fire(entry('line:0'), 'click');
    expect(all('marker-line')).toHaveLength(2);
  });

  it('writes light text in dark mode, and says "No data" without bullets', async () => {
    await render({ chartProps: bulletProps(), colorMode: 'dark' });
    expect(all('bullet')[0]!.querySelector('text')!.getAttribute('fill')).toBe('#e3e9ed');
    await rerender({ chartProps: transformBulletProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData) });
    expect(texts('empty')).toEqual(['No data']);
  });
});
