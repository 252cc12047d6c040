// @vitest-environment happy-dom
import type { ChartDataResponse, ChartRenderProps, DataMask } from '@core/plugin-api/index.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableChartProps } from './table-chart-props.js';
import type { TableFormData } from './table-form-data.js';
import TableChart from './TableChart.js';
import { transformTableProps } from './transform-props.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STATES = ['CA', 'NY', 'TX', 'WA', 'FL'];

function aggregateResponse(count: number, withTotals = false): ChartDataResponse {
  const data = Array.from({ length: count }, (_, i) => ({ state: `${STATES[i % STATES.length]}-${i}`, gender: i % 2 ? 'boy' : 'girl', count: (i * 37) % 1000, delta: i % 3 === 0 ? -i : i }));
  const result: ChartDataResponse['result'] = [{ colnames: ['state', 'gender', 'count', 'delta'], coltypes: [1, 1, 0, 0], data, rowcount: count }];
  if (withTotals) result.push({ colnames: ['count', 'delta'], coltypes: [0, 0], data: [{ count: 123456, delta: -7 }], rowcount: 1 });
  return { result };
}

const baseForm: TableFormData = { datasource: '3__table', viz_type: 'table', query_mode: 'aggregate', groupby: ['state', 'gender'], metrics: ['count', 'delta'] };

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

async function render(props: Partial<ChartRenderProps<TableChartProps>> & { chartProps: TableChartProps; formData: TableFormData }) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const full: ChartRenderProps<TableChartProps> = { width: 640, height: 400, colorMode: 'light', ...props };
  await act(async () => root!.render(<TableChart {...full} />));
  const rerender = async (next: Partial<ChartRenderProps<TableChartProps>>) => {
    Object.assign(full, next);
    await act(async () => root!.render(<TableChart {...full} />));
  };
  return { container, rerender };
}

const dataRows = (element: Element) => [...element.querySelectorAll('.tessera-table-row')];
const cellText = (row: Element, index: number) => row.querySelectorAll('[role="cell"]')[index]?.textContent;
const header = (element: Element, key: string) => element.querySelector<HTMLElement>(`[role="columnheader"][data-col="${key}"]`)!;
const cellOf = (element: Element, rowIndex: number, key: string) =>
  element.querySelector<HTMLElement>(`.tessera-table-row[data-row-index="${rowIndex}"] [data-col="${key}"]`)!;
