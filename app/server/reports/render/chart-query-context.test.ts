import { describe, expect, it } from 'vitest';
import { chartQueryContext } from './chart-query-context.js';

const chart = { id: 12, datasource_id: 3, datasource_type: 'table', query_context: null };

describe('chartQueryContext', () => {
  it('builds the query from the form data when the chart has no saved query context', () => {
    const params = JSON.stringify({ viz_type: 'table', metrics: ['count'], groupby: ['gender'], row_limit: 25, time_range: 'No filter' });
    const context = chartQueryContext({ ...chart, params })!;
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_type).toBe('post_processed');
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({ metrics: ['count'], columns: ['gender'], row_limit: 25, time_range: 'No filter' });
    expect(context.form_data).toMatchObject({ viz_type: 'table', datasource: '3__table', slice_id: 12 });
  });

  it('uses the saved query context, keeping its queries and row limits', () => {
    const saved = { datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['sum__num'], columns: ['state'], row_limit: 10 }], form_data: { viz_type: 'pie' } };
    const context = chartQueryContext({ ...chart, params: '{}', query_context: JSON.stringify(saved) }, { force: true })!;
    expect(context.queries).toEqual(saved.queries);
    expect(context.form_data).toEqual({ viz_type: 'pie', slice_id: 12 });
    expect(context.force).toBe(true);
  });

  it('is null for a chart without a dataset', () => {
    expect(chartQueryContext({ ...chart, datasource_id: null, params: '{}' })).toBeNull();
  });
});
