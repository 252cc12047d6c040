// @vitest-environment happy-dom
import type { ChartDataResponse, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import { find, mount } from '@control-schemas/widgets/widget-test-kit.js';
import { act, useState } from 'react';
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

type HarnessProps = Omit<TimeColumnFilterProps, 'filterState' | 'setFilterState'> & { initial?: FilterState<string[]>; changes: Array<FilterState<string[]>> };

function Harness({ initial = {}, changes, ...props }: HarnessProps) {
  const [filterState, setFilterState] = useState(initial);
  return (
    <TimeColumnFilter
      {...props}
      filterState={filterState}
      setFilterState={(next) => {
        changes.push(next);
        setFilterState(next);
      }}
    />
  );
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

async function render(props: Partial<HarnessProps> = {}) {
  const changes: Array<FilterState<string[]>> = [];
  const element = (next: Partial<HarnessProps>) => (
    <Harness
      filter={filter}
      data={columns('ds', 'updated_at')}
      loading={false}
      orientation="vertical"
      width={240}
      inputId="timecolumn-input"
      required={false}
      mode="bar"
      services={{ resolveTimeRange: async (timeRange) => ({ since: null, until: null, timeRange }) }}
      changes={changes}
      {...props}
      {...next}
    />
  );
  const mounted = await mount(element({}));
  unmount = mounted.unmount;
  await mounted.settle();
  const input = find<HTMLInputElement>(mounted.container, '#timecolumn-input');
  const open = async () => {
    await act(async () => {
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await mounted.settle();
    return [...document.body.querySelectorAll<HTMLElement>('[role="option"]')];
  };
  return { ...mounted, changes, input, open, rerender: async (next: Partial<HarnessProps>) => mounted.rerender(element(next)) };
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
