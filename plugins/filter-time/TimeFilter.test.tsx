// @vitest-environment happy-dom
import type { FilterComponentServices, NativeFilterConfig } from '@core/plugin-api/index.js';
import { FILTER_BAR_PROPS, mountFilter, unmountFilters, type FilterHarnessProps } from '@control-schemas/widgets/filter-test-kit.js';
import { find, typeInto } from '@control-schemas/widgets/widget-test-kit.js';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeFilterControls } from './config-schema.js';
import TimeFilter, { type TimeFilterProps } from './TimeFilter.js';

const filter: NativeFilterConfig<TimeFilterControls> = { id: 'NATIVE_FILTER-3', name: 'Time', filterType: 'filter_time', targets: [{}] as never, controlValues: {} };

/** The server's answers, for the expressions these tests use; anything else is an error. */
const RANGES: Record<string, [string | null, string | null]> = {
  'No filter': [null, null],
  'Last week': ['2024-05-24T00:00:00', '2024-05-31T00:00:00'],
  'previous calendar month': ['2024-04-01T00:00:00', '2024-05-01T00:00:00'],
  '2000-01-01 : 2001-01-01': ['2000-01-01T00:00:00', '2001-01-01T00:00:00'],
  '2001-01-01 : 2002-01-01': ['2001-01-01T00:00:00', '2002-01-01T00:00:00'],
};

function recordingServices(): FilterComponentServices & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    resolveTimeRange: async (timeRange) => {
      asked.push(timeRange);
      const range = RANGES[timeRange];
      if (!range) throw new Error(`Invalid time range: ${timeRange}`);
      return { since: range[0], until: range[1], timeRange };
    },
  };
}

type HarnessProps = FilterHarnessProps<TimeFilterProps>;

afterEach(unmountFilters);

async function render(props: Partial<HarnessProps> = {}) {
  const services = recordingServices();
  const mounted = await mountFilter(TimeFilter, { ...FILTER_BAR_PROPS, filter, width: 280, inputId: 'time-input', services, ...props });
  const select = find<HTMLSelectElement>(mounted.container, '#time-input');
  const pick = async (value: string) => {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await mounted.settle();
  };
  const resolvedText = () => find(mounted.container, '[data-testid="filter-time-resolved"]').textContent;
  return { ...mounted, services, select, pick, resolvedText };
}

describe('TimeFilter', () => {
  it('offers the common ranges and reports the chosen one', async () => {
    const { select, pick, changes, container } = await render();
    expect(container.querySelector('[data-filter-type="filter_time"]')).not.toBeNull();
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['No filter', 'Last day', 'Last week', 'Last year', 'Previous calendar week', 'Previous calendar year', 'Advanced…']));
    expect(select.value).toBe('No filter');
    await pick('Last week');
    expect(changes).toEqual([{ value: 'Last week', label: 'Last week' }]);
    await pick('previous calendar month');
    await pick('No filter');
    expect(changes.slice(1)).toEqual([{ value: 'previous calendar month', label: 'previous calendar month' }, { value: null }]);
  });

  it('shows the range the current expression resolves to', async () => {
    const { resolvedText, pick, settle } = await render({ initial: { value: 'Last week' } });
    expect(resolvedText()).toBe('2024-05-24 ≤ col < 2024-05-31');
    await pick('previous calendar month');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 350)));
    await settle();
    expect(resolvedText()).toBe('2024-04-01 ≤ col < 2024-05-01');
  });

  it('shows a start : end range in the Advanced field and applies an edit the server resolves', async () => {
    const { select, container, changes, services } = await render({ initial: { value: '2000-01-01 : 2001-01-01' } });
    expect(select.value).toBe('Advanced');
    const field = find<HTMLInputElement>(container, 'input[data-part="advanced"]');
    expect(field.value).toBe('2000-01-01 : 2001-01-01');
    await act(async () => typeInto(field, 'not a range'));
    await act(async () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(changes).toEqual([]);
    expect(container.textContent).toContain('Invalid time range: not a range');
    await act(async () => typeInto(field, '2001-01-01 : 2002-01-01'));
    await act(async () => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(services.asked).toContain('2001-01-01 : 2002-01-01');
    expect(changes).toEqual([{ value: '2001-01-01 : 2002-01-01', label: '2001-01-01 : 2002-01-01' }]);
  });

  it('starts the Advanced field from the chosen preset’s two ends', async () => {
    const { pick, container, changes } = await render({ initial: { value: 'Last week' } });
    await pick('Advanced');
    expect(find<HTMLInputElement>(container, 'input[data-part="advanced"]').value).toBe('1 week ago : today');
    expect(changes).toEqual([]);
  });

  it('shows a required filter without a range as an error', async () => {
    const { container } = await render({ required: true });
    expect(container.textContent).toContain('Value is required');
  });
});
