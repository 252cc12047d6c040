import { buildQueryObject, formDataList, getColumnLabel, parseDatasourceKey, type QueryContext, type QueryFormColumn, type QueryObject } from '@core/plugin-api/index.js';
import { withHistogramDefaults, type HistogramFormData } from './form-data.schema.js';
import { MAX_BINS } from './histogram-controls.js';

/** `bins` as the server takes it: a whole number from 1 to {@link MAX_BINS}, else the default 5. */
export function binCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_BINS ? n : 5;
}

/**
 * The query of `histogram_v2`, as Superset builds it: the raw values of `column` with the group
 * columns (no aggregation, at most `row_limit` rows), counted into `bins` equal-width bins per
 * group by the server's `histogram` operation, which can also make them cumulative and normalise
 * them.
 *
 * @example
 * buildHistogramQuery({ datasource: '3__table', viz_type: 'histogram_v2', column: 'num', groupby: ['gender'], bins: 10 });
 * // queries[0]: { columns: ['gender', 'num'], post_processing: [{ operation: 'histogram', options: { column: 'num', groupby: ['gender'], bins: 10, … } }] }
 */
export function buildHistogramQuery(formData: HistogramFormData): QueryContext {
  const filled = withHistogramDefaults(formData);
  const groupby = formDataList<QueryFormColumn>(filled.groupby);
  const column = filled.column === '' ? null : filled.column;
  const columnLabel = getColumnLabel(column);
  const { metrics: _metrics, ...base } = buildQueryObject({ ...filled, groupby: [], columns: [], metric: undefined, metrics: undefined });
  const query: QueryObject = {
    ...base,
    columns: [...groupby, ...(column ? [column] : [])],
    post_processing: columnLabel
      ? [
          {
            operation: 'histogram',
            options: {
              column: columnLabel,
              groupby: groupby.map((g) => getColumnLabel(g)).filter((label): label is string => label !== undefined),
              bins: binCount(filled.bins),
              cumulative: filled.cumulative,
              normalize: filled.normalize,
            },
          },
        ]
      : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
