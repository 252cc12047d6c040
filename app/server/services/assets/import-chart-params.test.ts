import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@core/plugin-api/index.js';
import { paramsMigration } from './import-chart-params.js';

const vizTypes = [
  { key: 'echarts_timeseries_line', legacyKeys: ['line'], migrate: (fd: QueryFormData) => ({ ...fd, viz_type: fd['line_interpolation'] === 'step-after' ? 'echarts_timeseries_step' : 'echarts_timeseries_line', x_axis: fd['granularity_sqla'] }) },
  { key: 'echarts_timeseries_step' },
  { key: 'pie' },
];

describe('paramsMigration', () => {
  const migrate = paramsMigration(vizTypes);

  it("moves a legacy key to its declarer through the declarer's migrate", () => {
    expect(migrate({ viz_type: 'line', granularity_sqla: 'ds' })).toEqual({ viz_type: 'echarts_timeseries_line', granularity_sqla: 'ds', x_axis: 'ds' });
  });

  it('lets the migration choose a sibling type it knows', () => {
    expect(migrate({ viz_type: 'line', line_interpolation: 'step-after' })['viz_type']).toBe('echarts_timeseries_step');
  });

  it('keeps current keys without a migration, and unknown types, as they are', () => {
    expect(migrate({ viz_type: 'pie', metric: 'count' })).toEqual({ viz_type: 'pie', metric: 'count' });
    expect(migrate({ viz_type: 'not_installed', a: 1 })).toEqual({ viz_type: 'not_installed', a: 1 });
  });
});
