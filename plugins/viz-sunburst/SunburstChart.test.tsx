// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SunburstFormData } from './form-data.schema.js';
import SunburstChart from './SunburstChart.js';
import { transformSunburstProps, type SunburstChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: SunburstFormData = { datasource: '3__table', viz_type: 'sunburst_v2', columns: ['state', 'gender'], metric: 'count', number_format: ',d', show_labels: true };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'count', 'boys'],
      coltypes: [1, 1, 0, 0],
      data: [
        { state: 'CA', gender: 'boy', count: 500, boys: 500 },
        { state: 'CA', gender: 'girl', count: 300, boys: 0 },
        { state: 'TX', gender: 'boy', count: 150, boys: 150 },
        { state: 'TX', gender: 'girl', count: 48, boys: 0 },
        { state: 'VT', gender: 'girl', count: 2, boys: 0 },
      ],
      rowcount: 5,
    },
  ],
};
const sunburstProps = (overrides: Partial<SunburstFormData> = {}) => transformSunburstProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<SunburstChartProps>> & { chartProps: SunburstChartProps };
const element = (props: Props) => <SunburstChart width={500} height={400} formData={formData} colorMode="light" {...props} />;

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

const arcs = () => [...container.querySelectorAll<SVGGElement>('[data-part="arc"]')];
const arcPath = (key: string) => container.querySelector<SVGPathElement>(`[data-part="arc"][data-key="${key}"] path`)!;
const labels = () => [...container.querySelectorAll('[data-part="arc-label"]')].map((t) => t.textContent);

describe('SunburstChart', () => {
  it('draws an arc per node, inner ring first, in its category colour, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = sunburstProps();
    await render({ chartProps, onRendered });
    expect(arcs().map((a) => a.dataset.key)).toEqual(['CA', 'TX', 'VT', 'CA,boy', 'CA,girl', 'TX,boy', 'TX,girl', 'VT,girl']);
    expect(arcPath('CA').getAttribute('fill')).toBe(chartProps.root.children[0]!.color);
    for (const arc of arcs()) expect(arc.querySelector('path')!.getAttribute('d')).toMatch(/^M.*A.*Z$/);
    expect(onRendered).toHaveBeenCalled();
  });

  it('labels arcs over the threshold only', async () => {
    await render({ chartProps: sunburstProps() });
    expect(labels()).toEqual(expect.arrayContaining(['CA', 'TX', 'boy', 'girl']));
    // VT holds 0.2% of the total: under the 5% threshold.
    expect(container.querySelector('[data-part="arc"][data-key="VT"] [data-part="arc-label"]')).toBeNull();
    await rerender({ chartProps: sunburstProps({ show_labels: false }) });
    expect(labels()).toEqual([]);
  });

  it('shows the shares and value of the hovered arc and lights its ancestors', async () => {
    await render({ chartProps: sunburstProps() });
    await fire(arcPath('TX,girl'), 'mousemove', { clientX: 100, clientY: 80 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('TX ▸ girl4.8% of the total24.2% of TXcount: 48');
    expect(arcPath('TX,girl').getAttribute('fill-opacity')).toBe('1');
    expect(arcPath('TX').getAttribute('fill-opacity')).toBe('1');
    expect(arcPath('CA').getAttribute('fill-opacity')).toBe('0.35');
  });

  it('cross-filters on the clicked arc’s path and fades what is outside it', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = sunburstProps();
    await render({ chartProps, setDataMask });
    await fire(arcPath('CA'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
      filterState: { value: [['CA']], selectedValues: ['CA'], label: 'CA' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    expect(arcPath('CA,girl').getAttribute('fill-opacity')).toBe('1');
    expect(arcPath('TX').getAttribute('fill-opacity')).toBe('0.3');
    await fire(arcPath('CA'), 'click');
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the filters of the right-clicked arc', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: sunburstProps(), onContextMenu });
    await fire(arcPath('TX,boy'), 'contextmenu', { clientX: 3, clientY: 4 });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 3,
      clientY: 4,
      filters: [
        { col: 'state', op: '==', val: 'TX' },
        { col: 'gender', op: '==', val: 'boy' },
      ],
    });
  });

  it('colours by the ratio of the secondary metric on the linear scheme', async () => {
    await render({ chartProps: sunburstProps({ secondary_metric: 'boys', linear_color_scheme: 'black_white' }) });
    // Boys over births: 1 for the boys' arcs (white, the top of the scheme), 0 for the girls' (black).
    expect(arcPath('CA,boy').getAttribute('fill')).toBe('#ffffff');
    expect(arcPath('CA,girl').getAttribute('fill')).toBe('#000000');
  });

  it('writes the total in the hole, and light text in dark mode', async () => {
    await render({ chartProps: sunburstProps({ show_total: true }), colorMode: 'dark' });
    const total = [...container.querySelectorAll('[data-part="total"] text')];
    expect(total.map((t) => t.textContent)).toEqual(['Total', '1,000']);
    expect(total[1]!.getAttribute('fill')).toBe('#e3e9ed');
    expect(arcPath('CA').getAttribute('stroke')).toBe('#151d24');
  });

  it('says "No data" without rows', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformSunburstProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(arcs()).toHaveLength(0);
    expect(onRendered).toHaveBeenCalled();
  });
});
