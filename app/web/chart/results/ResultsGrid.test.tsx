// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultsGrid, type ResultsGridProps } from './ResultsGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
});

async function render(props: ResultsGridProps) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ResultsGrid {...props} />));
  return container;
}

const bodyRows = (element: HTMLElement) =>
  [...element.querySelectorAll('[role="row"]')]
    .slice(1)
    .map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent));

const header = (element: HTMLElement, name: string) =>
  [...element.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((cell) => cell.textContent === name)!;

const typeFilter = async (element: HTMLElement, value: string) => {
  const input = element.querySelector<HTMLInputElement>('input[aria-label="Filter rows"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const sample: ResultsGridProps = {
  colnames: ['ds', 'name', 'num'],
  coltypes: [2, 1, 0],
  data: [
    { ds: Date.UTC(2024, 0, 5, 13, 4, 9), name: 'Beta', num: 10 },
    { ds: Date.UTC(2023, 11, 31), name: 'alpha', num: null },
    { ds: Date.UTC(2022, 5, 1), name: 'Gamma', num: 2 },
  ],
  height: 300,
};

describe('ResultsGrid', () => {
  it('shows the row count, UTC times, right-aligned numbers and N/A for nulls', async () => {
    const element = await render(sample);
    expect(element.textContent).toContain('3 rows');
    expect(bodyRows(element)).toEqual([
      ['2024-01-05 13:04:09', 'Beta', '10'],
      ['2023-12-31 00:00:00', 'alpha', 'N/A'],
      ['2022-06-01 00:00:00', 'Gamma', '2'],
    ]);
    const numberCell = element.querySelectorAll<HTMLElement>('[role="gridcell"][aria-colindex="3"]')[0]!;
    expect(getComputedStyle(numberCell).justifyContent).toBe('flex-end');
  });

  it('sorts ascending, then descending, then back on header clicks', async () => {
    const element = await render(sample);
    const numHeader = () => header(element, 'num');
    await act(async () => numHeader().querySelector('button')!.click());
    expect(numHeader().getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows(element).map((row) => row[2])).toEqual(['2', '10', 'N/A']);
    await act(async () => numHeader().querySelector('button')!.click());
    expect(numHeader().getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows(element).map((row) => row[2])).toEqual(['10', '2', 'N/A']);
    await act(async () => numHeader().querySelector('button')!.click());
    expect(bodyRows(element).map((row) => row[1])).toEqual(['Beta', 'alpha', 'Gamma']);
    await act(async () => header(element, 'name').querySelector('button')!.click());
    expect(bodyRows(element).map((row) => row[1])).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it('filters rows and copies the visible ones as tab-separated text', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const element = await render(sample);
    await typeFilter(element, 'gam');
    expect(element.textContent).toContain('1 of 3 rows');
    expect(bodyRows(element)).toEqual([['2022-06-01 00:00:00', 'Gamma', '2']]);
    const copy = [...element.querySelectorAll('button')].find((button) => button.textContent === 'Copy to clipboard')!;
    await act(async () => copy.click());
    expect(writeText).toHaveBeenCalledWith('ds\tname\tnum\n2022-06-01 00:00:00\tGamma\t2');
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Copied 1 row');
    await typeFilter(element, 'nothing like this');
    expect(element.textContent).toContain('No rows match the filter.');
  });

  it('renders only the rows in view out of 100k and still sorts them', async () => {
    const data = Array.from({ length: 100_000 }, (_, index) => ({ id: index, label: `row ${index}` }));
    const element = await render({ colnames: ['id', 'label'], coltypes: [0, 1], data, height: 300 });
    expect(element.textContent).toContain('100,000 rows');
    const rendered = bodyRows(element);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toEqual(['0', 'row 0']);
    await act(async () => header(element, 'id').querySelector('button')!.click());
    await act(async () => header(element, 'id').querySelector('button')!.click());
    expect(bodyRows(element)[0]).toEqual(['99999', 'row 99999']);
  });

  it('renders only the columns in view when there are many', async () => {
    const colnames = Array.from({ length: 200 }, (_, index) => `column_${index}`);
    const data = [Object.fromEntries(colnames.map((name, index) => [name, index]))];
    const element = await render({ colnames, data, height: 200 });
    const headers = element.querySelectorAll('[role="columnheader"]');
    expect(headers.length).toBeGreaterThan(3);
    expect(headers.length).toBeLessThan(40);
    expect(element.querySelector('[role="grid"]')?.getAttribute('aria-colcount')).toBe('200');
  });
});
