// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreemapFormData } from './form-data.schema.js';
import TreemapChart from './TreemapChart.js';
import { transformTreemapProps, type TreemapChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: TreemapFormData = { datasource: '3__table', viz_type: 'treemap_v2', groupby: ['state', 'gender'], metric: 'count', number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'count'],
      coltypes: [1, 1, 0],
      data: [
        { state: 'CA', gender: 'boy', count: 500 },
        { state: 'CA', gender: 'girl', count: 300 },
        { state: 'TX', gender: 'boy', count: 120 },
        { state: 'TX', gender: 'girl', count: 80 },
        { state: 'VT', gender: 'girl', count: 2 },
      ],
      rowcount: 5,
    },
  ],
};
const treemapProps = (overrides: Partial<TreemapFormData> = {}) => transformTreemapProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<TreemapChartProps>> & { chartProps: TreemapChartProps };
const element = (props: Props) => <TreemapChart width={600} height={400} formData={formData} colorMode="light" {...props} />;

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

const tiles = () => [...container.querySelectorAll<SVGGElement>('[data-part="tile"]')];
const tile = (key: string) => container.querySelector<SVGGElement>(`[data-part="tile"][data-key="${key}"]`)!;
const group = (key: string) => container.querySelector<SVGGElement>(`[data-part="group"][data-key="${key}"]`)!;
const box = (g: Element) => {
  const rect = g.querySelector('rect')!;
  const [x, y] = g.getAttribute('transform')!.match(/-?[\d.]+/g)!.map(Number);
  return { x: x!, y: y!, width: Number(rect.getAttribute('width')), height: Number(rect.getAttribute('height')) };
};

describe('TreemapChart', () => {
  it('draws a rectangle per leaf, sized by its value, inside its group, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: treemapProps(), onRendered });
    expect(tiles().map((t) => t.dataset.key)).toEqual(['CA,boy', 'CA,girl', 'TX,boy', 'TX,girl', 'VT,girl']);
    const area = (key: string) => box(tile(key)).width * box(tile(key)).height;
    expect(area('CA,boy')).toBeGreaterThan(area('CA,girl'));
    expect(area('CA,girl')).toBeGreaterThan(area('TX,boy'));
    const ca = box(group('CA'));
    for (const key of ['CA,boy', 'CA,girl']) {
      const leaf = box(tile(key));
      expect(leaf.x).toBeGreaterThanOrEqual(ca.x);
      expect(leaf.x + leaf.width).toBeLessThanOrEqual(ca.x + ca.width);
      expect(leaf.y).toBeGreaterThanOrEqual(ca.y + 20);
    }
    for (const t of tiles()) {
      const b = box(t);
      expect(b.x + b.width).toBeLessThanOrEqual(600);
      expect(b.y + b.height).toBeLessThanOrEqual(400);
    }
    expect(onRendered).toHaveBeenCalled();
  });

  it('labels groups in their header band and leaves with name and value, leaving out what does not fit', async () => {
    await render({ chartProps: treemapProps() });
    const header = group('CA').querySelector('[data-part="header-label"]');
    expect(header?.textContent).toBe('CA: 800');
    expect(tile('CA,boy').querySelector('[data-part="tile-label"]')?.textContent).toBe('boy500');
    // VT's 2 births leave a sliver too small for any text.
    expect(tile('VT,girl').querySelector('[data-part="tile-label"]')).toBeNull();
    await rerender({ chartProps: treemapProps({ show_labels: false, show_upper_labels: false }) });
    expect(container.querySelectorAll('[data-part="tile-label"], [data-part="header-label"]')).toHaveLength(0);
  });

  it('shows the path, value and shares of the hovered rectangle', async () => {
    await render({ chartProps: treemapProps() });
    await fire(tile('TX,girl'), 'mousemove', { clientX: 100, clientY: 80 });
    const tooltip = container.querySelector('[role="tooltip"]');
    expect(tooltip?.textContent).toBe('TX ▸ girlcount: 8040.0% of TX8.0% of the total');
    await fire(tile('TX,girl'), 'mouseout', { relatedTarget: container });
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('cross-filters on the clicked rectangle or group and fades the rest', async () => {
    const masks: DataMask[] = [];
    const setDataMask = vi.fn((mask: DataMask) => masks.push(mask));
    const chartProps = treemapProps();
    await render({ chartProps, setDataMask });
    await fire(tile('TX,boy'), 'click');
    expect(masks[0]).toEqual({
      extraFormData: {
        filters: [
          { col: 'state', op: 'IN', val: ['TX'] },
          { col: 'gender', op: 'IN', val: ['boy'] },
        ],
      },
      filterState: { value: [['TX', 'boy']], selectedValues: ['TX,boy'], label: 'TX › boy' },
    });
    await rerender({ chartProps, setDataMask, filterState: masks[0]!.filterState });
    const faded = (g: Element) => g.querySelector('rect')!.getAttribute('data-faded') === 'true';
    expect(faded(tile('TX,boy'))).toBe(false);
    expect(faded(tile('CA,boy'))).toBe(true);
    expect(faded(tile('TX,girl'))).toBe(true);
    // Faded rectangles are blended towards the paper, not see-through.
    expect(tile('CA,boy').querySelector('rect')!.getAttribute('fill')).not.toBe(chartProps.root.children[0]!.color);
    expect(tile('CA,boy').querySelector('rect')!.getAttribute('fill-opacity')).toBeNull();

    await fire(tile('TX,boy'), 'click');
    expect(masks[1]).toEqual({ extraFormData: {}, filterState: { value: null } });
    await fire(group('CA'), 'click');
    expect(masks[2]?.extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
  });

  it('opens the context menu with the filters of the right-clicked rectangle', async () => {
    const onContextMenu = vi.fn();
    await render({ chartProps: treemapProps(), onContextMenu });
    await fire(tile('CA,girl'), 'contextmenu', { clientX: 10, clientY: 20 });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 10,
      clientY: 20,
      filters: [
        { col: 'state', op: '==', val: 'CA' },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    });
  });

  it('writes dark text on light tiles and white on dark ones, in either colour mode', async () => {
    await render({ chartProps: treemapProps({ label_colors: { CA: '#ffffcc', TX: '#102030' } }), colorMode: 'dark' });
    expect(tile('CA,boy').querySelector('text')?.getAttribute('fill')).toBe('#17232d');
    expect(group('TX').querySelector('text')?.getAttribute('fill')).toBe('#ffffff');
    expect(tile('CA,boy').querySelector('rect')?.getAttribute('stroke')).toBe('#151d24');
  });

  it('says "No data" without rows and draws nothing in a box too small to hold it', async () => {
    const onRendered = vi.fn();
    const empty = transformTreemapProps({ result: [{ colnames: ['state', 'gender', 'count'], coltypes: [1, 1, 0], data: [], rowcount: 0 }] }, formData);
    await render({ chartProps: empty, onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
    await rerender({ chartProps: treemapProps(), width: 0, height: 0 });
    expect(tiles()).toHaveLength(0);
  });
});
