import { readExtra } from './certification-extra';
import type { DatasetColumn, DatasetDetail, DatasetMetric } from './dataset-types';

/** Certification fields every editable object has. */
export interface CertificationDraft {
  certifiedBy: string;
  certificationDetails: string;
  warning: string;
  /** The rest of the object's `extra`, kept untouched. */
  extraRest: Record<string, unknown>;
}

/** A column being edited; `source` is the column as loaded (`null` when added here). */
export interface ColumnDraft extends CertificationDraft {
  key: string;
  source: DatasetColumn | null;
  /** A calculated column: defined by a SQL expression rather than read from the table. */
  calculated: boolean;
  column_name: string;
  verbose_name: string;
  type: string;
  is_dttm: boolean;
  groupby: boolean;
  filterable: boolean;
  expression: string;
  description: string;
  python_date_format: string;
}

/** A metric being edited; `source` is the metric as loaded (`null` when added here). */
export interface MetricDraft extends CertificationDraft {
  key: string;
  source: DatasetMetric | null;
  metric_name: string;
  verbose_name: string;
  expression: string;
  d3format: string;
  description: string;
}

/** What the dataset editor edits. Numbers and JSON stay text until saved. */
export interface DatasetDraft {
  table_name: string;
  schema: string;
  sql: string;
  description: string;
  main_dttm_col: string | null;
  default_endpoint: string;
  cache_timeout: string;
  offset: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  template_params: string;
  /** The rest of the dataset's `extra`, as JSON text. */
  extra: string;
  certifiedBy: string;
  certificationDetails: string;
  warning: string;
  columns: ColumnDraft[];
  metrics: MetricDraft[];
}

let nextKey = 0;
/** A key for a row of the editor, stable while it is edited. */
export const draftKey = (): string => `draft-${(nextKey += 1)}`;

const certificationOf = (extra: string | null | undefined): CertificationDraft => {
  const { certifiedBy, certificationDetails, warning, rest } = readExtra(extra);
  return { certifiedBy, certificationDetails, warning, extraRest: rest };
};

/** A loaded column as the editor holds it. */
export function columnToDraft(column: DatasetColumn): ColumnDraft {
  return {
    key: draftKey(),
    source: column,
    calculated: (column.expression ?? '').trim() !== '',
    column_name: column.column_name,
    verbose_name: column.verbose_name ?? '',
    type: column.type ?? '',
    is_dttm: column.is_dttm === true,
    groupby: column.groupby !== false,
    filterable: column.filterable !== false,
    expression: column.expression ?? '',
    description: column.description ?? '',
    python_date_format: column.python_date_format ?? '',
    ...certificationOf(column.extra),
  };
}

/** A loaded metric as the editor holds it. */
export function metricToDraft(metric: DatasetMetric): MetricDraft {
  return {
    key: draftKey(),
    source: metric,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name ?? '',
    expression: metric.expression,
    d3format: metric.d3format ?? '',
    description: metric.description ?? '',
    ...certificationOf(metric.extra),
  };
}

const EMPTY_CERTIFICATION: CertificationDraft = { certifiedBy: '', certificationDetails: '', warning: '', extraRest: {} };

/** The first of `base`, `base_1`, `base_2`, … not in `taken`. */
const unusedName = (base: string, taken: readonly string[]): string => {
  if (!taken.includes(base)) return base;
  let n = 1;
  while (taken.includes(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
};

/** A metric added in the editor, with a name no other metric has. */
export function newMetricDraft(metrics: readonly MetricDraft[]): MetricDraft {
  return {
    key: draftKey(),
    source: null,
    metric_name: unusedName('new_metric', metrics.map((metric) => metric.metric_name)),
    verbose_name: '',
    expression: '',
    d3format: '',
    description: '',
    ...EMPTY_CERTIFICATION,
  };
}

/** A calculated column added in the editor, with a name no other column has. */
export function newCalculatedColumnDraft(columns: readonly ColumnDraft[]): ColumnDraft {
  return {
    key: draftKey(),
    source: null,
    calculated: true,
    column_name: unusedName('new_column', columns.map((column) => column.column_name)),
    verbose_name: '',
    type: '',
    is_dttm: false,
    groupby: true,
    filterable: true,
    expression: '',
    description: '',
    python_date_format: '',
    ...EMPTY_CERTIFICATION,
  };
}

const numberText = (value: number | null | undefined): string => (typeof value === 'number' ? String(value) : '');

/** The editor's starting point for a loaded dataset. */
export function datasetToDraft(dataset: DatasetDetail): DatasetDraft {
  const { certifiedBy, certificationDetails, warning, rest } = readExtra(dataset.extra);
  return {
    table_name: dataset.table_name,
    schema: dataset.schema ?? '',
    sql: dataset.sql ?? '',
    description: dataset.description ?? '',
    main_dttm_col: dataset.main_dttm_col ?? null,
    default_endpoint: dataset.default_endpoint ?? '',
    cache_timeout: numberText(dataset.cache_timeout),
    offset: numberText(dataset.offset),
    filter_select_enabled: dataset.filter_select_enabled !== false,
    fetch_values_predicate: dataset.fetch_values_predicate ?? '',
    normalize_columns: dataset.normalize_columns === true,
    always_filter_main_dttm: dataset.always_filter_main_dttm === true,
    template_params: dataset.template_params ?? '',
    extra: Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : '',
    certifiedBy,
    certificationDetails,
    warning,
    columns: dataset.columns.map(columnToDraft),
    metrics: dataset.metrics.map(metricToDraft),
  };
}

/** Whether a dataset is virtual (defined by SQL) rather than a physical table. */
export const isVirtualDataset = (dataset: Pick<DatasetDetail, 'kind' | 'sql'>): boolean =>
  dataset.kind ? dataset.kind === 'virtual' : (dataset.sql ?? '').trim() !== '';
