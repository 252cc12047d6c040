import type { Kysely } from 'kysely';
import {
  DASHBOARD_GRID_ID,
  createEmptyLayout,
  defaultFilterScope,
  newComponent,
  withComputedScope,
  withParents,
  type LayoutComponent,
  type LayoutMap,
  type NativeFilter,
} from '@core/dashboard/index.js';
import type { Principal } from '../security/principal.js';
import { ADMIN_ROLE } from '../security/role-definitions.js';
import type { SecurityManager } from '../security/security-manager.js';
import { createChart } from '../services/chart-save.js';
import { ChartService } from '../services/chart-service.js';
import { createDashboard } from '../services/dashboard-save.js';
import type { Database } from '../store/database.js';
import { EXAMPLES_DATABASE_NAME } from './register-example-datasets.js';

/** The slug of the example dashboard; it is created once, and not again if it exists. */
export const EXAMPLE_DASHBOARD_SLUG = 'births';

/** SUM(num) labelled for readers: a table shows a metric's label as its column header. */
const BIRTHS_METRIC = { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'Births' };

interface ExampleChart {
  name: string;
  description: string;
  width: number;
  height: number;
  formData: Record<string, unknown>;
}

/** The example charts over `birth_names`, in layout order: two rows. */
const FIRST_ROW: readonly ExampleChart[] = [
  {
    name: 'Total births',
    description: 'Every birth recorded in the example, under the filters applied.',
    width: 3,
    height: 50,
    formData: { viz_type: 'big_number_total', metric: 'sum__num', subheader: 'births', time_range: 'No filter' },
  },
  {
    name: 'Births by gender over the years',
    description: 'Yearly births of boys and girls.',
    width: 9,
    height: 50,
    formData: { viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], row_limit: 10_000, time_range: 'No filter' },
  },
];
const SECOND_ROW: readonly ExampleChart[] = [
  {
    name: 'Births by state (top 10)',
    description: 'The ten states with the most births. Click a slice to filter the other charts by its state.',
    width: 4,
    height: 60,
    formData: { viz_type: 'pie', groupby: ['state'], metric: 'sum__num', row_limit: 10, time_range: 'No filter' },
  },
  {
    name: 'Most common names',
    description: 'Names by number of births.',
    width: 4,
    height: 60,
    formData: {
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['name'],
      metrics: [BIRTHS_METRIC],
      timeseries_limit_metric: BIRTHS_METRIC,
      order_desc: true,
      row_limit: 100,
      time_range: 'No filter',
    },
  },
];

const ABOUT_MARKDOWN = [
  '## About this dashboard',
  '',
  'Births in the United States by year, gender, state and first name, from the **birth_names** example dataset.',
  '',
  '- Narrow every chart at once with the **Gender** and **State** filters in the filter bar.',
  '- Click a pie slice or a table row to cross-filter the other charts.',
  '- Right-click a mark and choose **Drill to detail** to see the rows behind it.',
  '',
  'Edit the dashboard to rearrange it, or build your own charts from the datasets in **Explore**.',
].join('\n');

/**
 * Creates the example dashboard on a first start: four charts over `birth_names`, a markdown note and
 * two native filters, owned by the first administrator and published so every user with access to the
 * examples sees it. Written through the same services as the API, so it is an ordinary dashboard that
 * can be edited, copied or deleted. Does nothing when it exists already, when there is no administrator,
 * or when the examples are not installed. Returns the dashboard id, or null. When saving fails part way,
 * the charts saved so far are deleted and the error is thrown again.
 */
export async function installExampleDashboard(db: Kysely<Database>, security: SecurityManager): Promise<number | null> {
  if (await db.selectFrom('dashboards').select('id').where('slug', '=', EXAMPLE_DASHBOARD_SLUG).executeTakeFirst()) return null;
  const dataset = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select('tables.id')
    .where('dbs.database_name', '=', EXAMPLES_DATABASE_NAME)
    .where('tables.table_name', '=', 'birth_names')
    .executeTakeFirst();
  const admin = await firstAdministrator(db, security);
  if (!dataset || !admin) return null;

  const chartIds = new Map<ExampleChart, number>();
  try {
    for (const chart of [...FIRST_ROW, ...SECOND_ROW]) chartIds.set(chart, await createExampleChart(db, admin, dataset.id, chart));
    return await createExampleDashboard(db, admin, dataset.id, chartIds);
  } catch (error) {
    // No half-installed example: the charts saved so far go too.
    if (chartIds.size > 0) await new ChartService(db).removeMany(admin, [...chartIds.values()]);
    throw error;
  }
}

