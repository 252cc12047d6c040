// @vitest-environment happy-dom
import type { ChartDataResponse, NativeFilterConfig } from '@core/plugin-api/index.js';
import { FILTER_BAR_PROPS, mountFilter, openOptions, unmountFilters, type FilterHarnessProps } from '@control-schemas/widgets/filter-test-kit.js';
import { find } from '@control-schemas/widgets/widget-test-kit.js';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeGrainFilterControls } from './config-schema.js';
import TimeGrainFilter, { type TimeGrainFilterProps } from './TimeGrainFilter.js';

const filter: NativeFilterConfig<TimeGrainFilterControls> = { id: 'NATIVE_FILTER-5', name: 'Time grain', filterType: 'filter_timegrain', targets: [{ datasetId: 3 }], controlValues: {} };

const grains = (...entries: Array<[string, string]>): ChartDataResponse => ({
  result: [{ colnames: ['name', 'function', 'duration'], coltypes: [], rowcount: entries.length, data: entries.map(([duration, name]) => ({ name, duration, function: '{col}' })) }],
});

type HarnessProps = FilterHarnessProps<TimeGrainFilterProps>;

afterEach(unmountFilters);

async function render(props: Partial<HarnessProps> = {}) {
  const mounted = await mountFilter(TimeGrainFilter, {
    ...FILTER_BAR_PROPS,
    filter,
    data: grains(['P1D', 'Day'], ['P1W', 'Week'], ['P1M', 'Month']),
    orientation: 'horizontal',
    width: 200,
    inputId: 'timegrain-input',
    ...props,
  });
  const input = find<HTMLInputElement>(mounted.container, '#timegrain-input');
  return { ...mounted, input, open: () => openOptions(input, mounted.settle) };
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
