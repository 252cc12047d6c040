// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeFormData } from './form-data.schema.js';
import TreeChart from './TreeChart.js';
import { transformTreeProps, type TreeChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: TreeFormData = { datasource: '3__table', viz_type: 'tree_chart', id: 'id', parent: 'parent', name: 'name', metric: 'headcount', child_label_position: 'right' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['id', 'parent', 'name', 'headcount'],
      coltypes: [1, 1, 1, 0],
      data: [
        { id: '1', parent: null, name: 'CEO', headcount: 40 },
        { id: '2', parent: '1', name: 'CTO', headcount: 25 },
        { id: '3', parent: '1', name: 'CFO', headcount: 14 },
        { id: '4', parent: '2', name: 'Dev', headcount: 20 },
        { id: '5', parent: '2', name: 'Ops', headcount: 4 },
        { id: '6', parent: '3', name: 'Audit', headcount: 13 },
      ],
      rowcount: 6,
    },
  ],
};
const treeProps = (overrides: Partial<TreeFormData> = {}) => transformTreeProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<TreeChartProps>> & { chartProps: TreeChartProps };
const element = (props: Props) => <TreeChart width={600} height={400} formData={formData} colorMode="light" {...props} />;

async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
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

const nodes = () => [...container.querySelectorAll<SVGGElement>('[data-part="node"]')].map((n) => n.dataset.key);
const node = (id: string) => container.querySelector<SVGGElement>(`[data-part="node"][data-key="${id}"]`)!;
const labels = () => [...container.querySelectorAll('[data-part="node-label"]')].map((t) => t.textContent);

describe('TreeChart', () => {
  it('draws every node with its label and the links between them, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = treeProps();
    await render({ chartProps, onRendered });
    expect(nodes()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(container.querySelectorAll('[data-part="link"]')).toHaveLength(5);
    expect(labels().sort()).toEqual(['Audit', 'CEO', 'CFO', 'CTO', 'Dev', 'Ops']);
    // Empty circles in the colour of their branch.
    const cto = node('2').querySelector('path')!;
    expect(cto.getAttribute('stroke')).toBe(chartProps.root!.children[0]!.color);
    expect(cto.getAttribute('fill')).toBe('#ffffff');
    expect(onRendered).toHaveBeenCalled();
  });

  it('folds and unfolds a branch on click, drawing a folded node filled', async () => {
    await render({ chartProps: treeProps() });
    await fire(node('2'), 'click');
    expect(nodes()).toEqual(['1', '2', '3', '6']);
    expect(node('2').querySelector('path')!.getAttribute('fill')).not.toBe('#ffffff');
    await fire(node('2'), 'click');
    expect(nodes()).toHaveLength(6);
  });

  it('shows the path and value of the hovered node and lights its descendants', async () => {
    await render({ chartProps: treeProps() });
    await fire(node('2'), 'mousemove', { clientX: 100, clientY: 100 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('CEO ▸ CTOheadcount: 25');
    expect(node('4').getAttribute('opacity')).toBe('1');
    expect(node('6').getAttribute('opacity')).toBe('0.25');
  });

  it('draws a radial tree around the middle with the chosen shape', async () => {
    await render({ chartProps: treeProps({ layout: 'radial', symbol: 'rect' }) });
    expect(node('1').getAttribute('transform')).toBe('translate(300,200)');
    expect(node('4').querySelector('path')!.getAttribute('d')).toMatch(/^M-3\.5,-3\.5/);
  });

  it('zooms with the wheel when roaming, and stays put without', async () => {
    const wheel = async () => {
      const svg = container.querySelector('svg')!;
      // happy-dom's SVG points cannot be transformed; without them d3 reads the pointer from the box.
      Object.defineProperty(svg, 'createSVGPoint', { value: undefined, configurable: true });
      await act(async () => {
        svg.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, clientX: 300, clientY: 200 }));
      });
    };
    const scene = () => container.querySelector('svg > g')!.getAttribute('transform');
    await render({ chartProps: treeProps() });
    expect(scene()).toBe('translate(0,0) scale(1)');
    await wheel();
    expect(scene()).toMatch(/scale\((?!1\))/);
    await act(async () => root!.render(element({ chartProps: treeProps({ roam: false }) })));
    await wheel();
    expect(scene()).toBe('translate(0,0) scale(1)');
  });

  it('says "No data" without a tree, and writes light labels in dark mode', async () => {
    await render({ chartProps: treeProps({ root_node_id: 'nobody' }) });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    await act(async () => root!.render(element({ chartProps: treeProps(), colorMode: 'dark' })));
    expect(container.querySelector('[data-part="node-label"]')?.getAttribute('fill')).toBe('#e3e9ed');
  });
});
