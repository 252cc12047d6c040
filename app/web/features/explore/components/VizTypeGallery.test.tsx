// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VizTypeGallery, type VizTypeGalleryItem, type VizTypeGalleryProps } from './VizTypeGallery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const PICTOGRAM = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"/%3E';

const vizTypes: VizTypeGalleryItem[] = [
  { key: 'echarts_timeseries_bar', name: 'Bar Chart', description: 'Compare values across categories.', category: 'Evolution', tags: ['Bar', 'Popular'], featured: true, thumbnail: PICTOGRAM },
  { key: 'pie', name: 'Pie Chart', description: 'Show parts of a whole.', category: 'Part of a Whole', tags: ['Circular', 'Popular'], featured: true },
  { key: 'big_number_total', name: 'Big Number', description: 'One number, large.', category: 'KPI', tags: ['Popular'] },
  { key: 'table', name: 'Table', description: 'Rows and columns like a spreadsheet.', category: 'Table', tags: ['Tabular'] },
  { key: 'dist_bar', name: 'Bar Chart (legacy)', description: 'The old bar chart.', category: 'Ranking', tags: ['Bar'], deprecated: true },
];

async function render(props: Partial<VizTypeGalleryProps> = {}) {
  const handlers = { onSelect: vi.fn(), onClose: vi.fn() };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<VizTypeGallery open vizTypes={vizTypes} selectedKey="table" {...handlers} {...props} />));
  return { dialog: document.querySelector<HTMLElement>('[role="dialog"]')!, ...handlers };
}

const cardNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="option"]')].map((card) => card.querySelector('span')?.textContent);
const card = (dialog: HTMLElement, name: string) =>
  [...dialog.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => candidate.querySelector('span')?.textContent === name)!;
const navEntry = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll<HTMLElement>('nav [role="button"]')].find((entry) => entry.textContent?.startsWith(label))!;
const button = (dialog: HTMLElement, name: string) => [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;

async function search(dialog: HTMLElement, value: string) {
  const input = dialog.querySelector<HTMLInputElement>('input[aria-label="Search all charts"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input;
}

describe('VizTypeGallery', () => {
  it('shows all non-deprecated types with thumbnails and the current type described', async () => {
    const { dialog } = await render();
    expect(cardNames(dialog)).toEqual(['Bar Chart', 'Big Number', 'Pie Chart', 'Table']);
    expect(card(dialog, 'Bar Chart').querySelector('img')?.getAttribute('src')).toBe(PICTOGRAM);
    expect(card(dialog, 'Table').getAttribute('aria-selected')).toBe('true');
    expect(dialog.querySelector('[aria-label="Chart type details"]')?.textContent).toContain('Rows and columns like a spreadsheet.');
  });

  it('filters by category, recommended and tag', async () => {
    const { dialog } = await render();
    await act(async () => navEntry(dialog, 'KPI').click());
    expect(cardNames(dialog)).toEqual(['Big Number']);
    await act(async () => navEntry(dialog, 'Recommended').click());
    expect(cardNames(dialog)).toEqual(['Bar Chart', 'Pie Chart']);
    const circular = [...dialog.querySelectorAll<HTMLElement>('nav [role="button"]')].find((chip) => chip.textContent === 'Circular')!;
    await act(async () => circular.click());
    expect(cardNames(dialog)).toEqual(['Pie Chart']);
  });

  it('searches names, descriptions and tags, deprecated types included', async () => {
    const { dialog } = await render();
    await search(dialog, 'bar');
    expect(cardNames(dialog)).toEqual(['Bar Chart', 'Bar Chart (legacy)']);
    expect(card(dialog, 'Bar Chart (legacy)').textContent).toContain('Deprecated');
    await search(dialog, 'spreadsheet');
    expect(cardNames(dialog)).toEqual(['Table']);
    await search(dialog, 'sankey');
    expect(cardNames(dialog)).toEqual([]);
    expect(dialog.textContent).toContain('No chart type matches “sankey”.');
  });

  it('highlights on click, shows the description and selects with the Select button', async () => {
    const { dialog, onSelect } = await render();
    await act(async () => card(dialog, 'Pie Chart').click());
    const details = dialog.querySelector('[aria-label="Chart type details"]')!;
    expect(details.textContent).toContain('Show parts of a whole.');
    expect(details.textContent).toContain('Circular');
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => button(dialog, 'Select').click());
    expect(onSelect).toHaveBeenCalledWith('pie');
  });

  it('selects on double-click and on Enter from the search box', async () => {
    const { dialog, onSelect } = await render();
    await act(async () => {
      card(dialog, 'Big Number').dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    expect(onSelect).toHaveBeenLastCalledWith('big_number_total');
    const input = await search(dialog, 'pie');
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onSelect).toHaveBeenLastCalledWith('pie');
  });

  it('moves between cards with the arrow keys', async () => {
    const { dialog } = await render();
    const input = dialog.querySelector<HTMLInputElement>('input[aria-label="Search all charts"]')!;
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(document.activeElement).toBe(card(dialog, 'Table'));
    await act(async () => {
      card(dialog, 'Table').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(card(dialog, 'Pie Chart').getAttribute('aria-selected')).toBe('true');
  });

  it('closes on Escape', async () => {
    const { dialog, onClose } = await render();
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalled();
  });
});
