// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { INVALID_FILTER_KEY_MESSAGE, NATIVE_FILTERS_URL_PARAM, type FilterConfigItem, type LayoutMap, type NativeFilter, withComputedScope } from '@core/dashboard/index.js';
import type { DataMask, FilterComponentProps } from '@core/plugin-api/index.js';
import type { BootstrapUser } from '../../../bootstrap/bootstrap-data';
import { byRole, click } from '../../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse, type FakeApiRequest } from '../../../components/list-view/test-support/fake-api-server';
import { ROUTE_PATHS } from '../../../routing/route-paths';
import { selectToasts } from '../../../store/message-toasts-slice';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { DashboardPage } from '../DashboardPage';
import { nativeFiltersParamOf } from './initial-filter-masks';
import { InViewObserver } from '../../../test-support/in-view-observer';

// happy-dom lays nothing out, so the measuring renderer would draw nothing. This stand-in shows
// the cross-filter state it is given and emits a cross-filter on `state = CA` when clicked.
vi.mock('../../../chart/ChartRenderer', () => ({
  ChartRenderer: ({ formData, filterState, setDataMask, onRendered }: { formData: { slice_id?: number }; filterState?: unknown; setDataMask?: (mask: DataMask) => void; onRendered?: () => void }) => {
    useEffect(() => onRendered?.());
    return (
      <button
        type="button"
        data-testid={`emit-${formData.slice_id}`}
        data-filter-state={JSON.stringify(filterState ?? null)}
        onClick={() => setDataMask?.({ extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] }, filterState: { value: ['CA'] } })}
      />
    );
  },
}));

// A stand-in filter component: one button per option of its options query, and Clear.
vi.mock('./load-filter-component', () => ({
  loadFilterComponent: () =>
    Promise.resolve(function StubFilter({ filter, data, filterState, setFilterState, inputId }: FilterComponentProps) {
      const column = filter.targets[0]?.column?.name ?? '';
      const options = (data?.result[0]?.data ?? []).map((row) => String(row[column]));
      return (
        <div data-testid={`stub-${filter.id}`} data-options={options.join(',')} data-value={JSON.stringify(filterState.value ?? null)}>
          <input id={inputId} readOnly value={String(filterState.value ?? '')} />
          {options.map((option) => (
            <button key={option} type="button" onClick={() => setFilterState({ value: [option] })}>
              Choose {option}
            </button>
          ))}
          <button type="button" onClick={() => setFilterState({ value: null })}>
            Clear {filter.name}
          </button>
        </div>
      );
    }),
}));

// The configuration modal and the scoping dialog are other components' business: stand-ins that save what a test sets.
// Like the real modal, the modal's stand-in computes the scopes against the layout and closes itself once saved.
const modalChanges = { current: { modified: [] as FilterConfigItem[], deleted: [] as string[], reordered: [] as string[] } };
vi.mock('./config/FilterConfigModal', () => ({
  FilterConfigModal: ({ layout, onSave, onClose }: { layout: LayoutMap; onSave: (changes: unknown) => Promise<void>; onClose: () => void }) => (
    <div role="dialog" aria-label="Add and edit filters">
      <button
        type="button"
        onClick={() => void onSave({ ...modalChanges.current, modified: modalChanges.current.modified.map((item) => withComputedScope(item, layout)) }).then(onClose, () => undefined)}
      >
        Save filters
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  ),
}));
vi.mock('./config/CrossFilterScopingDialog', () => ({
  CrossFilterScopingDialog: ({ onSave }: { onSave: (value: unknown) => Promise<void> }) => (
    <div role="dialog" aria-label="Cross-filter scoping">
      <button type="button" onClick={() => void onSave({ chart_configuration: {}, global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [1, 2] } }).catch(() => undefined)}>
        Save scoping
      </button>
    </div>
  ),
}));

