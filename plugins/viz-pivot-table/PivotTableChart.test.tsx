// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PivotTableFormData } from './form-data.schema.js';
import PivotTableChart from './PivotTableChart.js';
import { transformProps, type PivotTableChartProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RESPONSE: ChartDataResponse = {
  result: [
    {
      colnames: ['region', 'country', 'year', 'sales', 'orders'],
      coltypes: [1, 1, 0, 0, 0],
      data: [
        { region: 'EU', country: 'FR', year: 2023, sales: 10, orders: 1 },
        { region: 'EU', country: 'FR', year: 2024, sales: 20, orders: 2 },
        { region: 'EU', country: 'DE', year: 2023, sales: 5, orders: 1 },
        { region: 'US', country: 'US', year: 2024, sales: 40, orders: 4 },
        { region: null, country: 'XX', year: 2023, sales: 1, orders: 3 },
      ],
      rowcount: 5,
    },
  ],
};

const FORM_DATA: PivotTableFormData = {
  datasource: '1__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region', 'country'],
  groupbyColumns: ['year'],
  metrics: ['sales', 'orders'],
  rowTotals: true,
  colTotals: true,
  rowSubTotals: true,
  valueFormat: ',.1f',
};

let root: Root | undefined;
let host: HTMLDivElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

function render(overrides: Partial<ChartRenderProps<PivotTableChartProps>> = {}, formData: PivotTableFormData = FORM_DATA) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const props: ChartRenderProps<PivotTableChartProps> = {
    width: 640,
    height: 320,
    chartProps: transformProps(RESPONSE, formData),
    formData,
    colorMode: 'light',
    ...overrides,
  };
  act(() => root!.render(<PivotTableChart {...props} />));
  const rerender = (next: Partial<ChartRenderProps<PivotTableChartProps>>) => act(() => root!.render(<PivotTableChart {...props} {...next} />));
  return { host, rerender };
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
const headRows = (scope: Element) => [...scope.querySelectorAll('thead tr')];
const bodyRows = (scope: Element) => [...scope.querySelectorAll('tbody tr')];
const cells = (row: Element | undefined, selector = 'th') => [...(row?.querySelectorAll<HTMLTableCellElement>(selector) ?? [])];
const headerNamed = (scope: Element, label: string) =>
  [...scope.querySelectorAll('th')].find((cell) => cell.getAttribute('title') === label) as HTMLTableCellElement;

