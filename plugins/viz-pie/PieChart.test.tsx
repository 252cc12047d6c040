// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PieFormData } from './form-data.schema.js';
import PieChart from './PieChart.js';
import { transformPieProps, type PieChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: PieFormData = { datasource: '3__table', viz_type: 'pie', groupby: ['state'], metric: 'count', number_format: ',d', label_type: 'key_percent' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'count'],
      coltypes: [1, 0],
      data: [
        { state: 'CA', count: 500 },
        { state: 'TX', count: 300 },
        { state: 'NY', count: 190 },
        { state: 'VT', count: 10 },
      ],
      rowcount: 4,
    },
  ],
};
const pieProps = (overrides: Partial<PieFormData> = {}) => transformPieProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<PieChartProps>> & { chartProps: PieChartProps };
const element = (props: Props) => <PieChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

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

const slices = () => [...container.querySelectorAll<SVGPathElement>('[data-part="slice"]')];
const slice = (key: string) => container.querySelector<SVGPathElement>(`[data-part="slice"][data-key="${key}"]`)!;
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');
const texts = (part: string) => [...container.querySelectorAll(`[data-part="${part}"] text, text[data-part="${part}"]`)].map((t) => t.textContent);

describe('PieChart', () => {
  it('draws a slice per category in its colour and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = pieProps();
    await render({ chartProps, onRendered });
    expect(slices().map((s) => s.dataset.key)).toEqual(['CA', 'TX', 'NY', 'VT']);
    expect(slices().map((s) => s.getAttribute('fill'))).toEqual(chartProps.slices.map((s) => s.color));
    for (const path of slices()) expect(path.getAttribute('d')).toMatch(/^M.*A.*Z$/);
    expect(onRendered).toHaveBeenCalled();
  });

  it('labels slices outside with leader lines, skipping those under the threshold', async () => {
    await render({ chartProps: pieProps() });
    expect(texts('outside-label').sort()).toEqual(['CA: 50.0%', 'NY: 19.0%', 'TX: 30.0%']);
    expect(container.querySelectorAll('[data-part="outside-label"] polyline')).toHaveLength(3);
    await rerender({ chartProps: pieProps({ show_labels_threshold: 0.5, label_line: false }) });
    expect(texts('outside-label')).toContain('VT: 1.0%');
    expect(container.querySelectorAll('[data-part="outside-label"] polyline')).toHaveLength(0);
  });

  it('writes labels on the slices when asked, in a colour readable on each', async () => {
    await render({ chartProps: pieProps({ labels_outside: false, label_type: 'percent' }) });
    expect(texts('outside-label')).toEqual([]);
    expect(texts('inside-label')).toEqual(['50.0%', '30.0%', '19.0%']);
  });

  it('shows name, value and share of the hovered slice and highlights it', async () => {
    await render({ chartProps: pieProps() });
    await fire(slice('TX'), 'mousemove', { clientX: 120, clientY: 80 });
    expect(tooltip()?.textContent).toBe('TXcount: 30030.0%');
    expect(tooltip()!.style.left).toBe('134px');
    expect(slice('TX').getAttribute('fill-opacity')).toBe('1');
    expect(slice('CA').getAttribute('fill-opacity')).toBe('0.6');
    await fire(slice('TX'), 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it('keeps the tooltip inside the box near its right edge', async () => {
    await render({ chartProps: pieProps() });
    await fire(slice('CA'), 'mousemove', { clientX: 495, clientY: 395 });
    const box = tooltip()!;
    expect(parseFloat(box.style.left) + parseFloat(box.style.width)).toBeLessThanOrEqual(500);
    expect(parseFloat(box.style.left)).toBeLessThan(495);
  });

  it('cross-filters on the clicked slice and clears the filter on a second click', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = pieProps();
    await render({ chartProps, setDataMask });
    await fire(slice('TX'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['TX'] }] },
      filterState: { value: [['TX']], selectedValues: ['TX'], label: 'TX' },
    });

    // The host hands the filter state back: the selected slice stays bright, the others fade.
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(slice('TX').getAttribute('fill-opacity')).toBe('1');
    expect(slice('CA').getAttribute('fill-opacity')).toBe('0.3');

    await fire(slice('CA'), 'click', { ctrlKey: true });
    expect(masks[1]?.extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA', 'TX'] }] });
    await fire(slice('NY'), 'click');
    expect(masks[2]?.filterState?.selectedValues).toEqual(['NY']);
    await fire(slice('TX'), 'click');
    expect(masks[3]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked slice', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: pieProps(), onContextMenu });
    await fire(slice('NY'), 'contextmenu', { clientX: 10, clientY: 20 });
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 10, clientY: 20, filters: [{ col: 'state', op: '==', val: 'NY' }] });
  });

  it('hides and shows a slice from the legend, recomputing the shares', async () => {
    await render({ chartProps: pieProps() });
    const entry = () => container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="CA"]')!;
    expect(entry().getAttribute('aria-pressed')).toBe('true');
    await fire(entry(), 'click');
    expect(slices().map((s) => s.dataset.key)).toEqual(['TX', 'NY', 'VT']);
    expect(entry().getAttribute('aria-pressed')).toBe('false');
    expect(texts('outside-label').sort()).toEqual(['NY: 38.0%', 'TX: 60.0%']);
    await fire(entry(), 'click');
    expect(slices()).toHaveLength(4);
  });

  it('draws a donut with the total in its hole', async () => {
    await render({ chartProps: pieProps({ donut: true, inner_radius: 40, show_total: true }) });
    // A ring: each slice has an outer and an inner arc.
    expect(slice('CA').getAttribute('d')!.match(/A/g)!.length).toBeGreaterThanOrEqual(2);
    expect(texts('total')).toEqual(['Total', '1,000']);
  });

  it('writes the total above a full pie, and hides the legend when asked', async () => {
    await render({ chartProps: pieProps({ show_total: true, show_legend: false }) });
    expect(texts('total')).toEqual(['Total: 1,000']);
    expect(container.querySelector('[data-part="legend"]')).toBeNull();
  });

  it('writes light text in dark mode', async () => {
    await render({ chartProps: pieProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="outside-label"] text')?.getAttribute('fill')).toBe('#e3e9ed');
  });

  it('says "No data" without slices', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformPieProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(slices()).toHaveLength(0);
    expect(texts('empty')).toEqual(['No data']);
    expect(onRendered).toHaveBeenCalled();
  });
});