const button = (element: Element, label: string) => element.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('TableChart', () => {
  it('renders the headers and only the rows in view of a large result, then reports it is rendered', async () => {
    const formData = baseForm;
    const onRendered = vi.fn();
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(100_000), formData), formData, onRendered });
    expect([...container.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent)).toEqual(['state', 'gender', 'count', 'delta']);
    const rows = dataRows(container);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(cellText(rows[0]!, 0)).toBe('CA-0');
    expect(cellText(rows[1]!, 2)).toBe('37');
    expect(onRendered).toHaveBeenCalledTimes(1);
    const box = container.querySelector<HTMLElement>('.tessera-table-chart')!;
    expect(getComputedStyle(box).width).toBe('640px');
    expect(getComputedStyle(box).height).toBe('400px');
  });

  it('sorts in the browser when a header is clicked: largest first, then smallest first', async () => {
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(50), baseForm), formData: baseForm });
    await act(async () => header(container, 'count').click());
    expect(header(container, 'count').getAttribute('aria-sort')).toBe('descending');
    const descending = dataRows(container).slice(0, 3).map((row) => Number(cellText(row, 2)));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(Math.max(...aggregateResponse(50).result[0]!.data.map((row) => row.count as number)));
    await act(async () => header(container, 'count').click());
    expect(Number(cellText(dataRows(container)[0]!, 2))).toBe(0);
  });

  it('asks the server for a sort and a page through the own state under server pagination', async () => {
    const formData: TableFormData = { ...baseForm, server_pagination: true, server_page_length: 10 };
    const page = aggregateResponse(10).result[0]!;
    const count = { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 95 }], rowcount: 1 };
    const chartProps = transformTableProps({ result: [page, count] }, formData);
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const { container } = await render({ chartProps, formData, setDataMask, ownState: { currentPage: 2, pageSize: 10 } });
    expect(container.textContent).toContain('Page 3 of 10');
    expect(container.textContent).toContain('21–30 of 95');
    await act(async () => header(container, 'count').click());
    expect(setDataMask).toHaveBeenLastCalledWith({ ownState: { currentPage: 0, pageSize: 10, sortBy: [{ id: 'count', desc: true }] } });
    await act(async () => button(container, 'Next page').click());
    expect(setDataMask).toHaveBeenLastCalledWith({ ownState: { currentPage: 3, pageSize: 10, sortBy: [] } });
    // Rows are not reordered locally: the server sorts.
    expect(cellText(dataRows(container)[0]!, 0)).toBe('CA-0');
  });

  it('pages in the browser with page_length', async () => {
    const formData: TableFormData = { ...baseForm, page_length: 10 };
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(35), formData), formData });
    expect(dataRows(container)).toHaveLength(10);
    expect(container.textContent).toContain('Page 1 of 4');
    await act(async () => button(container, 'Next page').click());
    expect(cellText(dataRows(container)[0]!, 0)).toBe('CA-10');
    const select = container.querySelector<HTMLSelectElement>('select[aria-label="Rows per page"]')!;
    await act(async () => {
      select.value = '20';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(container.textContent).toContain('Page 1 of 2');
    expect(dataRows(container)).toHaveLength(20);
  });

  it('follows a page length changed in the control panel', async () => {
    const formData: TableFormData = { ...baseForm, page_length: 10 };
    const { container, rerender } = await render({ chartProps: transformTableProps(aggregateResponse(35), formData), formData });
    expect(container.textContent).toContain('Page 1 of 4');
    const next: TableFormData = { ...baseForm, page_length: 0 };
    await rerender({ chartProps: transformTableProps(aggregateResponse(35), next), formData: next });
    expect(container.querySelector('[aria-label="Pagination"]')).toBeNull();
    expect(dataRows(container).length).toBeGreaterThan(10);
  });

  it('keeps only the rows matching the search', async () => {
    const formData: TableFormData = { ...baseForm, include_search: true };
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(40), formData), formData });
    const input = container.querySelector<HTMLInputElement>('input[aria-label="Search rows"]')!;
    await act(async () => typeInto(input, 'ny-'));
    const rows = dataRows(container);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => cellText(row, 0)!.startsWith('NY-'))).toBe(true);
    expect(container.textContent).toContain('8 of 40 rows');
  });

  it('cross-filters on a dimension cell, highlights it, and clears on a second click', async () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const { container, rerender } = await render({ chartProps: transformTableProps(aggregateResponse(20), baseForm), formData: baseForm, setDataMask });
    await act(async () => cellOf(container, 1, 'state').click());
    const mask = setDataMask.mock.lastCall![0];
    expect(mask.extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['NY-1'] }] });
    expect(mask.filterState?.value).toEqual(['NY-1']);
    // Metric cells do not filter.
    await act(async () => cellOf(container, 1, 'count').click());
    expect(setDataMask).toHaveBeenCalledTimes(1);

    await rerender({ filterState: mask.filterState });
    expect(cellOf(container, 1, 'state').style.fontWeight).toBe('600');
    expect(cellOf(container, 2, 'state').style.fontWeight).toBe('');
    await act(async () => cellOf(container, 1, 'state').click());
    expect(setDataMask).toHaveBeenLastCalledWith({ extraFormData: {}, filterState: { value: null } });
  });

  it('opens the context menu with the row’s dimension filters', async () => {
    const onContextMenu = vi.fn();
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(20), baseForm), formData: baseForm, onContextMenu });
    await act(async () => {
      cellOf(container, 3, 'count').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 40, clientY: 60 }));
    });
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 40,
      clientY: 60,
      filters: [
        { col: 'state', op: '==', val: 'WA-3' },
        { col: 'gender', op: '==', val: 'boy' },
      ],
    });
  });

  it('draws cell bars behind metrics, red for negatives, and a totals row', async () => {
    const formData: TableFormData = { ...baseForm, show_totals: true };
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(20, true), formData), formData });
    const negative = cellOf(container, 3, 'delta').querySelector<HTMLElement>('.tessera-table-bar')!;
    const positive = cellOf(container, 1, 'delta').querySelector<HTMLElement>('.tessera-table-bar')!;
    expect(negative.style.background).not.toBe(positive.style.background);
    expect(cellOf(container, 1, 'state').querySelector('.tessera-table-bar')).toBeNull();
    const totals = container.querySelector('.tessera-table-totals')!;
    expect(cellText(totals, 0)).toBe('Total');
    expect(cellText(totals, 2)).toBe('123k');
  });

  it('lets viewers drag a header onto another to reorder the columns when allowed', async () => {
    const formData: TableFormData = { ...baseForm, allow_rearrange_columns: true };
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(5), formData), formData });
    await act(async () => {
      header(container, 'count').dispatchEvent(new Event('dragstart', { bubbles: true }));
      header(container, 'state').dispatchEvent(new Event('drop', { bubbles: true, cancelable: true }));
    });
    expect([...container.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent)).toEqual(['count', 'state', 'gender', 'delta']);
    expect(cellText(dataRows(container)[1]!, 0)).toBe('37');
  });

  it('writes light text in dark mode', async () => {
    const { container } = await render({ chartProps: transformTableProps(aggregateResponse(5), baseForm), formData: baseForm, colorMode: 'dark' });
    expect(cellOf(container, 0, 'state').style.color).toBe('#e3e9ed');
  });
});
