import { describe, expect, it } from 'vitest';
import { buildWordCloudQuery } from './build-query.js';
import type { WordCloudFormData } from './form-data.schema.js';

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildWordCloudQuery', () => {
  const formData = Object.freeze({ datasource: '5__table', viz_type: 'word_cloud', series: 'name', metric: sumNum, time_range: 'Last year' }) as WordCloudFormData;

  it('groups the metric by the series, largest first, 100 words by default', () => {
    const context = buildWordCloudQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({ columns: ['name'], metrics: [sumNum], orderby: [[sumNum, false]], row_limit: 100, time_range: 'Last year' });
  });

  it('keeps the query order without sort_by_metric or a row limit', () => {
    expect(buildWordCloudQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
    expect(buildWordCloudQuery({ ...formData, row_limit: 0 }).queries[0]?.orderby).toEqual([]);
  });

  it('builds a query before the series and metric are chosen', () => {
    expect(buildWordCloudQuery({ datasource: '1__table', viz_type: 'word_cloud', series: null, metric: null }).queries[0]).toMatchObject({ columns: [], metrics: [], orderby: [] });
  });
});
