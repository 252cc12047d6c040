// @vitest-environment happy-dom
import type { ChartDataResponse, NativeFilterConfig } from '@core/plugin-api/index.js';
import { FILTER_BAR_PROPS, mountFilter, openOptions, unmountFilters, type FilterHarnessProps } from '@control-schemas/widgets/filter-test-kit.js';
import { find } from '@control-schemas/widgets/widget-test-kit.js';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeColumnFilterControls } from './config-schema.js';
import TimeColumnFilter, { type TimeColumnFilterProps } from './TimeColumnFilter.js';

const filter: NativeFilterConfig<TimeColumnFilterControls> = { id: 'NATIVE_FILTER-4', name: 'Time column', filterType: 'filter_timecolumn', targets: [{ datasetId: 3 }], controlValues: {} };

const columns = (...temporal: string[]): ChartDataResponse => ({
  result: [
    {
      colnames: ['column_name', 'verbose_name', 'dtype', 'is_dttm'],
      coltypes: [],
      rowcount: temporal.length + 1,
      data: [{ column_name: 'name', verbose_name: null, dtype: 'VARCHAR', is_dttm: false }, ...temporal.map((name) => ({ column_name: name, verbose_name: null, dtype: 'TIMESTAMP', is_dttm: true }))],
    },
  ],
});

type HarnessProps = FilterHarnessProps<TimeColumnFilterProps>;

afterEach(unmountFilters);

async function render(props: Partial<HarnessProps> = {}) {
  const mounted = await mountFilter(TimeColumnFilter, { ...FILTER_BAR_PROPS, filter, data: columns('ds', 'updated_at'), width: 240, inputId: 'timecolumn-input', ...props });
  const input = find<HTMLInputElement>(mounted.container, '#timecolumn-input');
  return { ...mounted, input, open: () => openOptions(input, mounted.settle) };
}

describe('TimeColumnFilter', () => {
  it('offers the temporal columns and reports the chosen one', async () => {
    const { open, changes, container } = await render();
    expect(container.querySelector('[data-filter-type="filter_timecolumn"]')).not.toBeNull();
    const options = await open();
    expect(options.map((option) => option.textContent)).toEqual(['ds', 'updated_at']);
    await act(async () => options[1]!.click());
    expect(changes).toEqual([{ value: ['updated_at'], label: 'updated_at' }]);
  });

  it('drops a column the dataset no longer has, once the columns arrive', async () => {
    const { changes, rerender, settle, input } = await render({ initial: { value: ['created_at'] }, data: undefined, loading: true });
    expect(input.value).toBe('created_at');
    expect(changes).toEqual([]);
    await rerender({ data: columns('ds'), loading: false });
    await settle();
    expect(changes).toEqual([{ value: null }]);
  });

  it('shows a required filter without a column as an error', async () => {
    const { container } = await render({ required: true });
    expect(container.textContent).toContain('Value is required');
  });
});
