import { withSchemaDefaults } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { buildGanttQuery } from './build-query.js';
import { ganttSchema, type GanttFormData } from './form-data.schema.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('buildGanttQuery', () => {
  it('selects each chosen column once, the tooltip metrics and the ordering', () => {
    const formData = deepFreeze({
      datasource: '2__table',
      viz_type: 'gantt_chart',
      start_time: 'start',
      end_time: 'finish',
      y_axis: 'task',
      series: 'team',
      tooltip_values: ['team', 'owner'],
      tooltip_metrics: ['count'],
      order_by_cols: ['["start", true]', 'oops'],
      row_limit: 200,
    } as GanttFormData);
    const context = buildGanttQuery(formData);
    const query = context.queries[0]!;
    expect(context.datasource).toEqual({ id: 2, type: 'table' });
    expect(query.columns).toEqual(['start', 'finish', 'task', 'team', 'owner']);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['start', true]]);
    expect(query.row_limit).toBe(200);
  });

  it('works on frozen defaults', () => {
    const defaults = deepFreeze(withSchemaDefaults(ganttSchema, { datasource: '1__table', viz_type: 'gantt_chart' }) as GanttFormData);
    const query = buildGanttQuery(defaults).queries[0]!;
    expect(query.columns).toEqual([]);
    expect(query.metrics).toEqual([]);
  });
});
