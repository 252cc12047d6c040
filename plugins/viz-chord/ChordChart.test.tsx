// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChordChart, { CANVAS_RIBBONS } from './ChordChart.js';
import type { ChordFormData } from './form-data.schema.js';
import { transformChordProps, type ChordChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: ChordFormData = { datasource: '3__table', viz_type: 'chord', groupby: ['origin'], columns: ['destination'], metric: 'SUM(trips)', y_axis_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['origin', 'destination', 'SUM(trips)'],
      coltypes: [1, 1, 0],
      data: [
        { origin: 'Paris', destination: 'Lyon', 'SUM(trips)': 1200 },
        { origin: 'Lyon', destination: 'Paris', 'SUM(trips)': 800 },
        { origin: 'Paris', destination: 'Nice', 'SUM(trips)': 300 },
      ],
      rowcount: 3,
    },
  ],
};
const chordProps = () => transformChordProps(response, formData, { verboseMap: { 'SUM(trips)': 'Trips' } });

type Props = Partial<ChartRenderProps<ChordChartProps>> & { chartProps: ChordChartProps };
async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ChordChart width={500} height={400} formData={formData} colorMode="light" {...props} />));
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

const groups = () => [...container.querySelectorAll<SVGPathElement>('[data-part="group"]')];
const ribbons = () => [...container.querySelectorAll<SVGPathElement>('[data-part="ribbon"]')];
const tooltip = () => container.querySelector<HTMLElement>('[role="tooltip"]');

describe('ChordChart', () => {
  it('draws an arc per value in its colour, ribbons between them, labels, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = chordProps();
    await render({ chartProps, onRendered });
    expect(groups().map((g) => g.dataset.name)).toEqual(['Paris', 'Lyon', 'Nice']);
    expect(groups().map((g) => g.getAttribute('fill'))).toEqual(chartProps.nodes.map((n) => n.color));
    expect(ribbons().map((r) => `${r.dataset.source}>${r.dataset.target}`).sort()).toEqual(['Lyon>Paris', 'Paris>Lyon', 'Paris>Nice']);
    expect([...container.querySelectorAll('[data-part="label"]')].map((t) => t.textContent)).toEqual(['Paris', 'Lyon', 'Nice']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('tells the flow of a ribbon and the flow back', async () => {
    await render({ chartProps: chordProps() });
    const ribbon = ribbons().find((r) => r.dataset.source === 'Paris' && r.dataset.target === 'Lyon')!;
    await fire(ribbon, 'mousemove', { clientX: 200, clientY: 200 });
    expect(tooltip()?.textContent).toBe('TripsParis → Lyon: 1,200Lyon → Paris: 800');
  });

  it("tells an arc's totals and fades the ribbons it has no part in", async () => {
    await render({ chartProps: chordProps() });
    await fire(groups()[2]!, 'mousemove', { clientX: 10, clientY: 10 });
    expect(tooltip()?.textContent).toBe('NiceTrips in: 300');
    const opacities = ribbons().map((r) => [r.dataset.target === 'Nice' || r.dataset.source === 'Nice', r.getAttribute('fill-opacity')]);
    expect(opacities).toContainEqual([true, '0.85']);
    expect(opacities).toContainEqual([false, '0.08']);
    await fire(groups()[2]!, 'mouseout', { relatedTarget: container });
    expect(tooltip()).toBeNull();
  });

  it('writes light labels in dark mode', async () => {
    await render({ chartProps: chordProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="label"]')?.getAttribute('fill')).toBe('#e3e9ed');
  });

  it('draws many ribbons on a canvas', async () => {
    const n = 60;
    const data = [];
    for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) data.push({ origin: `o${i}`, destination: `o${j}`, 'SUM(trips)': 1 + ((i * j) % 5) });
    expect(data.length).toBeGreaterThan(CANVAS_RIBBONS);
    const chartProps = transformChordProps({ result: [{ colnames: ['origin', 'destination', 'SUM(trips)'], coltypes: [1, 1, 0], data, rowcount: data.length }] }, formData);
    await render({ chartProps });
    expect(container.querySelector('canvas[data-part="ribbons-canvas"]')).not.toBeNull();
    expect(ribbons()).toHaveLength(0);
    expect(groups()).toHaveLength(n);
  });

  it('says "No data" without flows', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformChordProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
