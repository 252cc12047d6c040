// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GaugeFormData } from './form-data.schema.js';
import GaugeChart from './GaugeChart.js';
import { transformGaugeProps, type GaugeChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: GaugeFormData = { datasource: '3__table', viz_type: 'gauge_chart', groupby: ['gender'], metric: 'count', max_val: 100, animation: false, number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['gender', 'count'],
      coltypes: [1, 0],
      data: [
        { gender: 'boy', count: 75 },
        { gender: 'girl', count: 25 },
      ],
      rowcount: 2,
    },
  ],
};
const gaugeProps = (overrides: Partial<GaugeFormData> = {}) => transformGaugeProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<GaugeChartProps>> & { chartProps: GaugeChartProps };
const element = (props: Props) => <GaugeChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

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
const one = (part: string, key: string) => container.querySelector<SVGElement>(`[data-part="${part}"][data-key="${key}"]`)!;
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
/** The end point of a needle, relative to the dial's centre. */
const needleTip = (key: string) => one('pointer', key).getAttribute('d')!.match(/^M(-?[\d.e-]+),(-?[\d.e-]+)/)!.slice(1).map(Number) as [number, number];

describe('GaugeChart', () => {
  it('draws a track, a progress bar and a needle per group, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = gaugeProps();
    await render({ chartProps, onRendered });
    expect(all('track')).toHaveLength(1);
    expect(all('progress').map((p) => p.dataset.key).sort()).toEqual(['boy', 'girl']);
    expect(all('pointer').map((p) => p.getAttribute('fill'))).toEqual(chartProps.series.map((s) => s.color));
    expect(onRendered).toHaveBeenCalled();
  });

  it('points each needle at its value: 75 of 100 right of the top, 25 left of it', async () => {
    await render({ chartProps: gaugeProps() });
    const [boyX, boyY] = needleTip('boy');
    const [girlX, girlY] = needleTip('girl');
    // With the dial from 225° to -45°, 50% is straight up; 75% and 25% are 67.5° either side.
    expect(boyX).toBeGreaterThan(0);
    expect(girlX).toBeLessThan(0);
    expect(boyX).toBeCloseTo(-girlX, 3);
    expect(boyY).toBeCloseTo(girlY, 3);
  });

  it('writes the values and names under the hub and the axis labels around the dial', async () => {
    await render({ chartProps: gaugeProps({ value_formatter: '{value} kids' }) });
    expect(all('value').map((g) => g.textContent)).toEqual(['75 kidsboy', '25 kidsgirl']);
    const labels = all('axis-label').map((t) => t.textContent);
    expect(labels[0]).toBe('0');
    expect(labels).toContain('100');
  });

  it('colours the intervals on the track', async () => {
    const chartProps = gaugeProps({ intervals: '50,100', interval_color_indices: '3,4' });
    await render({ chartProps });
    expect(all('interval').map((p) => p.getAttribute('fill'))).toEqual(chartProps.intervals.map((i) => i.color));
  });

  it('shows the group and its value on hover, and fades the others', async () => {
    await render({ chartProps: gaugeProps() });
    await fire(one('progress', 'girl'), 'mousemove', { clientX: 100, clientY: 100 });
    expect(tooltip()?.textContent).toBe('girlcount: 25');
    expect(one('pointer', 'boy').getAttribute('fill-opacity')).toBe('0.55');
    await fire(one('progress', 'girl'), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it('cross-filters on the clicked group and clears the filter on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = gaugeProps();
    await render({ chartProps, setDataMask });
    await fire(one('pointer', 'boy'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
      filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(one('progress', 'girl').getAttribute('fill-opacity')).toBe('0.25');
    await fire(one('value', 'boy'), 'click');
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked group', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: gaugeProps(), onContextMenu });
    await fire(one('progress', 'boy'), 'contextmenu', { clientX: 3, clientY: 4 });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 3, clientY: 4, filters: [{ col: 'gender', op: '==', val: 'boy' }] });
  });

  it('leaves out what is turned off: progress, needles, and adds split lines and ticks when asked', async () => {
    await render({ chartProps: gaugeProps({ show_progress: false, show_pointer: false }) });
    expect(all('progress')).toHaveLength(0);
    expect(all('pointer')).toHaveLength(0);
    await rerender({ chartProps: gaugeProps({ show_split_line: true, show_axis_tick: true, split_number: 4 }) });
    expect(all('split-line')).toHaveLength(5);
    expect(all('axis-tick')).toHaveLength(16);
  });

  it('sweeps the needles to their values when animated', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      await render({ chartProps: gaugeProps({ animation: true }) });
      const start = needleTip('boy');
      await act(async () => vi.advanceTimersByTime(1000));
      const end = needleTip('boy');
      expect(end[0]).toBeGreaterThan(start[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes light text in dark mode, fits a tiny tile, and says "No data" without values', async () => {
    await render({ chartProps: gaugeProps(), colorMode: 'dark' });
    expect(all('value')[0]?.querySelector('text')?.getAttribute('fill')).toBe('#e3e9ed');
    expect(all('axis-label')[0]?.getAttribute('fill')).toBe('#9babb6');
    await rerender({ chartProps: gaugeProps(), width: 120, height: 90 });
    expect(all('value').length).toBeGreaterThan(0);
    expect(all('axis-label')).toHaveLength(0);
    await rerender({ chartProps: transformGaugeProps({ result: [{ colnames: ['gender', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData) });
    expect(all('empty').map((t) => t.textContent)).toEqual(['No data']);
  });
});
