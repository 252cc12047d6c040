// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeTableFormData } from './form-data.schema.js';
import TimeTableChart from './TimeTableChart.js';
import { transformTimeTableProps, type TimeTableChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement;

const year = (y: number) => Date.UTC(y, 0, 1);
const formData: TimeTableFormData = {
  datasource: '1__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  metrics: ['sum__num'],
  groupby: ['state'],
  url: 'javascript:alert(1)',
  column_collection: [
    { key: 's', label: 'Trend', colType: 'spark', showYAxis: true, sparkType: 'bar' },
    { key: 'd', label: 'Change', colType: 'time', timeLag: 1, comparisonType: 'diff', d3format: ',d', bounds: [0, null] },
  ],
};
const data: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'state', 'sum__num'],
      coltypes: [2, 1, 0],
      data: [
        { ds: year(2000), state: 'CA', sum__num: 10 },
        { ds: year(2001), state: 'CA', sum__num: 40 },
        { ds: year(2000), state: 'TX', sum__num: 30 },
        { ds: year(2001), state: 'TX', sum__num: 20 },
      ],
      rowcount: 4,
    },
  ],
};
const props = (overrides: Partial<TimeTableFormData> = {}) => transformTimeTableProps(data, { ...formData, ...overrides });

type Props = Partial<ChartRenderProps<TimeTableChartProps>> & { chartProps: TimeTableChartProps };
async function render(p: Props) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<TimeTableChart width={600} height={300} formData={formData} colorMode="light" {...p} />));
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

const names = () => [...container.querySelectorAll('[data-part="row-name"]')].map((td) => td.textContent);

describe('TimeTableChart', () => {
  it('draws a row per group with sparklines and coloured comparisons', async () => {
    const onRendered = vi.fn();
    await render({ chartProps: props(), onRendered });
    expect([...container.querySelectorAll('[data-part="header"]')].map((th) => th.textContent)).toEqual(['state', 'Trend', 'Change']);
    expect(names()).toEqual(['CA', 'TX']);
    expect(container.querySelectorAll('[data-part="sparkline"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-part="spark-bar"]')).toHaveLength(4);
    expect(container.querySelector('[data-part="spark-axis"]')?.textContent).toContain('40');
    const cells = [...container.querySelectorAll<HTMLTableCellElement>('[data-part="value"]')];
    expect(cells.map((td) => td.textContent)).toEqual(['30', '\u221210']);
    expect(cells[0]!.style.color).toBe('#0571b0');
    expect(cells[1]!.style.color).toBe('#ca0020');
    // The javascript: template is not turned into a link.
    expect(container.querySelector('a')).toBeNull();
    expect(onRendered).toHaveBeenCalled();
  });

  it('links row names with a safe url and sorts by a header click', async () => {
    await render({ chartProps: props({ url: 'https://example.com/{{ metric }}' }) });
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/CA');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const change = container.querySelectorAll('[data-part="header"]')[2]!;
    await fire(change, 'click');
    expect(names()).toEqual(['TX', 'CA']);
    await fire(change, 'click');
    expect(names()).toEqual(['CA', 'TX']);
  });

  it('shows the period and value of a sparkline under the pointer', async () => {
    await render({ chartProps: props({ column_collection: [{ key: 's', colType: 'spark', dateFormat: '%Y' }] }) });
    const spark = container.querySelector('[data-part="sparkline"]')!;
    await fire(spark, 'mousemove', { clientX: 1000, clientY: 5 });
    const tooltip = container.querySelector('[role="tooltip"]')!;
    expect(tooltip.textContent).toBe('200140');
  });

  it('says "No data" without rows and follows the colour mode', async () => {
    await render({ chartProps: transformTimeTableProps({ result: [] }, formData), colorMode: 'dark' });
    expect(container.querySelector('[data-part="empty"]')?.textContent).toBe('No data');
    const dark = container.querySelector<HTMLElement>('[data-part="time-table"]')!.style.color;
    await act(async () => root!.render(<TimeTableChart width={600} height={300} formData={formData} colorMode="light" chartProps={props()} />));
    expect(container.querySelector<HTMLElement>('[data-part="time-table"]')!.style.color).not.toBe(dark);
  });
});
