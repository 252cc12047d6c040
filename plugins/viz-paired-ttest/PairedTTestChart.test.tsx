// @vitest-environment happy-dom
import type { ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PairedTTestFormData } from './form-data.schema.js';
import PairedTTestChart from './PairedTTestChart.js';
import { transformPairedTTestProps, type PairedTTestChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const formData: PairedTTestFormData = { datasource: '3__table', viz_type: 'paired_ttest', granularity_sqla: 'ds', metrics: ['count'], groupby: ['drug'], pvalue_precision: 4, liftvalue_precision: 1 };
const drugs: Record<string, number[]> = {
  a: [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0],
  b: [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4],
  c: [0.8, -1.5, -0.3, -1.1, 0.0, 3.3, 3.8, 0.7, 0.1, 2.1],
};
const data = Object.entries(drugs).flatMap(([drug, values]) => values.map((count, i) => ({ __timestamp: Date.UTC(2000 + i, 0, 1), drug, count })));
const props = (overrides: Partial<PairedTTestFormData> = {}) =>
  transformPairedTTestProps({ result: [{ colnames: ['__timestamp', 'drug', 'count'], coltypes: [2, 1, 0], data, rowcount: data.length }] }, { ...formData, ...overrides }, { verboseMap: { count: 'Hours' } });

type Props = Partial<ChartRenderProps<PairedTTestChartProps>> & { chartProps: PairedTTestChartProps };
async function render(p: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<PairedTTestChart width={500} height={300} formData={formData} colorMode="light" {...p} />));
}
async function click(target: Element) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}
afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const cells = (part: string) => [...container.querySelectorAll(`[data-part="${part}"]`)].map((c) => c.textContent);

describe('PairedTTestChart', () => {
  it('tables each group against the first as the control, titled by the metric', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect(container.querySelector('h3')?.textContent).toBe('Hours');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['drug', 'p-value', 'Lift %', 'Significant']);
    // SciPy's ttest_rel gives p = 0.002833 (b against a) and 0.2229 (c against a).
    expect(cells('p-value')).toEqual(['control', '0.0028', '0.2229']);
    expect(cells('lift')).toEqual(['control', '210.7', '5.3']);
    expect(cells('significant')).toEqual(['control', 'true', 'false']);
    expect(onRendered).toHaveBeenCalled();
  });

  it('makes a clicked row the control and sorts by a clicked header', async () => {
    await render({ chartProps: props({ significance_level: 0.001 }) });
    await click(container.querySelectorAll('[data-part="ttest-row"]')[1]!);
    expect(container.querySelectorAll('[data-part="ttest-row"]')[1]!.getAttribute('data-control')).toBe('true');
    expect(cells('lift')[1]).toBe('control');
    expect(cells('significant')).toEqual(['false', 'control', 'false']);
    await click(container.querySelectorAll('[data-part="sort"]')[0]!);
    await click(container.querySelectorAll('[data-part="sort"]')[0]!);
    expect([...container.querySelectorAll('[data-part="ttest-row"] td:first-child')].map((td) => td.textContent)).toEqual(['c', 'b', 'a']);
  });

  it('uses light text in dark mode and says "No data" without tables', async () => {
    await render({ chartProps: props(), colorMode: 'dark' });
    expect((container.querySelector('[data-part="paired-ttest-chart"]') as HTMLElement).style.color).toBe('#e3e9ed');
    await act(async () => root!.unmount());
    await render({ chartProps: { ...props(), metrics: [] } });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
  });
});
