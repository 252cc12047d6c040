import type { DatasetBundle } from '../dataset-bundle.js';
import { BUNDLE_VERSION, type DatasetColumnEntry, type DatasetFile, type DatasetMetricEntry } from './bundle-format.js';
import { flag, parseJsonObject } from './export-json.js';

function columnEntry(column: DatasetBundle['columns'][number]): DatasetColumnEntry {
  return {
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    is_dttm: flag(column.is_dttm),
    is_active: flag(column.is_active),
    type: column.type,
    advanced_data_type: column.advanced_data_type,
    groupby: flag(column.groupby),
    filterable: flag(column.filterable),
    expression: column.expression,
    description: column.description,
    python_date_format: column.python_date_format,
    extra: parseJsonObject(column.extra),
  };
}

function metricEntry(metric: DatasetBundle['metrics'][number]): DatasetMetricEntry {
  return {
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    metric_type: metric.metric_type,
    expression: metric.expression,
    description: metric.description,
    d3format: metric.d3format,
    currency: parseJsonObject(metric.currency),
    extra: parseJsonObject(metric.extra),
    warning_text: metric.warning_text,
  };
}

/**
 * A dataset as `datasets/<database>/<table>.yaml`: Superset's exported fields in its order,
 * JSON columns as objects, every column (calculated ones with their expression) and metric,
 * and the uuid of its database.
 */
export function datasetFile(bundle: DatasetBundle): DatasetFile {
  const { dataset, database } = bundle;
  return {
    table_name: dataset.table_name,
    main_dttm_col: dataset.main_dttm_col,
    description: dataset.description,
    default_endpoint: dataset.default_endpoint,
    offset: dataset.offset,
    cache_timeout: dataset.cache_timeout,
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: dataset.sql,
    params: null,
    template_params: parseJsonObject(dataset.template_params),
    filter_select_enabled: flag(dataset.filter_select_enabled),
    fetch_values_predicate: dataset.fetch_values_predicate,
    extra: parseJsonObject(dataset.extra),
    normalize_columns: flag(dataset.normalize_columns),
    always_filter_main_dttm: flag(dataset.always_filter_main_dttm),
    uuid: dataset.uuid,
    metrics: bundle.metrics.map(metricEntry),
    columns: bundle.columns.map(columnEntry),
    version: BUNDLE_VERSION,
    database_uuid: database.uuid,
  };
}
