import { describe, expect, it } from 'vitest';
import { createChartDataHooks } from './create-chart-data-hooks.js';
import { createSqlLabHooks } from './create-sqllab-hooks.js';
import { withTapDefaults } from './with-tap-defaults.js';

describe('withTapDefaults', () => {
  it('taps the real hooks under the forced name and default stage', async () => {
    const chartData = createChartDataHooks();
    const sqlLab = createSqlLabHooks();
    const view = withTapDefaults({ chartData, sqlLab }, { name: 'audit', stage: 3 });
    view.chartData?.sql.tap('whatever', (sql) => sql.trim());
    view.sqlLab?.beforeExecute.tapAsync({ name: 'other', stage: 9 }, (_sql, _ctx, done) => done());
    expect(chartData.sql.taps.map((t) => [t.name, t.stage, t.type])).toEqual([['audit', 3, 'sync']]);
    expect(sqlLab.beforeExecute.taps.map((t) => [t.name, t.stage, t.type])).toEqual([['audit', 9, 'async']]);
    expect(chartData.sql.call('  SELECT 1 ', { datasource: { id: 1, type: 'table' } })).toBe('SELECT 1');
    await expect(sqlLab.beforeExecute.promise('SELECT 1', { databaseId: 1 })).resolves.toBeUndefined();
  });

  it('returns a frozen view and leaves absent owners absent', () => {
    const view = withTapDefaults({ chartData: createChartDataHooks() }, { name: 'x', stage: 0 });
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.chartData)).toBe(true);
    expect(view.sqlLab).toBeUndefined();
  });
});
