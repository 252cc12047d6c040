// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParaFormData } from './form-data.schema.js';
import ParaChart, { CANVAS_SEGMENTS } from './ParaChart.js';
import { transformParaProps, type ParaChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: ParaFormData = { datasource: '3__table', viz_type: 'para', series: 'state', metrics: ['boys', 'girls'], number_format: ',d' };
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['state', 'boys', 'girls'],
      coltypes: [1, 0, 0],
      data: [
        { state: 'CA', boys: 100, girls: 90 },
        { state: 'TX', boys: 60, girls: 70 },
        { state: 'NY', boys: 10, girls: 20 },
      ],
      rowcount: 3,
    },
  ],
};
const paraProps = (overrides: Partial<ParaFormData> = {}) => transformParaProps(response, { ...formData, ...overrides }, { verboseMap: { boys: 'Boys' } });

type Props = Partial<ChartRenderProps<ParaChartProps>> & { chartProps: ParaChartProps };
async function render(props: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ParaChart width={600} height={400} formData={formData} colorMode="light" {...props} />));
}
async function pointer(target: Element, type: string, clientY: number) {
  await act(async () => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientX: 0, clientY, pointerId: 1 }));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const lines = () => [...container.querySelectorAll<SVGPathElement>('[data-part="line"]')];
const kept = () => lines().filter((line) => line.dataset.kept === 'true');
const handle = (index: number) => container.querySelector(`[data-part="axis"][data-index="${index}"] [data-part="brush-handle"]`)!;

describe('ParaChart', () => {
  it('draws an axis per metric with its title and a line per row, and reports it rendered', async () => {
    const onRendered = vi.fn();
    const chartProps = paraProps();
    await render({ chartProps, onRendered });
    expect([...container.querySelectorAll('[data-part="axis-title"]')].map((t) => t.textContent)).toEqual(['BoysBoys', 'girlsgirls']);
    expect(lines()).toHaveLength(3);
    expect(lines().map((line) => line.getAttribute('stroke')).sort()).toEqual(chartProps.lines.map((line) => line.color).sort());
    expect(onRendered).toHaveBeenCalled();
  });

  it('keeps only the lines inside a brushed range, and a click on the axis clears it', async () => {
    await render({ chartProps: paraProps() });
    const plot = container.querySelector('[data-part="plot-overlay"]')!;
    const top = Number(plot.getAttribute('y'));
    const height = Number(plot.getAttribute('height'));
    // Brush the upper half of the first axis: CA (100) and TX (60) of a 0–100 scale… NY (10) falls out.
    await pointer(handle(0), 'pointerdown', top);
    await pointer(handle(0), 'pointermove', top + height * 0.5);
    await pointer(handle(0), 'pointerup', top + height * 0.5);
    expect(container.querySelector('[data-part="brush"]')).not.toBeNull();
    expect(kept()).toHaveLength(2);
    expect(lines().find((line) => line.dataset.kept === 'false')?.getAttribute('stroke-opacity')).toBe('0.08');
    await pointer(handle(0), 'pointerdown', top + 10);
    await pointer(handle(0), 'pointerup', top + 10);
    expect(container.querySelector('[data-part="brush"]')).toBeNull();
    expect(kept()).toHaveLength(3);
  });

  it('hides and shows a dimension value from the legend', async () => {
    await render({ chartProps: paraProps() });
    const entry = container.querySelector<HTMLButtonElement>('[data-part="legend-item"][data-key="TX"]')!;
    await act(async () => entry.click());
    expect(lines()).toHaveLength(2);
    expect(entry.getAttribute('aria-pressed')).toBe('false');
    await act(async () => entry.click());
    expect(lines()).toHaveLength(3);
  });

  it('lists the kept rows in the data table and highlights the hovered one', async () => {
    await render({ chartProps: paraProps({ show_datatable: true }) });
    const rows = [...container.querySelectorAll<HTMLTableRowElement>('[data-part="table-row"]')];
    expect(rows.map((row) => row.textContent)).toEqual(['CA10090', 'TX6070', 'NY1020']);
    await act(async () => {
      rows[1]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(container.querySelector('[data-part="hovered-line"]')).not.toBeNull();
  });

  it('shows a gradient legend for a colour metric, and the dimension axis when asked', async () => {
    const chartProps = transformParaProps(
      { result: [{ colnames: ['state', 'boys', 'girls', 'total'], coltypes: [1, 0, 0, 0], data: [{ state: 'CA', boys: 1, girls: 2, total: 3 }, { state: 'TX', boys: 2, girls: 1, total: 9 }], rowcount: 2 }] },
      { ...formData, secondary_metric: 'total', include_series: true },
    );
    await render({ chartProps });
    expect(container.querySelector('[data-part="color-legend"]')?.textContent).toBe('total39');
    expect(container.querySelector('[data-part="axis"][data-index="0"][data-series="true"]')).not.toBeNull();
  });

  it('writes light text in dark mode', async () => {
    await render({ chartProps: paraProps(), colorMode: 'dark' });
    expect(container.querySelector('[data-part="axis-title"]')?.getAttribute('fill')).toBe('#e3e9ed');
  });

  it('draws many lines on a canvas', async () => {
    const data = Array.from({ length: CANVAS_SEGMENTS + 1 }, (_, i) => ({ state: `s${i}`, boys: i, girls: i % 17 }));
    const chartProps = transformParaProps({ result: [{ colnames: ['state', 'boys', 'girls'], coltypes: [1, 0, 0], data, rowcount: data.length }] }, formData);
    await render({ chartProps });
    expect(container.querySelector('canvas[data-part="lines-canvas"]')).not.toBeNull();
    expect(lines()).toHaveLength(0);
  });

  it('says "No data" without rows', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: transformParaProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, formData), onRendered });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    expect(onRendered).toHaveBeenCalled();
  });
});
