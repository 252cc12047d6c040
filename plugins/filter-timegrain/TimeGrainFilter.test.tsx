// @vitest-environment happy-dom
import type { ChartDataResponse, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import { find, mount } from '@control-schemas/widgets/widget-test-kit.js';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeGrainFilterControls } from './config-schema.js';
import TimeGrainFilter, { type TimeGrainFilterProps } from './TimeGrainFilter.js';

const filter: NativeFilterConfig<TimeGrainFilterControls> = { id: 'NATIVE_FILTER-5', name: 'Time grain', filterType: 'filter_timegrain', targets: [{ datasetId: 3 }], controlValues: {} };

const grains = (...entries: Array<[string, string]>): ChartDataResponse => ({
  result: [{ colnames: ['name', 'function', 'duration'], coltypes: [], rowcount: entries.length, data: entries.map(([duration, name]) => ({ name, duration, function: '{col}' })) }],
});

type HarnessProps = Omit<TimeGrainFilterProps, 'filterState' | 'setFilterState'> & { initial?: FilterState<string[]>; changes: Array<FilterState<string[]>> };

function Harness({ initial = {}, changes, ...props }: HarnessProps) {
  const [filterState, setFilterState] = useState(initial);
  return (
    <TimeGrainFilter
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
      data={grains(['P1D', 'Day'], ['P1W', 'Week'], ['P1M', 'Month'])}
      loading={false}
      orientation="horizontal"
      width={200}
      inputId="timegrain-input"
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
  const input = find<HTMLInputElement>(mounted.container, '#timegrain-input');
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

describe('TimeGrainFilter', () => {
  it('offers the grains by name and reports the chosen duration', async () => {
    const { open, changes, container, input } = await render({ initial: { value: ['P1D'] } });
    expect(container.querySelector('[data-filter-type="filter_timegrain"]')).not.toBeNull();
    expect(input.value).toBe('Day');
    const options = await open();
    expect(options.map((option) => option.textContent)).toEqual(['Day', 'Week', 'Month']);
    await act(async () => options[2]!.click());
    expect(changes).toEqual([{ value: ['P1M'], label: 'Month' }]);
  });

  it('drops a grain the database does not offer, but not while loading', async () => {
    const { changes, rerender, settle } = await render({ initial: { value: ['PT1S'] }, loading: true });
    expect(changes).toEqual([]);
    await rerender({ loading: false });
    await settle();
    expect(changes).toEqual([{ value: null }]);
  });

  it('shows a required filter without a grain as an error', async () => {
    const { container } = await render({ required: true });
    expect(container.textContent).toContain('Value is required');
  });
});