const OWNER = testUser({ Alpha: [['can_read', 'Dashboard'], ['can_write', 'Dashboard']] });
const VIEWER = { ...testUser({ Gamma: [['can_read', 'Dashboard']] }), userId: 99 };

const chartComponent = (chartId: number) => ({ id: `CHART-${chartId}`, type: 'CHART', children: [], meta: { chartId, width: 4, height: 40 } });
const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2', 'CHART-3'], meta: {} },
  'CHART-1': chartComponent(1),
  'CHART-2': chartComponent(2),
  'CHART-3': chartComponent(3),
};

const selectFilter = (id: string, name: string, column: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  name,
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: column } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [3] },
  description: '',
  ...extra,
});
const STATE = selectFilter('NATIVE_FILTER-state', 'State', 'state', { description: 'Where the births were' });
const CITY = selectFilter('NATIVE_FILTER-city', 'City', 'city', { cascadeParentIds: [STATE.id] });
const DIVIDER: FilterConfigItem = { id: 'NATIVE_FILTER_DIVIDER-a', type: 'DIVIDER', title: 'Places', description: 'Narrow by place' };

const bigNumber = (id: number, metric: string) => ({
  id,
  slice_name: `Chart ${metric}`,
  description: null,
  viz_type: 'big_number_total',
  form_data: { slice_id: id, viz_type: 'big_number_total', datasource: '3__table', metric, adhoc_filters: [], time_range: 'No filter' },
});

interface QueryBody {
  queries: Array<{ columns?: unknown[]; filters?: Array<{ col: string; op: string; val: unknown }> }>;
}

/** Options by column, narrowed by a `state` filter for cities. */
function filterOptions(request: FakeApiRequest) {
  const query = (request.body as QueryBody).queries[0]!;
  const column = String(query.columns?.[0] ?? '');
  const state = query.filters?.find((filter) => filter.col === 'state')?.val as string[] | undefined;
  const values = column === 'state' ? ['CA', 'NY'] : state?.includes('CA') ? ['LA', 'SF'] : ['LA', 'SF', 'NYC'];
  return { result: [{ colnames: [column], coltypes: [1], data: values.map((value) => ({ [column]: value })), rowcount: values.length }] };
}

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
let metadata: Record<string, unknown>;

beforeEach(() => {
  metadata = { native_filter_configuration: [DIVIDER, STATE, CITY] };
  modalChanges.current = { modified: [], deleted: [], reordered: [] };
  server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({
      id: 5,
      result: {
        id: 5,
        slug: 'births',
        dashboard_title: 'Births',
        published: true,
        css: '',
        json_metadata: JSON.stringify(metadata),
        position_json: JSON.stringify(POSITIONS),
        certified_by: null,
        certification_details: null,
        owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
      },
    }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: [bigNumber(1, 'count'), bigNumber(2, 'sum__num'), bigNumber(3, 'avg__num')] }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ result: [] }),
    'POST /api/v1/chart/data': (request) =>
      request.url.searchParams.has('form_data') ? { result: [{ colnames: ['n'], coltypes: [0], data: [{ n: 42 }], rowcount: 1 }] } : filterOptions(request),
    'PUT /api/v1/dashboard/:pk': (request) => ({ id: 5, result: request.body, last_modified_time: 1 }),
    'PUT /api/v1/dashboard/:pk/filters': (request) => {
      const changes = request.body as { modified: FilterConfigItem[] };
      return { id: 5, result: [...(metadata['native_filter_configuration'] as FilterConfigItem[]), ...changes.modified], last_modified_time: 2 };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderDashboard(user: BootstrapUser = OWNER, search = '') {
  rendered = await renderApp(null, { bootstrap: testBootstrap(user), path: `/superset/dashboard/births/${search}`, routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }] });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[data-layout-id="GRID_ID"]'));
  return container;
}

