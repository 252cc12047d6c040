import { describe, expect, it } from 'vitest';
import { buildBoxPlotQuery, whiskerSettings } from './build-query.js';
import type { BoxPlotFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildBoxPlotQuery', () => {
  const formData: BoxPlotFormData = deepFreeze({
    datasource: '9__table',
    viz_type: 'box_plot',
    columns: ['name'],
    groupby: ['state'],
    metrics: [sumNum, 'count'],
    series_limit: 10,
    whiskerOptions: '9/91 percentiles',
    time_grain_sqla: null,
  } as BoxPlotFormData);

  it('computes the metrics per distributed value and group, then box statistics per group on the server', () => {
    const context = buildBoxPlotQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 9, type: 'table' }, form_data: formData });
    expect(context.queries[0]).toMatchObject({
      columns: ['name', 'state'],
      series_columns: ['state'],
      metrics: [sumNum, 'count'],
      series_limit: 10,
      post_processing: [{ operation: 'boxplot', options: { whisker_type: 'percentile', percentiles: [9, 91], groupby: ['state'], metrics: ['SUM(num)', 'count'] } }],
    });
  });

  it('truncates distributed columns to the time grain, and falls back to the legacy time column', () => {
    const [query] = buildBoxPlotQuery({ ...formData, columns: [], granularity_sqla: 'ds', time_grain_sqla: 'P1M' }).queries;
    expect(query?.columns).toEqual([{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, 'state']);
  });

  it('reads the whisker options as Superset names them', () => {
    expect(whiskerSettings('Tukey')).toEqual({ whisker_type: 'tukey' });
    expect(whiskerSettings('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(whiskerSettings('2/98 percentiles')).toEqual({ whisker_type: 'percentile', percentiles: [2, 98] });
    expect(whiskerSettings('98/2 percentiles')).toEqual({ whisker_type: 'tukey' });
    expect(whiskerSettings(undefined)).toEqual({ whisker_type: 'tukey' });
  });

  it('builds a query from the defaults alone', () => {
    const [query] = buildBoxPlotQuery({ datasource: '1__table', viz_type: 'box_plot' }).queries;
    expect(query).toMatchObject({ columns: [], metrics: [], post_processing: [] });
  });
});
