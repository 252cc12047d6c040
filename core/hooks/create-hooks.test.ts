import { describe, expect, it } from 'vitest';
import type { ChartDataHookContext, QueryContext } from '../plugin-api/index.js';
import { createChartDataHooks } from './create-chart-data-hooks.js';
import { createDashboardHooks } from './create-dashboard-hooks.js';
import { createExploreHooks } from './create-explore-hooks.js';
import { createSqlLabHooks } from './create-sqllab-hooks.js';

const context: ChartDataHookContext = { datasource: { id: 1, type: 'table' }, engine: 'duckdb' };

describe('hook owners', () => {
  it.each([
    ['chart data', createChartDataHooks, ['queryContext', 'queryObject', 'sql', 'beforeQuery', 'afterQuery']],
    ['explore', createExploreHooks, ['formData', 'controlSchema', 'uiSchema']],
    ['dashboard', createDashboardHooks, ['layout', 'afterSave']],
    ['sql lab', createSqlLabHooks, ['sql', 'beforeExecute', 'afterExecute']],
  ] as const)('%s: exposes one frozen hooks object with fresh hooks per owner', (_name, create, names) => {
    const hooks = create();
    expect(Object.keys(hooks)).toEqual(names);
    expect(Object.isFrozen(hooks)).toBe(true);
    expect(() => {
      (hooks as Record<string, unknown>)[names[0]] = null;
    }).toThrow(TypeError);
    // Two owners never share hooks: taps on one pipeline must not leak into another.
    expect((create() as Record<string, unknown>)[names[0]]).not.toBe((hooks as Record<string, unknown>)[names[0]]);
  });

  it('threads a value through waterfall taps with the pipeline context', () => {
    const hooks = createChartDataHooks();
    hooks.sql.tap('limit', (sql, ctx) => (ctx.engine === 'duckdb' ? `${sql} LIMIT 10` : sql));
    hooks.sql.tap('comment', (sql) => `/* tessera */ ${sql}`);
    expect(hooks.sql.call('SELECT 1', context)).toBe('/* tessera */ SELECT 1 LIMIT 10');
  });

  it('lets beforeQuery reject a request by throwing', async () => {
    const hooks = createChartDataHooks();
    hooks.beforeQuery.tapPromise('quota', async () => {
      throw new Error('quota exceeded');
    });
    const queryContext: QueryContext = { datasource: { id: 1, type: 'table' }, queries: [] };
    await expect(hooks.beforeQuery.promise(queryContext, context)).rejects.toThrow('quota exceeded');
  });

  it('transforms the explore control schema', () => {
    const hooks = createExploreHooks();
    hooks.controlSchema.tap('no-advanced', (schema) => ({ ...schema, title: 'trimmed' }));
    expect(hooks.controlSchema.call({ type: 'object' }, { vizType: 'table' })).toEqual({ type: 'object', title: 'trimmed' });
  });

  it('transforms the dashboard layout as it opens', () => {
    const hooks = createDashboardHooks();
    hooks.layout.tap('no-markdown', (layout) => Object.fromEntries(Object.entries(layout).filter(([, node]) => node.type !== 'MARKDOWN')));
    const layout = { ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [] }, 'MARKDOWN-a': { id: 'MARKDOWN-a', type: 'MARKDOWN', children: [] } };
    expect(Object.keys(hooks.layout.call(layout, { dashboardId: 1 }))).toEqual(['ROOT_ID']);
  });
});