const statusOf = (container: HTMLElement, chartId: number) => container.querySelector(`[data-chart-id="${chartId}"]`)?.getAttribute('data-chart-status');
const allSettled = (container: HTMLElement, ids = [1, 2, 3]) => () => (ids.every((id) => ['success', 'rendered'].includes(statusOf(container, id) ?? '')) ? true : null);
/** The chart queries sent (filter option queries carry no `form_data`), by chart id. */
const chartQueries = () =>
  server
    .calls('POST', '/api/v1/chart/data')
    .filter((call) => call.url.searchParams.has('form_data'))
    .map((call) => ({ chartId: (JSON.parse(call.url.searchParams.get('form_data')!) as { slice_id: number }).slice_id, filters: (call.body as QueryBody).queries[0]?.filters ?? [] }));
const optionQueries = () => server.calls('POST', '/api/v1/chart/data').filter((call) => !call.url.searchParams.has('form_data'));
const control = (container: HTMLElement, filterId: string) => container.querySelector<HTMLElement>(`[data-testid="filter-control-${filterId}"]`)!;
const stub = async (container: HTMLElement, filterId: string) => rendered!.waitFor(() => container.querySelector<HTMLElement>(`[data-testid="stub-${filterId}"][data-options]:not([data-options=""])`));
const applyButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-testid="filter-bar-apply"]')!;
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);

