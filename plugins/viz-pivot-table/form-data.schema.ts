import {
  PIVOT_AGGREGATE_FUNCTIONS,
  withSchemaDefaults,
  type AdhocFilter,
  type CurrencyFormat,
  type PivotAggregateFunction,
  type PivotMetricsLayout,
  type PivotOrder,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '@core/plugin-api/index.js';
import {
  COLUMN_SCHEMA,
  NUMBER_FORMAT_CHOICES,
  SMART_NUMBER_FORMAT,
  closedChoiceSchema,
  composeVizSchema,
  defineControl,
  openChoiceSchema,
} from '@control-schemas/index.js';

/** The form data of a pivot table (`pivot_table_v2`), with Superset's field names. */
export interface PivotTableFormData extends QueryFormData {
  groupbyRows?: QueryFormColumn[];
  groupbyColumns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  metricsLayout?: PivotMetricsLayout;
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  time_grain_sqla?: string | null;
  /** Which grouping columns are temporal (Superset fills it from the dataset); they get the time grain. */
  temporal_columns_lookup?: Record<string, boolean>;
  series_limit?: number | null;
  series_limit_metric?: QueryFormMetric | null;
  row_limit?: number;
  order_desc?: boolean;
  aggregateFunction?: PivotAggregateFunction;
  rowTotals?: boolean;
  colTotals?: boolean;
  rowSubTotals?: boolean;
  colSubTotals?: boolean;
  transposePivot?: boolean;
  combineMetric?: boolean;
  valueFormat?: string;
  /** A currency symbol written with cell values (Superset's `currency_format`). */
  currency_format?: CurrencyFormat | null;
  date_format?: string;
  rowOrder?: PivotOrder;
  colOrder?: PivotOrder;
}

const groupbyRows = defineControl({
  name: 'groupbyRows',
  label: 'Rows',
  description: 'Columns whose values head the rows, outermost first.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});

const groupbyColumns = defineControl({
  name: 'groupbyColumns',
  label: 'Columns',
  description: 'Columns whose values head the columns, outermost first.',
  section: 'query',
  schema: { type: 'array', items: COLUMN_SCHEMA, default: [] },
  uiSchema: { 'ui:widget': 'ColumnsWidget' },
  validators: [],
});

const metricsLayout = defineControl({
  name: 'metricsLayout',
  label: 'Apply metrics on',
  description: 'Whether metric names head columns or rows.',
  section: 'query',
  schema: {
    type: 'string',
    ...closedChoiceSchema([
      { const: 'COLUMNS', title: 'Columns' },
      { const: 'ROWS', title: 'Rows' },
    ]),
    default: 'COLUMNS',
  },
  uiSchema: { 'ui:widget': 'RadioButtonsWidget' },
  validators: [],
  renderTrigger: true,
});

const aggregateFunction = defineControl({
  name: 'aggregateFunction',
  label: 'Aggregation function',
  description:
    'How the values of a cell, a subtotal or a total are combined. The query already aggregates each row and column combination; this re-aggregates for totals. Fractions divide by the grand, row or column total.',
  section: 'customize',
  schema: { type: 'string', ...closedChoiceSchema(PIVOT_AGGREGATE_FUNCTIONS.map((name) => ({ const: name, title: name }))), default: 'Sum' },
  uiSchema: { 'ui:widget': 'SelectWidget' },
  validators: [],
  renderTrigger: true,
});

function checkbox(name: string, label: string, description: string) {
  return defineControl({
    name,
    label,
    description,
    section: 'customize',
    schema: { type: 'boolean', default: false },
    uiSchema: { 'ui:widget': 'CheckboxWidget' },
    validators: [],
    renderTrigger: true,
  });
}

const ORDER_CHOICES = closedChoiceSchema([
  { const: 'key_a_to_z', title: 'Key A to Z' },
  { const: 'key_z_to_a', title: 'Key Z to A' },
  { const: 'value_a_to_z', title: 'Value ascending' },
  { const: 'value_z_to_a', title: 'Value descending' },
]);

function orderControl(name: string, label: string, description: string) {
  return defineControl({
    name,
    label,
    description,
    section: 'customize',
    schema: { type: 'string', ...ORDER_CHOICES, default: 'key_a_to_z' },
    uiSchema: { 'ui:widget': 'SelectWidget' },
    validators: [],
    renderTrigger: true,
  });
}

const valueFormat = defineControl({
  name: 'valueFormat',
  label: 'Value format',
  description: 'How cell values are written, as a d3-format specifier; adaptive by default (fractions then show as percentages).',
  section: 'customize',
  schema: { type: 'string', default: SMART_NUMBER_FORMAT, ...openChoiceSchema(NUMBER_FORMAT_CHOICES) },
  uiSchema: { 'ui:widget': 'NumberFormatWidget', 'ui:options': { freeForm: true } },
  validators: [],
  renderTrigger: true,
});

/** The pivot table's form-data schema and control panel, composed from shared and own controls. */
export const { schema: pivotTableFormDataSchema, uiSchema: pivotTableUiSchema } = composeVizSchema(
  [
    'datasource',
    'viz_type',
    groupbyRows,
    groupbyColumns,
    'time_grain_sqla',
    'metrics',
    metricsLayout,
    'adhoc_filters',
    'time_range',
    'series_limit',
    'series_limit_metric',
    'order_desc',
    'row_limit',
    aggregateFunction,
    checkbox('rowTotals', 'Show rows total', 'Add a Total column: each row aggregated across all columns.'),
    checkbox('rowSubTotals', 'Show rows subtotal', 'Add a Subtotal row after each row group that has nested groups; such groups can then be collapsed.'),
    checkbox('colTotals', 'Show columns total', 'Add a Total row: each column aggregated across all rows.'),
    checkbox('colSubTotals', 'Show columns subtotal', 'Add a Subtotal column after each column group that has nested groups.'),
    checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns.'),
    checkbox('combineMetric', 'Combine metrics', 'Show metrics side by side within each column (or row) instead of each column side by side within each metric.'),
    valueFormat,
    'currency_format',
    'date_format',
    orderControl('rowOrder', 'Rows sort by', 'Order of the row headers: by key, or by the value of the group (its first metric).'),
    orderControl('colOrder', 'Columns sort by', 'Order of the column headers: by key, or by the value of the group (its first metric).'),
  ],
  {
    viz_type: { schema: { default: 'pivot_table_v2' } },
    order_desc: {
      description: 'Sort the query by the sort metric, or the first metric when none is set, from largest to smallest.',
      // The query always sorts (by the first metric without a sort metric), so the toggle always applies.
      visibleWhen: undefined,
    },
  },
);

/** The form data with every field it leaves undefined set to the schema's default (the only place defaults are written). */
export function withPivotTableDefaults(formData: PivotTableFormData): PivotTableFormData {
  return withSchemaDefaults(pivotTableFormDataSchema, formData);
}
