// @vitest-environment happy-dom
import type { ChartDataResponse, NativeFilterConfig } from '@core/plugin-api/index.js';
import { FILTER_BAR_PROPS, mountFilter, openOptions, unmountFilters, type FilterHarnessProps } from '@control-schemas/widgets/filter-test-kit.js';
import { find, typeInto } from '@control-schemas/widgets/widget-test-kit.js';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectFilterControls } from './config-schema.js';
import SelectFilter, { type SelectFilterProps } from './SelectFilter.js';

const filter = (controlValues: SelectFilterControls = {}): NativeFilterConfig<SelectFilterControls> => ({
  id: 'NATIVE_FILTER-1',
  name: 'State',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'state' } }],
  controlValues,
});

const answer = (...states: Array<string | null>): ChartDataResponse => ({
  result: [{ colnames: ['state'], coltypes: [1], data: states.map((state) => ({ state })), rowcount: states.length }],
});

type HarnessProps = FilterHarnessProps<SelectFilterProps>;

afterEach(unmountFilters);

async function render(props: Partial<HarnessProps> & { filter: NativeFilterConfig<SelectFilterControls> }) {
  const mounted = await mountFilter(SelectFilter, { ...FILTER_BAR_PROPS, width: 240, inputId: 'filter-input', ...props });
  const input = find<HTMLInputElement>(mounted.container, '#filter-input');
  return { ...mounted, input, open: () => openOptions(input, mounted.settle) };
}

describe('SelectFilter', () => {
  it('offers the column values, NULL readable, and reports the chosen ones', async () => {
    const { open, changes, container } = await render({ filter: filter(), data: answer('CA', null, 'NY') });
    expect(container.querySelector('[data-filter-type="filter_select"]')).not.toBeNull();
    const options = await open();
    expect(options.map((option) => option.textContent)).toEqual(['CA', '<NULL>', 'NY']);
    await act(async () => options[1]!.click());
    expect(changes).toEqual([{ value: [null], label: '<NULL>' }]);
    const more = await open();
    await act(async () => more.find((option) => option.textContent === 'NY')!.click());
    expect(changes.at(-1)).toEqual({ value: [null, 'NY'], label: '<NULL>, NY' });
  });

  it('keeps one value in single-select mode', async () => {
    const { open, changes } = await render({ filter: filter({ multiSelect: false }), data: answer('CA', 'NY'), initial: { value: ['CA'] } });
    const options = await open();
    await act(async () => options.find((option) => option.textContent === 'NY')!.click());
    expect(changes).toEqual([{ value: ['NY'], label: 'NY' }]);
  });

  it('drops chosen values a parent filter removed from the options, but not while loading', async () => {
    const { changes, rerender, settle } = await render({ filter: filter(), data: answer('CA', 'NY', 'TX'), initial: { value: ['CA', 'TX'] } });
    expect(changes).toEqual([]);
    await rerender({ data: answer('CA', 'NY'), loading: true });
    await settle();
    expect(changes).toEqual([]);
    await rerender({ data: answer('CA', 'NY'), loading: false });
    await settle();
    expect(changes).toEqual([{ value: ['CA'], label: 'CA' }]);
  });

  it('keeps the choice when the answer is a search result', async () => {
    const onSearch = vi.fn();
    const { changes, rerender, settle, input } = await render({
      filter: filter({ searchAllOptions: true }),
      data: answer('CA', 'NY'),
      initial: { value: ['CA'] },
      onSearch,
    });
    await act(async () => {
      input.focus();
      typeInto(input, 'N');
    });
    expect(onSearch).toHaveBeenLastCalledWith('N');
    await rerender({ data: answer('NY') });
    await settle();
    expect(changes).toEqual([]);
    expect(input.value).toBe('N');
  });

  it('chooses the first option when asked and nothing is chosen', async () => {
    const { changes, rerender, settle } = await render({ filter: filter({ defaultToFirstItem: true }), data: undefined, loading: true });
    expect(changes).toEqual([]);
    await rerender({ data: answer('NY', 'CA'), loading: false });
    await settle();
    expect(changes).toEqual([{ value: ['NY'], label: 'NY' }]);
  });

  it('does the same when editing the default value', async () => {
    const { changes } = await render({ filter: filter({ defaultToFirstItem: true }), data: answer('TX'), mode: 'default-value' });
    expect(changes).toEqual([{ value: ['TX'], label: 'TX' }]);
  });

  it('shows a required filter without a value as an error, and the query’s failure', async () => {
    const required = await render({ filter: filter(), data: answer('CA'), required: true });
    expect(required.container.textContent).toContain('Value is required');
    expect(required.input.getAttribute('aria-invalid')).toBe('true');
    await required.rerender({ error: 'The dataset could not be found.', data: undefined });
    expect(required.container.textContent).toContain('The dataset could not be found.');
  });

  it('labels its input for the host and fits the given width', async () => {
    const { container } = await render({ filter: filter(), data: answer('CA'), width: 180, orientation: 'horizontal' });
    const root = container.querySelector<HTMLElement>('[data-filter-type="filter_select"]')!;
    expect(getComputedStyle(root).maxWidth).toBe('180px');
    expect(container.querySelector('input')?.id).toBe('filter-input');
  });
});
