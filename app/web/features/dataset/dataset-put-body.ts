import { writeExtra } from './certification-extra';
import type { CertificationDraft, ColumnDraft, DatasetDraft, MetricDraft } from './dataset-draft';
import type { DatasetColumn, DatasetMetric, DatasetPutBody } from './dataset-types';

/** Blank text is sent as null, as the API's schema wants (most strings have a minimum length of 1). */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const integerOrNull = (text: string): number | null => (text.trim() === '' ? null : Number.parseInt(text.trim(), 10));

const extraOf = (draft: CertificationDraft): string | null =>
  writeExtra({
    certifiedBy: draft.certifiedBy,
    certificationDetails: draft.certificationDetails,
    warning: draft.warning,
    rest: draft.extraRest,
  });

/** The metric's currency as the PUT schema takes it: JSON text or null. */
const currencyText = (currency: unknown): string | null => {
  if (currency === null || currency === undefined || currency === '') return null;
  return typeof currency === 'string' ? currency : JSON.stringify(currency);
};

function columnBody(column: ColumnDraft): DatasetColumn {
  const { source } = column;
  return {
    ...(source?.id !== undefined ? { id: source.id } : {}),
    ...(source?.uuid ? { uuid: source.uuid } : {}),
    column_name: column.column_name.trim(),
    verbose_name: orNull(column.verbose_name),
    type: orNull(column.type),
    is_dttm: column.is_dttm,
    groupby: column.groupby,
    filterable: column.filterable,
    expression: column.calculated ? orNull(column.expression) : (source?.expression ?? null),
    description: orNull(column.description),
    python_date_format: orNull(column.python_date_format),
    advanced_data_type: source?.advanced_data_type ?? null,
    is_active: source?.is_active ?? true,
    extra: extraOf(column),
  };
}

function metricBody(metric: MetricDraft): DatasetMetric {
  const { source } = metric;
  return {
    ...(source?.id !== undefined ? { id: source.id } : {}),
    ...(source?.uuid ? { uuid: source.uuid } : {}),
    metric_name: metric.metric_name.trim(),
    verbose_name: orNull(metric.verbose_name),
    metric_type: source?.metric_type ?? null,
    expression: metric.expression.trim(),
    description: orNull(metric.description),
    d3format: orNull(metric.d3format),
    currency: currencyText(source?.currency),
    warning_text: source?.warning_text ?? null,
    extra: extraOf(metric),
  };
}

/** The dataset's `extra`: the JSON typed in Settings with certification and warning put back. */
function datasetExtra(draft: DatasetDraft): string | null {
  const rest = draft.extra.trim() === '' ? {} : (JSON.parse(draft.extra) as Record<string, unknown>);
  return writeExtra({ certifiedBy: draft.certifiedBy, certificationDetails: draft.certificationDetails, warning: draft.warning, rest });
}

/**
 * The `PUT /api/v1/dataset/{pk}` body for a (validated) draft: every field the editor shows,
 * and the full columns and metrics arrays (rows left out are deleted by the server).
 */
export function datasetPutBody(draft: DatasetDraft, virtual: boolean): DatasetPutBody {
  const mainDttm = draft.columns.some((column) => column.is_dttm && column.column_name === draft.main_dttm_col)
    ? draft.main_dttm_col
    : null;
  return {
    table_name: draft.table_name.trim(),
    schema: orNull(draft.schema),
    sql: virtual ? draft.sql : null,
    description: orNull(draft.description),
    main_dttm_col: mainDttm,
    default_endpoint: orNull(draft.default_endpoint),
    cache_timeout: integerOrNull(draft.cache_timeout),
    offset: integerOrNull(draft.offset),
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: orNull(draft.fetch_values_predicate),
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    template_params: orNull(draft.template_params),
    extra: datasetExtra(draft),
    columns: draft.columns.map(columnBody),
    metrics: draft.metrics.map(metricBody),
  };
}
