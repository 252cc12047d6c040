import { describe, expect, it } from 'vitest';
import { defineHookContribution, type ChartDataHookContext, type HookContribution, type QueryContext, type TesseraHooks } from '../plugin-api/index.js';
import { applyHookContributions } from './apply-hook-contributions.js';
import { createChartDataHooks } from './create-chart-data-hooks.js';
import { createSqlLabHooks } from './create-sqllab-hooks.js';

/** A contribution that appends its key to `form_data.trail` when the queryContext hook runs. */
const trail = (key: string, stage?: number): HookContribution =>
  defineHookContribution({
    key,
    ...(stage === undefined ? {} : { stage }),
    apply(hooks) {
      hooks.chartData?.queryContext.tap('ignored-name', (context) => withTrail(context, [...((context.form_data?.['trail'] as string[]) ?? []), key]));
    },
  });

/** The query context with `trail` set on its form data. */
const withTrail = (context: QueryContext, trail: string[]): QueryContext => ({ ...context, form_data: { datasource: '1__table', viz_type: 'table', ...context.form_data, trail } });
const baseContext: QueryContext = { datasource: { id: 1, type: 'table' }, queries: [], form_data: { datasource: '1__table', viz_type: 'table' } };
const hookContext: ChartDataHookContext = { datasource: { id: 1, type: 'table' } };
const runTrail = (contributions: HookContribution[]) => {
  const hooks = { chartData: createChartDataHooks() };
  const applied = applyHookContributions(contributions, hooks);
  return { applied, trail: hooks.chartData.queryContext.call(baseContext, hookContext).form_data?.['trail'], hooks };
};

describe('applyHookContributions', () => {
  it('orders by stage, then by key, never by registration order', () => {
    const contributions = [trail('zeta', 10), trail('beta'), trail('alpha'), trail('early', -5)];
    const forwards = runTrail(contributions);
    const backwards = runTrail([...contributions].reverse());
    expect(forwards.applied).toEqual(['early', 'alpha', 'beta', 'zeta']);
    expect(forwards.trail).toEqual(['early', 'alpha', 'beta', 'zeta']);
    expect(backwards.trail).toEqual(forwards.trail);
  });

  it('names every tap after the contribution key and gives it the contribution stage', () => {
    const { hooks } = runTrail([trail('row-cap', 7), trail('audit')]);
    expect(hooks.chartData.queryContext.taps.map((tap) => [tap.name, tap.stage])).toEqual([
      ['audit', 0],
      ['row-cap', 7],
    ]);
  });

  it('lets a single tap choose its own stage within a contribution', () => {
    const urgent = defineHookContribution({
      key: 'urgent',
      stage: 100,
      apply(hooks) {
        hooks.chartData?.queryContext.tap({ name: 'x', stage: -100 }, (context) => withTrail(context, ['urgent']));
      },
    });
    const { trail: result } = runTrail([trail('plain'), urgent]);
    expect(result).toEqual(['urgent', 'plain']);
  });

  it('honours a stage given through withOptions', () => {
    const viaOptions = defineHookContribution({
      key: 'via-options',
      apply(hooks) {
        hooks.chartData?.queryContext.withOptions({ stage: -1 }).tap('x', (context) => withTrail(context, ['via-options']));
      },
    });
    const { trail: result, hooks } = runTrail([trail('plain'), viaOptions]);
    expect(result).toEqual(['via-options', 'plain']);
    expect(hooks.chartData.queryContext.taps[0]?.name).toBe('via-options');
  });

  it('runs async series taps in stage order too', async () => {
    const seen: string[] = [];
    const logger = (key: string, stage: number): HookContribution => ({
      key,
      stage,
      apply(hooks) {
        hooks.sqlLab?.afterExecute.tapPromise(key, async (execution) => {
          await Promise.resolve();
          seen.push(`${key}:${execution.status}`);
        });
      },
    });
    const hooks = { sqlLab: createSqlLabHooks() };
    applyHookContributions([logger('metrics', 5), logger('audit', 1)], hooks);
    await hooks.sqlLab.afterExecute.promise({ status: 'success', executedSql: 'SELECT 1' }, { databaseId: 1 });
    expect(seen).toEqual(['audit:success', 'metrics:success']);
  });

  it('lets a contribution skip hook owners that the current side does not have', () => {
    const sqlOnly = defineHookContribution({
      key: 'sql-comment',
      apply(hooks) {
        hooks.sqlLab?.sql.tap('sql-comment', (sql) => `-- tessera\n${sql}`);
      },
    });
    const hooks: TesseraHooks = { chartData: createChartDataHooks() };
    expect(() => applyHookContributions([sqlOnly], hooks)).not.toThrow();
  });

  it('rejects two contributions with the same key', () => {
    expect(() => runTrail([trail('audit'), trail('audit', 3)])).toThrow(/share the key 'audit'/);
  });

  it('rejects a stage that is not a finite number', () => {
    expect(() => runTrail([trail('nan', Number.NaN)])).toThrow(/'nan' has a stage that is not a finite number/);
  });

  it('names the contribution whose apply throws and keeps the cause', () => {
    const boom = new Error('boom');
    const broken = defineHookContribution({
      key: 'broken',
      apply() {
        throw boom;
      },
    });
    expect(() => runTrail([broken])).toThrow(expect.objectContaining({ message: "Hook contribution 'broken' failed to apply: boom", cause: boom }));
  });
});
