// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT_PX } from './scaled-scroll';
import { resultSetFromRows, type ResultSet } from './result-set';
import { ResultSetGrid } from './ResultSetGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function render(resultSet: ResultSet) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<ResultSetGrid resultSet={resultSet} fallbackHeight={300} />));
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
});

const firstColumn = (element: HTMLElement) =>
  [...element.querySelectorAll('[role="row"]')].slice(1).map((row) => row.querySelector('[role="gridcell"]')?.textContent);

const cities = resultSetFromRows({
  columns: [
    { column_name: 'city', type_generic: 1 },
    { column_name: 'population', type_generic: 0 },
  ],
  data: [
    { city: 'Lyon', population: 522_000 },
    { city: 'Paris', population: 2_100_000 },
    { city: 'Brest', population: null },
    { city: 'Nice', population: 342_000 },
  ],
});

describe('ResultSetGrid', () => {
  it('shows the rows and their count, nulls as NULL', async () => {
    const element = await render(cities);
    expect(firstColumn(element)).toEqual(['Lyon', 'Paris', 'Brest', 'Nice']);
    expect(element.textContent).toContain('4 rows');
    expect(element.textContent).toContain('NULL');
  });

  it('sorts by a column ascending, then descending, then back to the original order', async () => {
    const element = await render(cities);
    const header = () => element.querySelectorAll<HTMLElement>('[role="columnheader"]')[1]!;
    await act(async () => header().querySelector('button')!.click());
    expect(firstColumn(element)).toEqual(['Nice', 'Lyon', 'Paris', 'Brest']);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await act(async () => header().querySelector('button')!.click());
    expect(firstColumn(element)).toEqual(['Paris', 'Lyon', 'Nice', 'Brest']);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await act(async () => header().querySelector('button')!.click());
    expect(firstColumn(element)).toEqual(['Lyon', 'Paris', 'Brest', 'Nice']);
  });

  it('sorts text by its column header', async () => {
    const element = await render(cities);
    await act(async () => element.querySelectorAll<HTMLElement>('[role="columnheader"] button')[0]!.click());
    expect(firstColumn(element)).toEqual(['Brest', 'Lyon', 'Nice', 'Paris']);
  });

  it('draws only the rows in view of a million, and reaches the last one with a capped spacer', async () => {
    const big: ResultSet = {
      columns: [{ name: 'n', kind: 'numeric', type: 'INTEGER' }],
      rowCount: 1_000_000,
      value: (row) => row + 1,
    };
    const element = await render(big);
    expect(element.querySelectorAll('[role="row"]').length).toBeLessThan(30);
    const scroller = element.querySelector<HTMLElement>('[role="grid"]')!;
    const spacer = scroller.firstElementChild as HTMLElement;
    expect(Number.parseFloat(spacer.style.height || getComputedStyle(spacer).height)).toBeLessThanOrEqual(MAX_SCROLL_HEIGHT_PX + 32);
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: MAX_SCROLL_HEIGHT_PX - 268 });
    await act(async () => scroller.dispatchEvent(new Event('scroll', { bubbles: true })));
    expect(firstColumn(element).at(-1)).toBe('1000000');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: (MAX_SCROLL_HEIGHT_PX - 268) / 2 });
    await act(async () => scroller.dispatchEvent(new Event('scroll', { bubbles: true })));
    const middle = Number(firstColumn(element)[0]);
    expect(middle).toBeGreaterThan(490_000);
    expect(middle).toBeLessThan(510_000);
  });
});