describe('PivotTableChart', () => {
  it('draws multi-level column headers with their spans', () => {
    const { host } = render();
    const [metrics, years, names] = headRows(host);
    expect(cells(metrics).map((cell) => [text(cell), cell.colSpan])).toEqual([
      ['Metric', 2],
      ['sales', 3],
      ['orders', 3],
    ]);
    expect(cells(years).map(text)).toEqual(['year', '2023', '2024', 'Total (Sum)', '2023', '2024', 'Total (Sum)']);
    expect(cells(names).map(text).slice(0, 2)).toEqual(['region', 'country']);
  });

  it('reads verbose names in the corner headers and the metric headers', () => {
    const verboseMap = { region: 'Sales region', country: 'Country', year: 'Year', sales: 'Sales (EUR)' };
    const { host } = render({ chartProps: transformProps(RESPONSE, FORM_DATA, { verboseMap }) });
    const [metrics, years, names] = headRows(host);
    expect(cells(metrics).map(text)).toEqual(['Metric', 'Sales (EUR)', 'orders']);
    expect(text(cells(years)[0])).toBe('Year');
    expect(cells(names).map(text).slice(0, 2)).toEqual(['Sales region', 'Country']);
  });

  it('draws row headers with rowspans, subtotals and a total spanning the row levels', () => {
    const { host } = render();
    const rows = bodyRows(host);
    expect(rows).toHaveLength(8);
    const eu = cells(rows[0])[0] as HTMLTableCellElement;
    expect(text(eu)).toContain('EU');
    expect(eu.rowSpan).toBe(3);
    expect(cells(rows[0]).map((cell) => cell.getAttribute('title'))).toEqual(['EU', 'DE']);
    expect(cells(rows[2]).map(text)).toEqual(['Subtotal']);
    const total = cells(rows[7])[0] as HTMLTableCellElement;
    expect(text(total)).toBe('Total (Sum)');
    expect(total.colSpan).toBe(2);
  });

  it('formats values and shows totals in bold', () => {
    const { host } = render();
    const rows = bodyRows(host);
    expect(cells(rows[0], 'td').map(text)).toEqual(['5.0', '', '5.0', '1.0', '', '1.0']);
    const totalCells = cells(rows[7], 'td') as HTMLTableCellElement[];
    expect(totalCells.map(text)).toEqual(['16.0', '60.0', '76.0', '5.0', '6.0', '11.0']);
    expect(totalCells.every((cell) => cell.style.fontWeight === '700')).toBe(true);
    expect((cells(rows[0], 'td')[0] as HTMLTableCellElement).style.fontWeight).toBe('400');
    expect((cells(rows[0], 'td')[2] as HTMLTableCellElement).style.fontWeight).toBe('700');
  });

  it('calls onRendered once drawn, and fills its box with scrolling', () => {
    const onRendered = vi.fn();
    const { host } = render({ onRendered });
    expect(onRendered).toHaveBeenCalled();
    const box = host.firstElementChild as HTMLDivElement;
    expect(box.style.width).toBe('640px');
    expect(box.style.height).toBe('320px');
    expect(box.style.overflow).toBe('auto');
  });

  it('cross-filters on a row header and its parents, and clears on a second click', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const { host, rerender } = render({ setDataMask });
    act(() => headerNamed(host, 'DE').click());
    const mask = setDataMask.mock.calls[0]?.[0];
    expect(mask?.extraFormData?.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EU'] },
      { col: 'country', op: 'IN', val: ['DE'] },
    ]);
    expect(mask?.filterState).toMatchObject({ value: ['EU', 'DE'], label: 'EU - DE' });

    rerender({ setDataMask, filterState: mask?.filterState });
    expect(headerNamed(host, 'DE').dataset.selected).toBe('true');
    expect(headerNamed(host, 'EU').dataset.selected).toBeUndefined();
    act(() => headerNamed(host, 'DE').click());
    expect(setDataMask.mock.calls[1]?.[0]).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('cross-filters on column headers and on NULL keys', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const { host } = render({ setDataMask });
    const year2024 = [...host.querySelectorAll('thead th')].find((cell) => text(cell) === '2024') as HTMLElement;
    act(() => year2024.click());
    expect(setDataMask.mock.calls[0]?.[0].extraFormData?.filters).toEqual([{ col: 'year', op: 'IN', val: [2024] }]);
    act(() => headerNamed(host, 'NULL').click());
    expect(setDataMask.mock.calls[1]?.[0].extraFormData?.filters).toEqual([{ col: 'region', op: 'IS NULL' }]);
  });

  it('reports the filters of a right-clicked value cell', () => {
    const onContextMenu = vi.fn();
    const { host } = render({ onContextMenu });
    const cell = cells(bodyRows(host)[0], 'td')[0] as HTMLElement;
    act(() => {
      cell.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 12, clientY: 34 }));
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 12,
      clientY: 34,
      filters: [
        { col: 'region', op: '==', val: 'EU' },
        { col: 'country', op: '==', val: 'DE' },
        { col: 'year', op: '==', val: 2023 },
      ],
    });
  });

  it('collapses a row group to its subtotal and expands it again', () => {
    const { host } = render();
    const toggle = host.querySelector('button[aria-label="Collapse EU"]') as HTMLButtonElement;
    act(() => toggle.click());
    const rows = bodyRows(host);
    expect(rows).toHaveLength(6);
    expect(cells(rows[0]).map((cell) => cell.getAttribute('title'))).toEqual(['EU', 'Subtotal']);
    expect(cells(rows[0], 'td').map(text)).toEqual(['15.0', '20.0', '35.0', '2.0', '2.0', '4.0']);
    act(() => (host.querySelector('button[aria-label="Expand EU"]') as HTMLButtonElement).click());
    expect(bodyRows(host)).toHaveLength(8);
  });

  it('uses light text in dark mode', () => {
    const { host } = render({ colorMode: 'dark' });
    const box = host.firstElementChild as HTMLDivElement;
    expect(box.style.color).toMatch(/#e4e7eb|rgb\(228, 231, 235\)/i);
  });

  it('says so when there are no results', () => {
    const onRendered = vi.fn();
    const formData = { ...FORM_DATA };
    const { host } = render({ onRendered, chartProps: transformProps({ result: [{ colnames: [], coltypes: [], data: [], rowcount: 0 }] }, formData) });
    expect(text(host)).toBe('No results');
    expect(onRendered).toHaveBeenCalled();
  });
});
