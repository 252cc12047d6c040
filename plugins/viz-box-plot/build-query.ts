import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  parseDatasourceKey,
  type AdhocColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
} from '@core/plugin-api/index.js';
import { withBoxPlotDefaults, type BoxPlotFormData } from './form-data.schema.js';

/** The server's `boxplot` whisker options for a `whiskerOptions` value. */
export interface WhiskerSettings {
  whisker_type: 'tukey' | 'min/max' | 'percentile';
  percentiles?: [number, number];
}

/**
 * Reads Superset's `whiskerOptions`: `Tukey`, `Min/max (no outliers)` or `<low>/<high> percentiles`
 * (low below high, both 0–100); anything else is Tukey's.
 *
 * @example
 * whiskerSettings('9/91 percentiles'); // { whisker_type: 'percentile', percentiles: [9, 91] }
 */
export function whiskerSettings(option: unknown): WhiskerSettings {
  if (option === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = typeof option === 'string' ? /^(\d+)\/(\d+) percentiles$/.exec(option) : null;
  if (match) {
    const low = Number(match[1]);
    const high = Number(match[2]);
    if (low < high && high <= 100) return { whisker_type: 'percentile', percentiles: [low, high] };
  }
  return { whisker_type: 'tukey' };
}

/**
 * The query of `box_plot`, as Superset builds it: the metrics per value of the "distribute
 * across" columns (a temporal one truncated to the time grain; the legacy time column when none is
 * chosen) and of the groups, then the server's `boxplot` operation turns each group's values into
 * quartiles, whiskers, mean, count and outliers per metric. The group limit ranks groups.
 *
 * @example
 * buildBoxPlotQuery({ datasource: '3__table', viz_type: 'box_plot', columns: ['name'], groupby: ['state'], metrics: ['count'] });
 * // queries[0]: { columns: ['name', 'state'], series_columns: ['state'], post_processing: [{ operation: 'boxplot', … }] }
 */
export function buildBoxPlotQuery(formData: BoxPlotFormData): QueryContext {
  const filled = withBoxPlotDefaults(formData);
  const metrics = formDataList<QueryFormMetric>(filled.metrics);
  const groupby = formDataList<QueryFormColumn>(filled.groupby);
  const chosen = formDataList<QueryFormColumn>(filled.columns);
  const distribute = chosen.length === 0 && filled.granularity_sqla ? [filled.granularity_sqla] : chosen;
  const grain = typeof filled.time_grain_sqla === 'string' && filled.time_grain_sqla ? filled.time_grain_sqla : null;
  // A physical column with a grain: the server truncates it when it is temporal, and leaves it otherwise.
  const distributeColumns = distribute.map((column): QueryFormColumn =>
    typeof column === 'string' && grain ? ({ expressionType: 'SQL', sqlExpression: column, label: column, columnType: 'BASE_AXIS', timeGrain: grain } satisfies AdhocColumn) : column,
  );
  const metricLabels = metrics.map(getMetricLabel).filter((label): label is string => label !== undefined);
  const query = {
    ...buildQueryObject({ ...filled, metrics, metric: undefined, groupby: [], columns: [] }),
    columns: [...distributeColumns, ...groupby],
    series_columns: groupby,
    post_processing:
      metricLabels.length > 0
        ? [
            {
              operation: 'boxplot',
              options: {
                ...whiskerSettings(filled.whiskerOptions),
                groupby: groupby.map((column) => getColumnLabel(column)).filter((label): label is string => label !== undefined),
                metrics: metricLabels,
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
