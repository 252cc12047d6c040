import { describe, expect, it } from 'vitest';
import { buildCalHeatmapQuery } from './build-query.js';
import type { CalHeatmapFormData } from './form-data.schema.js';

describe('buildCalHeatmapQuery', () => {
  const formData: CalHeatmapFormData = Object.freeze({
    datasource: '6__table',
    viz_type: 'cal_heatmap',
    granularity_sqla: 'ds',
    time_range: 'Last year',
    metrics: ['count'],
    subdomain_granularity: 'hour',
    adhoc_filters: [],
  }) as CalHeatmapFormData;

  it('asks for a time series of the metrics at the subdomain’s grain', () => {
    const context = buildCalHeatmapQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 6, type: 'table' }, form_data: formData });
    expect(context.queries[0]).toMatchObject({ is_timeseries: true, granularity: 'ds', time_range: 'Last year', metrics: ['count'], columns: [], extras: { time_grain_sqla: 'PT1H' } });
  });

  it('groups by day by default and by minute for minutes', () => {
    expect(buildCalHeatmapQuery({ ...formData, subdomain_granularity: undefined }).queries[0]?.extras?.time_grain_sqla).toBe('P1D');
    expect(buildCalHeatmapQuery({ ...formData, subdomain_granularity: 'min' }).queries[0]?.extras?.time_grain_sqla).toBe('PT1M');
  });

  it('builds a query from the defaults alone', () => {
    expect(buildCalHeatmapQuery({ datasource: '1__table', viz_type: 'cal_heatmap' }).queries[0]).toMatchObject({ metrics: [], is_timeseries: true });
  });
});