/** The first administrator (lowest id), who owns the example dashboards; null when there is none. */
export async function firstAdministrator(db: Kysely<Database>, security: SecurityManager): Promise<Principal | null> {
  const adminRow = await db
    .selectFrom('ab_user')
    .innerJoin('ab_user_role', 'ab_user_role.user_id', 'ab_user.id')
    .innerJoin('ab_role', 'ab_role.id', 'ab_user_role.role_id')
    .select('ab_user.id')
    .where('ab_role.name', '=', ADMIN_ROLE)
    .orderBy('ab_user.id')
    .executeTakeFirst();
  return adminRow ? security.loadPrincipal(adminRow.id) : null;
}

/** Saves one example chart over the `birth_names` dataset; returns its id. */
async function createExampleChart(db: Kysely<Database>, admin: Principal, datasetId: number, chart: ExampleChart): Promise<number> {
  const created = await createChart(db, admin, {
    slice_name: chart.name,
    description: chart.description,
    viz_type: String(chart.formData['viz_type']),
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...chart.formData, datasource: `${datasetId}__table` }),
  });
  return created.id;
}

/** Saves the dashboard showing the example charts, with its filters; returns its id. */
async function createExampleDashboard(db: Kysely<Database>, admin: Principal, datasetId: number, chartIds: ReadonlyMap<ExampleChart, number>): Promise<number> {
  const layout = exampleLayout(chartIds);
  const filters = [
    selectFilter('NATIVE_FILTER-births-gender', 'Gender', 'gender', datasetId, layout),
    selectFilter('NATIVE_FILTER-births-state', 'State', 'state', datasetId, layout),
  ];
  const created = await createDashboard(db, admin, {
    dashboard_title: 'Births',
    slug: EXAMPLE_DASHBOARD_SLUG,
    published: true,
    position_json: JSON.stringify(layout),
    json_metadata: JSON.stringify({
      native_filter_configuration: filters,
      cross_filters_enabled: true,
      global_chart_configuration: { scope: defaultFilterScope(), chartsInScope: [...chartIds.values()] },
    }),
  });
  return created.id;
}

/** Root, grid, then a row of the big number and the line chart, and a row of the pie, the table and the note. */
function exampleLayout(chartIds: ReadonlyMap<ExampleChart, number>): LayoutMap {
  const layout: Record<string, LayoutComponent> = { ...createEmptyLayout() };
  const ids = { next: 0 };
  const id = (type: string) => `${type}-example-${++ids.next}`;
  const addRow = (items: LayoutComponent[]) => {
    const row = newComponent('ROW', { id: id('ROW'), children: items.map((item) => item.id) });
    layout[row.id] = row;
    layout[DASHBOARD_GRID_ID] = { ...layout[DASHBOARD_GRID_ID]!, children: [...layout[DASHBOARD_GRID_ID]!.children, row.id] };
    for (const item of items) layout[item.id] = item;
  };
  const chartComponent = (chart: ExampleChart) =>
    newComponent('CHART', { id: id('CHART'), meta: { chartId: chartIds.get(chart)!, sliceName: chart.name, width: chart.width, height: chart.height } });
  addRow(FIRST_ROW.map(chartComponent));
  addRow([...SECOND_ROW.map(chartComponent), newComponent('MARKDOWN', { id: id('MARKDOWN'), meta: { code: ABOUT_MARKDOWN, width: 4, height: 60 } })]);
  return withParents(layout);
}

/** A multiple-choice value filter on a `birth_names` column, over every chart. */
function selectFilter(id: string, name: string, column: string, datasetId: number, layout: LayoutMap): NativeFilter {
  return withComputedScope(
    {
      id,
      type: 'NATIVE_FILTER',
      name,
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: column } }],
      controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false, inverseSelection: false, searchAllOptions: false, sortAscending: true },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      cascadeParentIds: [],
      scope: defaultFilterScope(),
      description: '',
    },
    layout,
  );
}