describe('the dashboard filter bar', () => {
  it('shows its filters and dividers, applies a value to the charts in scope only, and keeps it in the URL', async () => {
    const container = await renderDashboard();
    await rendered!.waitFor(allSettled(container));
    const bar = container.querySelector('[data-testid="filter-bar"]')!;
    expect(bar.getAttribute('data-orientation')).toBe('vertical');
    expect(bar.querySelector('[data-testid="filter-divider-NATIVE_FILTER_DIVIDER-a"]')?.textContent).toBe('PlacesNarrow by place');
    expect([...bar.querySelectorAll('[data-filter-name]')].map((element) => element.getAttribute('data-filter-name'))).toEqual(['State', 'City']);
    expect(byRole(control(container, STATE.id), 'textbox', 'State')).toBeTruthy();
    expect(control(container, STATE.id).querySelector('[aria-label="About State"]')).not.toBeNull();
    expect(chartQueries().map((query) => query.chartId).sort()).toEqual([1, 2, 3]);
    expect(applyButton(container).disabled).toBe(true);

    await click(byRole(await stub(container, STATE.id), 'button', 'Choose CA'));
    expect(applyButton(container).disabled).toBe(false);
    // Nothing is sent before Apply.
    expect(chartQueries()).toHaveLength(3);
    await click(applyButton(container));
    await rendered!.waitFor(() => (chartQueries().length === 5 ? true : null));
    await rendered!.settle();
    const sent = chartQueries().slice(3);
    expect(sent.map((query) => query.chartId).sort()).toEqual([1, 2]);
    expect(sent[0]!.filters).toEqual(expect.arrayContaining([expect.objectContaining({ col: 'state', op: 'IN', val: ['CA'] })]));
    expect(chartQueries()).toHaveLength(5);
    expect(applyButton(container).disabled).toBe(true);

    // The URL follows once the charts have repainted.
    const param = await rendered!.waitFor(() => new URLSearchParams(rendered!.router.state.location.search).get(NATIVE_FILTERS_URL_PARAM));
    expect(param).toContain('CA');
    expect(rendered!.router.state.historyAction).toBe('REPLACE');
    expect(container.querySelector('[data-testid="filter-indicator-1"]')?.getAttribute('data-applied-count')).toBe('1');
    const outOfScope = container.querySelector('[data-testid="filter-indicator-3"]')!;
    expect(outOfScope.getAttribute('data-applied-count')).toBe('0');
    expect(outOfScope.getAttribute('data-out-of-scope-count')).toBe('1');
    await click(outOfScope);
    const popover = await rendered!.waitFor(() => document.querySelector('[role="dialog"][aria-label="Filters of this chart"]'));
    expect(popover.textContent).toContain('This chart has been moved to a different filter scope.');
    expect(popover.textContent).toContain('State: CA');
  });

  it('narrows a child’s options by its parent’s value before Apply, and clears the child with its parent', async () => {
    const container = await renderDashboard();
    expect((await stub(container, CITY.id)).getAttribute('data-options')).toBe('LA,SF,NYC');
    await click(byRole(await stub(container, STATE.id), 'button', 'Choose CA'));
    await rendered!.waitFor(() => (container.querySelector(`[data-testid="stub-${CITY.id}"]`)?.getAttribute('data-options') === 'LA,SF' ? true : null));
    const narrowed = optionQueries().at(-1)!.body as QueryBody;
    expect(narrowed.queries[0]?.filters).toEqual(expect.arrayContaining([expect.objectContaining({ col: 'state', val: ['CA'] })]));

    await click(byRole(await stub(container, CITY.id), 'button', 'Choose LA'));
    expect(container.querySelector(`[data-testid="stub-${CITY.id}"]`)?.getAttribute('data-value')).toBe('["LA"]');
    await click(byRole(container, 'button', 'Clear State'));
    expect(container.querySelector(`[data-testid="stub-${CITY.id}"]`)?.getAttribute('data-value')).toBe('null');
  });

  it('restores the applied filters from the URL on load', async () => {
    const applied = { [STATE.id]: { id: STATE.id, filterState: { value: ['NY'] }, extraFormData: { filters: [{ col: 'state', op: 'IN' as const, val: ['NY'] }] }, ownState: {} } };
    const param = nativeFiltersParamOf([STATE, CITY], applied)!;
    const container = await renderDashboard(OWNER, `?${NATIVE_FILTERS_URL_PARAM}=${encodeURIComponent(param)}`);
    await rendered!.waitFor(allSettled(container));
    const first = chartQueries().find((query) => query.chartId === 1)!;
    expect(first.filters).toEqual(expect.arrayContaining([expect.objectContaining({ col: 'state', val: ['NY'] })]));
    expect(chartQueries().find((query) => query.chartId === 3)!.filters).not.toEqual(expect.arrayContaining([expect.objectContaining({ col: 'state' })]));
    expect((await stub(container, STATE.id)).getAttribute('data-value')).toBe('["NY"]');
  });

  it('keeps the charts of a required filter waiting until it has a value', async () => {
    metadata = { native_filter_configuration: [{ ...STATE, controlValues: { enableEmptyFilter: true } }] };
    const container = await renderDashboard();
    await rendered!.waitFor(allSettled(container, [3]));
    expect(statusOf(container, 1)).toBe('idle');
    expect(container.querySelector('[data-chart-id="1"]')?.textContent).toContain('Waiting for required filter values');
    expect(chartQueries().map((query) => query.chartId)).toEqual([3]);
    await click(byRole(await stub(container, STATE.id), 'button', 'Choose NY'));
    await click(applyButton(container));
    await rendered!.waitFor(allSettled(container));
    expect(chartQueries().map((query) => query.chartId).sort()).toEqual([1, 2, 3]);
  });

  it('blocks Apply while a required filter was emptied, saying which', async () => {
    metadata = { native_filter_configuration: [{ ...STATE, controlValues: { enableEmptyFilter: true }, defaultDataMask: { filterState: { value: ['CA'] }, extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } } }] };
    const container = await renderDashboard();
    await rendered!.waitFor(allSettled(container));
    await click(byRole(await stub(container, STATE.id), 'button', 'Clear State'));
    expect(applyButton(container).disabled).toBe(true);
    expect(container.querySelector('[data-testid="filter-bar"] [role="status"]')?.textContent).toBe('Please choose a value for the required filter: State');
  });

  it('clears every filter and cross-filter with Clear all', async () => {
    const container = await renderDashboard();
    await rendered!.waitFor(allSettled(container));
    await click(byRole(await stub(container, STATE.id), 'button', 'Choose CA'));
    await click(applyButton(container));
    await click(container.querySelector('[data-testid="emit-3"]')!);
    await rendered!.waitFor(() => container.querySelector('[data-testid="cross-filter-3"]'));
    await click(container.querySelector('[data-testid="filter-bar-clear-all"]')!);
    await rendered!.settle();
    expect(container.querySelector('[data-testid="cross-filter-3"]')).toBeNull();
    expect(container.querySelector(`[data-testid="stub-${STATE.id}"]`)?.getAttribute('data-value')).toBe('null');
    expect(container.querySelector('[data-testid="filter-indicator-1"]')).toBeNull();
    await rendered!.waitFor(() => (new URLSearchParams(rendered!.router.state.location.search).has(NATIVE_FILTERS_URL_PARAM) ? null : true));
  });

  it('reads legacy preselected filters and reports an invalid filter key without failing', async () => {
    const container = await renderDashboard(OWNER, `?preselect_filters=${encodeURIComponent(JSON.stringify({ state: ['CA'] }))}`);
    await rendered!.waitFor(allSettled(container));
    expect(toasts()).toContain(INVALID_FILTER_KEY_MESSAGE);
    await rendered!.unmount();
    const before = chartQueries().length;
    const valid = await renderDashboard(OWNER, `?preselect_filters=${encodeURIComponent(JSON.stringify({ '9_state': ['NY'] }))}`);
    await rendered!.waitFor(allSettled(valid));
    expect(chartQueries().slice(before).find((query) => query.chartId === 1)!.filters).toEqual(expect.arrayContaining([expect.objectContaining({ col: 'state', val: ['NY'] })]));
  });

  it('applies a chart’s cross-filter to the other charts, highlights it on the emitter, lists it and removes it', async () => {
    const container = await renderDashboard();
    await rendered!.waitFor(allSettled(container));
    await click(container.querySelector('[data-testid="emit-1"]')!);
    await rendered!.waitFor(() => (chartQueries().length === 5 ? true : null));
    await rendered!.settle();
    expect(chartQueries().slice(3).map((query) => query.chartId).sort()).toEqual([2, 3]);
    expect(JSON.parse(container.querySelector('[data-testid="emit-1"]')!.getAttribute('data-filter-state')!)).toEqual({ value: ['CA'] });
    expect(JSON.parse(container.querySelector('[data-testid="emit-2"]')!.getAttribute('data-filter-state')!)).toBeNull();
    const listed = container.querySelector('[data-testid="cross-filter-1"]')!;
    expect(listed.textContent).toContain('Chart count');
    expect(listed.textContent).toContain('state: CA');
    expect(container.querySelector('[data-testid="filter-indicator-2"]')?.getAttribute('data-applied-count')).toBe('1');

    await click(byRole(listed, 'button', 'Remove cross-filter of Chart count'));
    expect(container.querySelector('[data-testid="cross-filter-1"]')).toBeNull();
    // Back to the first answers, kept in the cache: nothing new is sent.
    await rendered!.waitFor(allSettled(container));
    expect(chartQueries()).toHaveLength(5);
  });

  it('neither emits nor applies cross-filters when the dashboard turned them off', async () => {
    metadata = { ...metadata, cross_filters_enabled: false };
    const container = await renderDashboard(VIEWER);
    await rendered!.waitFor(allSettled(container));
    await click(container.querySelector('[data-testid="emit-1"]')!);
    await rendered!.settle();
    expect(container.querySelector('[data-testid="cross-filter-1"]')).toBeNull();
    expect(chartQueries()).toHaveLength(3);
  });

  it('is hidden from viewers of a dashboard without filters; editors see how to add some', async () => {
    metadata = {};
    const viewing = await renderDashboard(VIEWER);
    expect(viewing.querySelector('[data-testid="filter-bar"]')).toBeNull();
    await rendered!.unmount();
    const editing = await renderDashboard(OWNER);
    const bar = editing.querySelector('[data-testid="filter-bar"]')!;
    expect(bar.textContent).toContain('No filters are currently added to this dashboard.');
    expect(bar.querySelector('[data-testid="filter-bar-add-filter"]')).not.toBeNull();
    expect(bar.querySelector('[data-testid="filter-bar-apply"]')).toBeNull();
  });

  it('offers no editing to viewers, and hides in report mode', async () => {
    const viewing = await renderDashboard(VIEWER);
    const bar = viewing.querySelector('[data-testid="filter-bar"]')!;
    expect(bar.querySelector('[data-testid="filter-bar-add-filter"]')).toBeNull();
    expect(bar.querySelector('[data-testid="filter-bar-settings"]')).toBeNull();
    await rendered!.unmount();
    const report = await renderDashboard(OWNER, '?standalone=3');
    expect(report.querySelector('[data-testid="filter-bar"]')).toBeNull();
  });

  it('saves a new orientation with a PUT of the metadata and moves the bar under the header', async () => {
    const container = await renderDashboard();
    await click(container.querySelector('[data-testid="filter-bar-settings"]')!);
    await click(byRole(document, 'menuitemradio', 'Horizontal (Top)'));
    await rendered!.waitFor(() => container.querySelector('[data-testid="filter-bar"][data-orientation="horizontal"]'));
    const put = server.calls('PUT', '/api/v1/dashboard/5').at(-1)!;
    const saved = JSON.parse((put.body as { json_metadata: string }).json_metadata) as Record<string, unknown>;
    expect(saved['filter_bar_orientation']).toBe('HORIZONTAL');
    expect(saved['native_filter_configuration']).toEqual([DIVIDER, STATE, CITY]);
    expect(container.querySelectorAll('[data-testid="filter-bar"]')).toHaveLength(1);
    expect(control(container, STATE.id)).not.toBeNull();
  });

  it('saves the configuration modal’s changes with PUT …/filters and shows what the server stored', async () => {
    const region = selectFilter('NATIVE_FILTER-region', 'Region', 'region', { scope: { rootPath: ['ROOT_ID'], excluded: [] } });
    modalChanges.current = { modified: [region], deleted: [], reordered: [] };
    const container = await renderDashboard();
    await click(container.querySelector('[data-testid="filter-bar-add-filter"]')!);
    await click(await rendered!.waitFor(() => allButtons('Save filters')));
    await rendered!.waitFor(() => container.querySelector('[data-testid="filter-control-NATIVE_FILTER-region"]'));
    const body = server.calls('PUT', '/api/v1/dashboard/5/filters').at(-1)!.body as { modified: NativeFilter[] };
    expect(body.modified[0]).toMatchObject({ id: region.id, chartsInScope: [1, 2, 3], tabsInScope: [] });
    expect(document.querySelector('[role="dialog"][aria-label="Add and edit filters"]')).toBeNull();

    server.on('PUT /api/v1/dashboard/:pk/filters', () => jsonResponse(422, { message: 'Bad filters' }));
    await click(container.querySelector('[data-testid="filter-bar-add-filter"]')!);
    await click(await rendered!.waitFor(() => allButtons('Save filters')));
    await rendered!.settle();
    expect(toasts()).toContain('Sorry, there was an error saving this dashboard: Bad filters');
    expect(document.querySelector('[role="dialog"][aria-label="Add and edit filters"]')).not.toBeNull();
  });

  it('says so when cross-filter scoping cannot be saved', async () => {
    server.on('PUT /api/v1/dashboard/:pk', () => jsonResponse(500, { message: 'Down' }));
    const container = await renderDashboard();
    await click(container.querySelector('[data-testid="filter-bar-settings"]')!);
    await click(byRole(document, 'menuitem', 'Edit cross-filter scoping'));
    await click(await rendered!.waitFor(() => allButtons('Save scoping')));
    await rendered!.settle();
    expect(toasts()).toContain('Failed to save cross-filter scoping');
  });
});

function allButtons(name: string) {
  return [...document.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;
}
