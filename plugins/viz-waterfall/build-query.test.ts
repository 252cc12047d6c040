import { describe, expect, it } from 'vitest';
import { buildWaterfallQuery } from './build-query.js';
import type { WaterfallFormData } from './form-data.schema.js';
import { waterfallSchema } from './form-data.schema.js';
import { withSchemaDefaults } from '@core/plugin-api/index.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' } as const;

describe('buildWaterfallQuery', () => {
  it('queries the metric per x-axis value (with its grain) and breakdown, ordered by both ascending', () => {
    const formData = deepFreeze({ datasource: '9__table', viz_type: 'waterfall', x_axis: 'ds', time_grain_sqla: 'P1Y', groupby: ['gender'], metric: sumNum, row_limit: 500 } as WaterfallFormData);
    const context = buildWaterfallQuery(formData);
    const query = context.queries[0]!;
    const xAxis = { sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' };
    expect(context.datasource).toEqual({ id: 9, type: 'table' });
    expect(query.columns).toEqual([xAxis, 'gender']);
    expect(query.metrics).toEqual([sumNum]);
    expect(query.orderby).toEqual([
      [xAxis, true],
      ['gender', true],
    ]);
    expect(query.row_limit).toBe(500);
    expect(context.form_data).toBe(formData);
  });

  it('keeps only the first breakdown column', () => {
    const query = buildWaterfallQuery({ datasource: '1__table', viz_type: 'waterfall', x_axis: 'state', time_grain_sqla: null, groupby: ['gender', 'name'], metric: 'count' }).queries[0]!;
    expect(query.columns).toEqual([{ sqlExpression: 'state', label: 'state', expressionType: 'SQL', columnType: 'BASE_AXIS' }, 'gender']);
    expect(query.metrics).toEqual(['count']);
  });

  it('works on frozen defaults, before a metric or x-axis is chosen', () => {
    const defaults = deepFreeze(withSchemaDefaults(waterfallSchema, { datasource: '1__table', viz_type: 'waterfall' }) as WaterfallFormData);
    const query = buildWaterfallQuery(defaults).queries[0]!;
    expect(query.metrics).toEqual([]);
    expect(query.columns).toEqual([]);
    expect(query.orderby).toEqual([]);
  });
});
