// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartitionFormData } from './form-data.schema.js';
import PartitionChart from './PartitionChart.js';
import { transformPartitionProps, type PartitionChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: PartitionFormData = { datasource: '3__table', viz_type: 'partition', metrics: ['count'], groupby: ['state', 'gender'], number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'gender', 'count', 'boys'],
      coltypes: [1, 1, 0, 0],
      data: [
        { state: 'CA', gender: 'boy', count: 500, boys: 500 },
        { state: 'CA', gender: 'girl', count: 300, boys: 0 },
        { state: 'TX', gender: 'boy', count: 120, boys: 120 },
        { state: 'TX', gender: 'girl', count: 80, boys: 0 },
      ],
      rowcount: 4,
    },
  ],
};
const partitionProps = (overrides: Partial<PartitionFormData> = {}) => transformPartitionProps(response, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<PartitionChartProps>> & { chartProps: PartitionChartProps };
const element = (props: Props) => <PartitionChart width={600} height={400} formData={formData} colorMode="light" {...props} />;

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

const cell = (id: unknown[]) => container.querySelector<SVGGElement>(`[data-part="partition"][data-key='${JSON.stringify(id)}']`);
const rectOf = (id: unknown[]) => {
  const rect = cell(id)!.querySelector('rect')!;
  return { x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')), width: Number(rect.getAttribute('width')), height: Number(rect.getAttribute('height')) };
};
const labels = () => [...container.querySelectorAll('[data-part="partition-label"]')].map((t) => t.textContent);

describe('PartitionChart', () => {
  it('draws the metric column and its partitions left to right, heights by value, and reports it rendered', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: partitionProps(), onRendered });
    const metric = rectOf([0]);
    const ca = rectOf([0, 'CA']);
    const caBoy = rectOf([0, 'CA', 'boy']);
    expect(metric).toMatchObject({ x: 0, y: 0, width: 199, height: 399 });
    expect(ca.x).toBe(200);
    expect(caBoy.x).toBe(400);
    expect(ca.height + 1).toBeCloseTo(400 * 0.8);
    expect(caBoy.height + 1).toBeCloseTo(400 * 0.5);
    expect(labels()).toEqual(expect.arrayContaining(['count: 1,000', 'CA: 800', 'boy: 500']));
    expect(onRendered).toHaveBeenCalled();
  });

  it('zooms into a clicked partition, keeping a strip of its parent that zooms back out', async () => {
    await render({ chartProps: partitionProps() });
    await fire(cell([0, 'TX'])!, 'click');
    const tx = rectOf([0, 'TX']);
    expect(tx).toMatchObject({ x: 40, y: 0, height: 399 });
    expect(rectOf([0, 'TX', 'boy']).height + 1).toBeCloseTo(400 * 0.6);
    // CA lies outside the zoomed view.
    expect(cell([0, 'CA'])).toBeNull();
    await fire(cell([0])!, 'click');
    expect(rectOf([0, 'CA']).x).toBe(200);
  });

  it('lists the path in a rich tooltip, or just the partition', async () => {
    await render({ chartProps: partitionProps() });
    await fire(cell([0, 'CA', 'girl'])!, 'mousemove', { clientX: 500, clientY: 300 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('girlMetric: count: 1,000state: CA: 800gender: girl: 300');
    await act(async () => root!.render(element({ chartProps: partitionProps({ rich_tooltip: false }) })));
    await fire(cell([0, 'CA', 'girl'])!, 'mousemove', { clientX: 500, clientY: 300 });
    expect(container.querySelector('[role="tooltip"]')?.textContent).toBe('gendergirl: 300');
  });

  it('stacks one icicle per metric', async () => {
    await render({ chartProps: partitionProps({ metrics: ['count', 'boys'] }) });
    expect(container.querySelectorAll('[data-part="icicle"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-part="icicle"]')[1]!.getAttribute('y')).toBe('203');
  });

  it('hides labels of partitions too low for text', async () => {
    const skewed: ChartDataResponse = { result: [{ ...response.result[0]!, data: [{ state: 'CA', gender: 'boy', count: 10_000 }, { state: 'VT', gender: 'girl', count: 5 }] }] };
    await render({ chartProps: transformPartitionProps(skewed, { ...formData, partition_threshold: 0 }) });
    expect(cell([0, 'VT'])).not.toBeNull();
    expect(cell([0, 'VT'])!.querySelector('text')).toBeNull();
  });

  it('says "No data" without rows, and writes readable text in dark mode', async () => {
    await render({ chartProps: transformPartitionProps({ result: [{ colnames: ['state', 'count'], coltypes: [1, 0], data: [], rowcount: 0 }] }, { ...formData, groupby: [] }), colorMode: 'dark' });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(container.querySelector('[data-part="empty"]')?.getAttribute('fill')).toBe('#9babb6');
  });
});
