import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONTROL_WIDGETS } from '@control-schemas/index.js';
import { chart, grid, layoutOf, row, tab, tabs } from '@core/dashboard/test-fixtures.js';
import type { LayoutMap, NativeFilter } from '@core/dashboard/index.js';
import { defineFilterType, type AnyFilterTypeContribution, type FilterComponentProps } from '@core/plugin-api/index.js';
import { createAjvSchemaCompiler, createFilterTypeRegistry, type FilterTypeRegistry } from '@core/registry/index.js';
import type { DashboardChart } from '../../dashboard-types';
import { tesseraTheme } from '../../../../theme/tessera-theme';
import { DEFAULT_BOOTSTRAP } from '../../../../bootstrap/default-bootstrap';
import { createAppStore } from '../../../../store/create-app-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The value filter's component: a list of the options the query returned, or the chosen values. */
function ValueFilterInput({ data, loading, error, filterState, setFilterState, inputId, mode, filter }: FilterComponentProps) {
  const column = filter.targets[0]?.column?.name ?? '';
  const options = (data?.result[0]?.data ?? []).map((record) => String((record as Record<string, unknown>)[column]));
  const chosen = Array.isArray(filterState.value) ? (filterState.value as string[]) : [];
  if (loading) return <span>Loading values</span>;
  if (error) return <span role="alert">{error}</span>;
  return (
    <select
      id={inputId}
      multiple
      data-mode={mode}
      value={chosen}
      onChange={(event) => {
        const values = [...event.target.selectedOptions].map((option) => option.value);
        setFilterState({ value: values.length > 0 ? values : null, label: values.join(', ') });
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** The time range filter's component: a text field of the range. */
function TimeRangeInput({ filterState, setFilterState, inputId }: FilterComponentProps) {
  return <input id={inputId} value={String(filterState.value ?? '')} onChange={(event) => setFilterState({ value: event.target.value || null })} />;
}

/** A value (select) filter type as a plugin contributes it. */
export const VALUE_FILTER_TYPE: AnyFilterTypeContribution = defineFilterType<{ multiSelect: boolean; inverseSelection: boolean; enableEmptyFilter: boolean; defaultToFirstItem: boolean; sortAscending: boolean; searchAllOptions: boolean }, string[]>({
  key: 'filter_select',
  name: 'Value',
  description: 'Pick one or more values of a column.',
  configSchema: {
    type: 'object',
    properties: {
      multiSelect: { type: 'boolean', title: 'Can select multiple values', default: true },
      enableEmptyFilter: { type: 'boolean', default: false },
      defaultToFirstItem: { type: 'boolean', default: false },
      inverseSelection: { type: 'boolean', default: false },
      sortAscending: { type: 'boolean', title: 'Sort ascending', default: true },
      searchAllOptions: { type: 'boolean', title: 'Dynamically search all filter values', default: false },
    },
  },
  uiSchema: { multiSelect: { 'ui:widget': 'CheckboxWidget' } },
  buildQuery: (config) => ({
    datasource: { id: config.targets[0]?.datasetId ?? 0, type: 'table' },
    queries: [{ columns: [config.targets[0]?.column?.name ?? ''], metrics: [] }],
  }),
  toExtraFormData: (state, config) => {
    const col = config.targets[0]?.column?.name;
    if (!col || !state.value?.length) return {};
    return { filters: [{ col, op: config.controlValues.inverseSelection ? 'NOT IN' : 'IN', val: state.value }] };
  },
  loadComponent: async () => ({ default: ValueFilterInput }),
});

/** A time range filter type: no dataset, no column, no options query. */
export const TIME_RANGE_FILTER_TYPE: AnyFilterTypeContribution = defineFilterType<{ enableEmptyFilter: boolean }, string>({
  key: 'filter_time',
  name: 'Time range',
  description: 'Limit the charts to a time range.',
  configSchema: { type: 'object', properties: { enableEmptyFilter: { type: 'boolean', default: false } } },
  uiSchema: {},
  needsQuery: false,
  needsColumn: false,
  buildQuery: () => ({ datasource: { id: 0, type: 'table' }, queries: [] }),
  toExtraFormData: (state) => (state.value ? { time_range: state.value } : {}),
  loadComponent: async () => ({ default: TimeRangeInput }),
});

/** The filter types of the tests, validated by the real registry. */
export function testFilterTypes(): FilterTypeRegistry {
  return createFilterTypeRegistry([VALUE_FILTER_TYPE, TIME_RANGE_FILTER_TYPE], { widgets: new Set(CONTROL_WIDGETS), schemaCompiler: createAjvSchemaCompiler() });
}

/** Two tabs: "Overview" with charts 1 and 2 in a row, "Details" with chart 3. */
export function testLayout(): LayoutMap {
  const layout = layoutOf(tabs('TABS-top', tab('TAB-overview', row('ROW-a', chart('CHART-1', 1), chart('CHART-2', 2))), tab('TAB-details', row('ROW-b', chart('CHART-3', 3)))));
  layout['TAB-overview']!.meta.text = 'Overview';
  layout['TAB-details']!.meta.text = 'Details';
  return layout;
}

/** A layout without tabs: one row of charts 1 and 2. */
export function flatTestLayout(): LayoutMap {
  return layoutOf(grid(row('ROW-a', chart('CHART-1', 1), chart('CHART-2', 2))));
}

/** The dashboard's charts, all on dataset 3 (`birth_names`). */
export function testCharts(): Map<number, DashboardChart> {
  const entry = (id: number, name: string): [number, DashboardChart] => [
    id,
    { id, slice_name: name, form_data: { slice_id: id, viz_type: 'table', datasource: '3__table' }, datasource_name_text: 'public.birth_names' },
  ];
  return new Map([entry(1, 'Total births'), entry(2, 'Births copy'), entry(3, 'Names')]);
}

/** `GET /api/v1/dataset/3`: columns and saved metrics of `birth_names`. */
export const BIRTH_NAMES_DATASET = {
  id: 3,
  table_name: 'birth_names',
  columns: [
    { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true, filterable: true, verbose_name: null },
    { column_name: 'gender', type: 'VARCHAR', type_generic: 1, is_dttm: false, filterable: true, verbose_name: null },
    { column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false, filterable: true, verbose_name: 'Name' },
  ],
  metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)' }],
};

/** A stored value filter on `gender`, scoped to the whole dashboard of {@link testLayout} (as saved: scope computed). */
export function storedValueFilter(id: string, name: string, overrides: Partial<NativeFilter> = {}): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name,
    filterType: 'filter_select',
    targets: [{ datasetId: 3, column: { name: 'gender' } }],
    controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false, inverseSelection: false, sortAscending: true, searchAllOptions: false },
    defaultDataMask: { filterState: { value: null }, extraFormData: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    chartsInScope: [1, 2, 3],
    tabsInScope: ['TAB-overview', 'TAB-details'],
    description: '',
    ...overrides,
  };
}

/** Mounts UI with the app's theme and a fresh store (RTK Query) into happy-dom (React's `createRoot` + `act`). */
export async function mountWithTheme(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const store = createAppStore(DEFAULT_BOOTSTRAP);
  const wrap = (node: ReactNode) => (
    <Provider store={store}>
      <ThemeProvider theme={tesseraTheme} defaultMode="light">
        <CssBaseline />
        {node}
      </ThemeProvider>
    </Provider>
  );
  await act(async () => root.render(wrap(element)));
  return {
    container,
    rerender: async (next: ReactNode) => act(async () => root.render(wrap(next))),
    /** Lets pending promises settle and React re-render. */
    settle: async (rounds = 5) => {
      for (let i = 0; i < rounds; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
