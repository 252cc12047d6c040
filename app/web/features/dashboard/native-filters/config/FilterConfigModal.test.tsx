// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { FILTER_DELETION_UNDO_MS, type FilterConfigItem, type NativeFilter, type NativeFilterChanges } from '@core/dashboard/index.js';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { allByRole, byLabel, byRole, chooseOption, click, typeText } from '../../../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../../../components/list-view/test-support/fake-api-server';
import {
  BIRTH_NAMES_DATASET,
  mountWithTheme,
  storedValueFilter,
  testCharts,
  testFilterTypes,
  testLayout,
} from './filter-config-test-kit';
import { FilterConfigModal } from './FilterConfigModal';

const filterTypes = testFilterTypes();
const services = { resolveTimeRange: async (timeRange: string) => ({ since: null, until: null, timeRange }) };

let server: ReturnType<typeof createFakeApiServer>;
let mounted: Awaited<ReturnType<typeof mountWithTheme>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dataset/:id': () => ({ id: 3, result: BIRTH_NAMES_DATASET }),
    'GET /api/v1/dataset/': () => ({ count: 2, result: [{ id: 3, table_name: 'birth_names', schema: 'public' }, { id: 8, table_name: 'flights', schema: 'public' }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Harness {
  saved: NativeFilterChanges[];
  closed: number;
  queried: NativeFilter[];
}

async function openModal(configuration: FilterConfigItem[], options: { onSave?: (changes: NativeFilterChanges) => Promise<void>; initialFilterId?: string } = {}) {
  const harness: Harness = { saved: [], closed: 0, queried: [] };
  const runFilterQuery = async (filter: NativeFilter): Promise<ChartDataResponse> => {
    harness.queried.push(filter);
    const column = filter.targets[0]?.column?.name ?? '';
    return { result: [{ colnames: [column], coltypes: [1], data: [{ [column]: 'boy' }, { [column]: 'girl' }], rowcount: 2 }] };
  };
  mounted = await mountWithTheme(
    <FilterConfigModal
      open
      configuration={configuration}
      layout={testLayout()}
      charts={testCharts()}
      filterTypes={filterTypes}
      initialFilterId={options.initialFilterId}
      runFilterQuery={runFilterQuery}
      services={services}
      onSave={async (changes) => {
        harness.saved.push(changes);
        await options.onSave?.(changes);
      }}
      onClose={() => {
        harness.closed += 1;
      }}
    />,
  );
  await mounted.settle();
  return harness;
}

const modal = () => document.querySelector<HTMLElement>('[data-testid="filter-config-modal"]')!;
const saveButton = () => modal().querySelector<HTMLButtonElement>('[data-testid="filter-config-save"]')!;
const listLabels = () => [...modal().querySelectorAll('[data-filter-config-item]')].map((item) => `${item.querySelector('.MuiListItemText-primary')?.textContent}${item.getAttribute('data-removed') ? ' (removed)' : ''}`);
const save = async () => {
  await click(saveButton());
  await mounted!.settle();
};

describe('FilterConfigModal', () => {
  it('adds a value filter on the dashboard’s dataset and saves it with its computed scope', async () => {
    const harness = await openModal([]);
    await click(modal().querySelector('[data-testid="filter-config-add-filter"]')!);
    await mounted!.settle();
    expect(listLabels()).toEqual(['[untitled]']);
    // The charts use one dataset: it is already chosen.
    expect(byLabel(modal(), /^Dataset/).textContent).toBe('public.birth_names');
    await typeText(byLabel(modal(), 'Name'), 'Gender');
    await chooseOption(byLabel(modal(), /^Column/), 'gender');
    await mounted!.settle();
    expect(server.calls('GET', '/api/v1/dataset/3')).toHaveLength(1);
    expect(listLabels()).toEqual(['Gender']);

    await save();
    expect(harness.saved).toHaveLength(1);
    const [changes] = harness.saved;
    expect(changes!.deleted).toEqual([]);
    expect(changes!.modified).toHaveLength(1);
    const added = changes!.modified[0] as NativeFilter;
    expect(added).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Gender',
      filterType: 'filter_select',
      targets: [{ datasetId: 3, column: { name: 'gender' } }],
      controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false, inverseSelection: false },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2, 3],
      tabsInScope: ['TAB-overview', 'TAB-details'],
    });
    expect(added.id).toMatch(/^NATIVE_FILTER-/);
    expect(changes!.reordered).toEqual([added.id]);
    expect(harness.closed).toBe(1);
  });

  it('refuses to save a filter without a name and shows the first entry with a problem', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')]);
    await click(modal().querySelector('[data-testid="filter-config-add-filter"]')!);
    await click(byRole(modal(), 'button', /^Gender/));
    await mounted!.settle();
    expect((byLabel(modal(), 'Name') as HTMLInputElement).value).toBe('Gender');

    await save();
    expect(harness.saved).toEqual([]);
    // The new, unnamed filter is selected, with its problems.
    expect((byLabel(modal(), 'Name') as HTMLInputElement).value).toBe('');
    expect(modal().textContent).toContain('Name is required');
    expect(modal().textContent).toContain('Column is required');

    await typeText(byLabel(modal(), 'Name'), 'Name');
    await mounted!.settle();
    expect(modal().textContent).not.toContain('Name is required');
  });

  it('asks for a divider’s title, and saves dividers with filters', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')]);
    await click(modal().querySelector('[data-testid="filter-config-add-divider"]')!);
    await save();
    expect(harness.saved).toEqual([]);
    expect(modal().textContent).toContain('Title is required');
    await typeText(byLabel(modal(), 'Title'), 'People');
    await typeText(byLabel(modal(), 'Description'), '  Who was born  ');
    await save();
    expect(harness.saved).toHaveLength(1);
    const divider = harness.saved[0]!.modified.find((item) => item.type === 'DIVIDER');
    expect(divider).toMatchObject({ type: 'DIVIDER', title: 'People', description: 'Who was born' });
    expect(divider!.id).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    expect(harness.saved[0]!.reordered).toEqual(['NATIVE_FILTER-a', divider!.id]);
  });

  it('reorders with the arrows and by dragging, and sends the new order', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender'), storedValueFilter('NATIVE_FILTER-b', 'Name'), storedValueFilter('NATIVE_FILTER-c', 'State')]);
    await click(byRole(modal(), 'button', 'Move State up'));
    expect(listLabels()).toEqual(['Gender', 'State', 'Name']);

    const item = (id: string) => modal().querySelector(`[data-filter-config-item="${id}"]`)!;
    const drag = (type: string, target: Element) => {
      const event = new Event(type, { bubbles: true, cancelable: true }) as DragEvent;
      Object.defineProperty(event, 'dataTransfer', { value: { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none' } });
      target.dispatchEvent(event);
    };
    await act(async () => drag('dragstart', item('NATIVE_FILTER-b')));
    await act(async () => drag('dragover', item('NATIVE_FILTER-a')));
    await act(async () => drag('drop', item('NATIVE_FILTER-a')));
    expect(listLabels()).toEqual(['Name', 'Gender', 'State']);

    await save();
    expect(harness.saved[0]).toEqual({ modified: [], deleted: [], reordered: ['NATIVE_FILTER-b', 'NATIVE_FILTER-a', 'NATIVE_FILTER-c'] });
  });

  it('keeps a deleted filter restorable for 5 seconds, then removes it', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender'), storedValueFilter('NATIVE_FILTER-b', 'Name')]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await click(byRole(modal(), 'button', 'Delete Gender'));
    expect(listLabels()).toEqual(['Gender (removed)', 'Name']);
    await act(async () => vi.advanceTimersByTime(FILTER_DELETION_UNDO_MS - 100));
    await click(byRole(modal(), 'button', 'Restore Gender'));
    expect(listLabels()).toEqual(['Gender', 'Name']);
    // The restored filter's old timer must not remove it.
    await act(async () => vi.advanceTimersByTime(FILTER_DELETION_UNDO_MS));
    expect(listLabels()).toEqual(['Gender', 'Name']);

    await click(byRole(modal(), 'button', 'Delete Gender'));
    await act(async () => vi.advanceTimersByTime(FILTER_DELETION_UNDO_MS));
    expect(listLabels()).toEqual(['Name']);
    vi.useRealTimers();

    await save();
    expect(harness.saved[0]).toEqual({ modified: [], deleted: ['NATIVE_FILTER-a'], reordered: ['NATIVE_FILTER-b'] });
  });

  it('shows progress while saving, and on failure keeps the modal open with the message', async () => {
    let reject: (error: Error) => void = () => undefined;
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')], {
      onSave: () => new Promise((_resolve, fail) => (reject = fail)),
    });
    await typeText(byLabel(modal(), 'Name'), 'Sex');
    await click(saveButton());
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().textContent).toBe('Saving…');
    await act(async () => reject(new Error('You do not have permission to edit this dashboard')));
    await mounted!.settle();
    expect(byRole(modal(), 'alert').textContent).toBe('You do not have permission to edit this dashboard');
    expect(harness.closed).toBe(0);
    expect(saveButton().disabled).toBe(false);
    expect((byLabel(modal(), 'Name') as HTMLInputElement).value).toBe('Sex');
    expect(harness.saved[0]!.modified).toMatchObject([{ id: 'NATIVE_FILTER-a', name: 'Sex' }]);
  });

  it('leaves a chart out of the scope from the scoping tree', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')]);
    await click(byRole(modal(), 'tab', 'Scoping'));
    expect(modal().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('3 charts in scope');
    await click(byLabel(modal(), 'Apply to specific panels'));
    await click(byLabel(modal(), 'Births copy'));
    expect(modal().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('2 charts in scope');
    const overview = byLabel(modal(), 'Overview') as HTMLInputElement;
    expect(overview.checked).toBe(false);
    expect(overview.getAttribute('data-indeterminate')).toBe('true');

    await save();
    expect(harness.saved[0]!.modified).toMatchObject([{ id: 'NATIVE_FILTER-a', scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1, 3], tabsInScope: ['TAB-overview', 'TAB-details'] }]);

    // Ticking a whole tab's charts only scopes the filter to that tab.
    await click(byLabel(modal(), 'Details'));
    await click(byLabel(modal(), 'Total births'));
    expect(modal().querySelector('[data-testid="charts-in-scope"]')?.textContent).toBe('0 charts in scope');
    await click(byLabel(modal(), 'Details'));
    await save();
    expect(harness.saved[1]!.modified).toMatchObject([{ scope: { rootPath: ['TAB-details'], excluded: [] }, chartsInScope: [3], tabsInScope: ['TAB-details'] }]);
  });

  it('sets the type’s options and a default value with the type’s own component fed by the options query', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')]);
    await mounted!.settle();
    const input = modal().querySelector<HTMLSelectElement>('[data-testid="filter-default-value"] select')!;
    expect(input.getAttribute('data-mode')).toBe('default-value');
    expect([...input.options].map((option) => option.value)).toEqual(['boy', 'girl']);
    expect(harness.queried.map((filter) => filter.id)).toEqual(['NATIVE_FILTER-a']);
    await act(async () => {
      input.options[1]!.selected = true;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(byLabel(modal(), 'Inverse selection'));
    // The type's other options come from its schema.
    await click(byLabel(modal(), 'Can select multiple values'));
    await save();
    const saved = harness.saved[0]!.modified[0] as NativeFilter;
    expect(saved.controlValues).toMatchObject({ inverseSelection: true, multiSelect: false, searchAllOptions: false });
    expect(saved.defaultDataMask.filterState).toEqual({ value: ['girl'], label: 'girl' });
    expect(saved.defaultDataMask.extraFormData).toEqual({ filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
  });

  it('offers as parents only filters that would not close a cycle', async () => {
    const harness = await openModal(
      [storedValueFilter('NATIVE_FILTER-a', 'Gender'), storedValueFilter('NATIVE_FILTER-b', 'Name', { cascadeParentIds: ['NATIVE_FILTER-a'] }), storedValueFilter('NATIVE_FILTER-c', 'State')],
      { initialFilterId: 'NATIVE_FILTER-a' },
    );
    await act(async () => {
      byLabel(modal(), /^Parent filter/).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(allByRole(document, 'option').map((option) => option.textContent)).toEqual(['State']);
    await click(byRole(document, 'option', 'State'));
    await save();
    expect(harness.saved[0]!.modified).toMatchObject([{ id: 'NATIVE_FILTER-a', cascadeParentIds: ['NATIVE_FILTER-c'] }]);
  });

  it('hides the dataset and column for a time range filter and keeps the type’s defaults', async () => {
    const harness = await openModal([]);
    await click(modal().querySelector('[data-testid="filter-config-add-filter"]')!);
    await chooseOption(byLabel(modal(), /^Filter type/), 'Time range');
    await mounted!.settle();
    expect(() => byLabel(modal(), /^Dataset/)).toThrow();
    expect(() => byLabel(modal(), /^Column/)).toThrow();
    expect(() => byLabel(modal(), /^Parent filter/)).toThrow();
    await typeText(byLabel(modal(), 'Name'), 'When');
    await save();
    expect(harness.saved[0]!.modified).toMatchObject([{ name: 'When', filterType: 'filter_time', targets: [{}] }]);
    expect((harness.saved[0]!.modified[0] as NativeFilter).controlValues).toEqual({ enableEmptyFilter: false });
  });

  it('loads every dataset on request and reads the chosen one’s columns', async () => {
    await openModal([]);
    await click(modal().querySelector('[data-testid="filter-config-add-filter"]')!);
    await click(byRole(modal(), 'button', 'Show all datasets'));
    await mounted!.settle();
    const listCall = server.calls('GET', '/api/v1/dataset/')[0]!;
    expect(listCall.q).toMatchObject({ columns: ['id', 'table_name', 'schema'], page_size: 100 });
    server.on('GET /api/v1/dataset/:id', (request) => ({ id: Number(request.params['id']), result: { id: 8, columns: [{ column_name: 'carrier', type: 'VARCHAR', filterable: true, is_dttm: false, verbose_name: null }], metrics: [] } }));
    await chooseOption(byLabel(modal(), /^Dataset/), 'public.flights');
    await mounted!.settle();
    await act(async () => {
      byLabel(modal(), /^Column/).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(allByRole(document, 'option').map((option) => option.textContent)).toEqual(['carrier']);
  });

  it('asks before discarding unsaved changes', async () => {
    const harness = await openModal([storedValueFilter('NATIVE_FILTER-a', 'Gender')]);
    await click(byRole(modal(), 'button', 'Cancel'));
    expect(harness.closed).toBe(1);

    await typeText(byLabel(modal(), 'Name'), 'Sex');
    await click(byRole(modal(), 'button', 'Cancel'));
    expect(harness.closed).toBe(1);
    expect(byRole(modal(), 'alert').textContent).toBe('There are unsaved changes. Are you sure you want to cancel?');
    await click(byRole(modal(), 'button', 'Keep editing'));
    expect(allByRole(modal(), 'alert')).toHaveLength(0);
    await click(byRole(modal(), 'button', 'Cancel'));
    await click(byRole(modal(), 'button', 'Yes, cancel'));
    expect(harness.closed).toBe(2);
    expect(harness.saved).toEqual([]);
  });
});
