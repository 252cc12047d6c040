// @vitest-environment happy-dom
import type { ChartDataResponse, NativeFilterConfig } from '@core/plugin-api/index.js';
import { FILTER_BAR_PROPS, mountFilter, unmountFilters, type FilterHarnessProps } from '@control-schemas/widgets/filter-test-kit.js';
import { find, typeInto } from '@control-schemas/widgets/widget-test-kit.js';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RangeFilterControls } from './config-schema.js';
import RangeFilter, { type RangeFilterProps } from './RangeFilter.js';

const filter: NativeFilterConfig<RangeFilterControls> = {
  id: 'NATIVE_FILTER-2',
  name: 'Births',
  filterType: 'filter_range',
  targets: [{ datasetId: 4, column: { name: 'num' } }],
  controlValues: {},
};

const bounds = (min: number, max: number): ChartDataResponse => ({ result: [{ colnames: ['min', 'max'], coltypes: [0, 0], data: [{ min, max }], rowcount: 1 }] });

type HarnessProps = FilterHarnessProps<RangeFilterProps>;

afterEach(unmountFilters);

async function render(props: Partial<HarnessProps> = {}) {
  const mounted = await mountFilter(RangeFilter, { ...FILTER_BAR_PROPS, filter, data: bounds(5, 500), width: 260, inputId: 'range-input', ...props });
  const min = find<HTMLInputElement>(mounted.container, '#range-input');
  const max = find<HTMLInputElement>(mounted.container, 'input[data-bound="max"]');
  const enter = async (input: HTMLInputElement, text: string) => {
    await act(async () => {
      input.focus();
      typeInto(input, text);
    });
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
  };
  return { ...mounted, min, max, enter };
}

describe('RangeFilter', () => {
  it('spans the slider over the column’s bounds', async () => {
    const { container } = await render();
    expect(container.querySelector('[data-filter-type="filter_range"]')).not.toBeNull();
    const thumbs = [...container.querySelectorAll<HTMLInputElement>('input[type="range"]')];
    expect(thumbs.map((thumb) => [thumb.min, thumb.max, thumb.value])).toEqual([
      ['5', '500', '5'],
      ['5', '500', '500'],
    ]);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Births minimum', 'Births maximum']);
  });

  it('reports typed bounds, leaving an empty one open', async () => {
    const { min, max, enter, changes } = await render();
    await enter(min, '20');
    expect(changes).toEqual([{ value: [20, null], label: 'x ≥ 20' }]);
    await enter(max, '100');
    expect(changes.at(-1)).toEqual({ value: [20, 100], label: '20 ≤ x ≤ 100' });
    await enter(min, '');
    expect(changes.at(-1)).toEqual({ value: [null, 100], label: 'x ≤ 100' });
  });

  it('reports a moved thumb', async () => {
    const { container, changes } = await render({ initial: { value: [10, 400] } });
    const upper = container.querySelectorAll<HTMLInputElement>('input[type="range"]')[1]!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(upper, '300');
      upper.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(changes.at(-1)).toEqual({ value: [10, 300], label: '10 ≤ x ≤ 300' });
  });

  it('shows a value set from outside in its fields', async () => {
    const { min, max, rerender } = await render({ initial: { value: [7, 9] } });
    expect([min.value, max.value]).toEqual(['7', '9']);
    await rerender({ external: { value: null } });
    expect([min.value, max.value]).toEqual(['', '']);
    await rerender({ external: { value: [1, 3] } });
    expect([min.value, max.value]).toEqual(['1', '3']);
  });

  it('shows a required range without a value as an error', async () => {
    const { container } = await render({ required: true });
    expect(container.textContent).toContain('Value is required');
  });
});
