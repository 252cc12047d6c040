// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunnelFormData } from './form-data.schema.js';
import FunnelChart from './FunnelChart.js';
import { transformFunnelProps, type FunnelChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: FunnelFormData = { datasource: '3__table', viz_type: 'funnel', groupby: ['stage'], metric: 'count', number_format: ',d', label_type: 4 };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['stage', 'count'],
      coltypes: [1, 0],
      data: [
        { stage: 'Visit', count: 1000 },
        { stage: 'Sign up', count: 500 },
        { stage: 'Trial', count: 200 },
        { stage: 'Buy', count: 50 },
      ],
      rowcount: 4,
    },
  ],
};
const funnelProps = (overrides: Partial<FunnelFormData> = {}) => transformFunnelProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<FunnelChartProps>> & { chartProps: FunnelChartProps };
const element = (props: Props) => <FunnelChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

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

const steps = () => [...container.querySelectorAll<SVGPathElement>('[data-part="step"]')];
const step = (key: string) => container.querySelector<SVGPathElement>(`[data-part="step"][data-key="${key}"]`)!;
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text, text[data-part="${part}"]`)].map((t) => t.textContent);

describe('FunnelChart', () => {
  it('draws a narrowing step per category in its colour and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = funnelProps();
    await render({ chartProps, onRendered });
    expect(steps().map((s) => s.dataset.key)).toEqual(['Visit', 'Sign up', 'Trial', 'Buy']);
    expect(steps().map((s) => s.getAttribute('fill'))).toEqual(chartProps.steps.map((s) => s.color));
    const topWidth = (path: SVGPathElement) => {
      const [x1, , x2] = path.getAttribute('d')!.match(/-?[\d.]+/g)!.map(Number);
      return x2! - x1!;
    };
    expect(topWidth(step('Visit'))).toBeGreaterThan(topWidth(step('Sign up')));
    expect(topWidth(step('Sign up'))).toBeCloseTo(topWidth(step('Visit')) / 2);
    expect(onRendered).toHaveBeenCalled();
  });

  it('labels the steps with the chosen contents, as a share of the first step by default', async () => {
    await render({ chartProps: funnelProps() });
    expect([...texts('inside-label'), ...texts('outside-label')].sort()).toEqual(['Buy: 5.00%', 'Sign up: 50.00%', 'Trial: 20.00%', 'Visit: 100.00%']);
    await rerender({ chartProps: funnelProps({ percent_calculation_type: 'prev_step', label_type: 2 }) });
    expect([...texts('inside-label'), ...texts('outside-label')]).toEqual(expect.arrayContaining(['100.00%', '50.00%', '40.00%', '25.00%']));
    await rerender({ chartProps: funnelProps({ show_labels: false }) });
    expect([...texts('inside-label'), ...texts('outside-label')]).toEqual([]);
  });

  it('shows the name, value and percentage of the hovered step, and highlights it', async () => {
    await render({ chartProps: funnelProps() });
    await fire(step('Trial'), 'mousemove', { clientX: 120, clientY: 80 });
    expect(tooltip()?.textContent).toBe('Trialcount: 20020.00%');
    expect(step('Visit').getAttribute('fill-opacity')).toBe('0.6');
    expect(step('Trial').getAttribute('fill-opacity')).toBe('1');
    await fire(step('Trial'), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
    await rerender({ chartProps: funnelProps({ show_tooltip_labels: false }) });
    await fire(step('Trial'), 'mousemove', { clientX: 120, clientY: 80 });
    expect(tooltip()).toBeNull();
  });

  it('cross-filters on the clicked step and clears the filter on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = funnelProps();
    await render({ chartProps, setDataMask });
    await fire(step('Trial'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'stage', op: 'IN', val: ['Trial'] }] },
      filterState: { value: [['Trial']], selectedValues: ['Trial'], label: 'Trial' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(step('Trial').getAttribute('fill-opacity')).toBe('1');
    expect(step('Visit').getAttribute('fill-opacity')).toBe('0.3');
    await fire(step('Buy'), 'click', { shiftKey: true });
    expect(masks[1]?.extraFormData).toEqual({ filters: [{ col: 'stage', op: 'IN', val: ['Trial', 'Buy'] }] });
    await fire(step('Trial'), 'click');
    expect(masks[2]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked step', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: funnelProps(), onContextMenu });
    await fire(step('Buy'), 'contextmenu', { clientX: 10, clientY: 20 });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 10, clientY: 20, filters: [{ col: 'stage', op: '==', val: 'Buy' }] });
  });

  it('hides and shows a step from the legend, recomputing the percentages', async () => {
    await render({ chartProps: funnelProps() });
    const entry = () => container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="Visit"]')!;
    await fire(entry(), 'click');
    expect(steps().map((s) => s.dataset.key)).toEqual(['Sign up', 'Trial', 'Buy']);
    expect(entry().getAttribute('aria-pressed')).toBe('false');
    expect([...texts('inside-label'), ...texts('outside-label')]).toContain('Trial: 40.00%');
    await fire(entry(), 'click');
    expect(steps()).toHaveLength(4);
  });

  it('writes light text in dark mode and leaves the legend out of a tiny tile', async () => {
    await render({ chartProps: funnelProps({ label_type: 0 }), colorMode: 'dark', width: 140, height: 90 });
    expect(container.querySelector('[data-part="legend"]')).toBeNull();
    const beside = container.querySelector('[data-part="outside-label"] text');
    if (beside) expect(beside.getAttribute('fill')).toBe('#e3e9ed');
    expect(steps()).toHaveLength(4);
  });

  it('says "No data" without steps', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformFunnelProps({ result: [{ colnames: ['stage', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(steps()).toHaveLength(0);
    expect(texts('empty')).toEqual(['No data']);
    expect(onRendered).toHaveBeenCalled();
  });
});
