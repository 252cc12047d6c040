import { describe, expect, it } from 'vitest';
import { defineMenuAction, hasPermission, type MenuActionContribution, type ChartMenuActionContext } from '../plugin-api/index.js';
import { createMenuActionRegistry } from './create-menu-action-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const action = (key: string, fields: Partial<MenuActionContribution> = {}): MenuActionContribution =>
  ({
    ...defineMenuAction({
      key,
      label: key,
      scope: 'chart',
      order: 0,
      isVisible: (context) => hasPermission(context, 'can_csv', 'Superset'),
      run: () => undefined,
    }),
    ...fields,
  }) as MenuActionContribution;

const problemsOf = (contributions: unknown[]): string[] => {
  try {
    createMenuActionRegistry(contributions as MenuActionContribution[]);
    return [];
  } catch (error) {
    if (!(error instanceof RegistryValidationError)) throw error;
    return error.problems.map((p) => `${p.key}: ${p.problem}`);
  }
};

describe('createMenuActionRegistry', () => {
  it('lists a scope’s actions by group, then order, then key', () => {
    const registry = createMenuActionRegistry([
      action('download-xlsx', { group: 'download', order: 2 }),
      action('share-link', { order: 5 }),
      action('download-csv', { group: 'download', order: 1 }),
      action('view-query', { order: 5 }),
      action('edit-properties', { order: 1 }),
      action('save-dashboard', { scope: 'dashboard', order: 0 }),
    ]);
    expect(registry.actionsFor('chart').map((a) => a.key)).toEqual(['edit-properties', 'share-link', 'view-query', 'download-csv', 'download-xlsx']);
    expect(registry.actionsFor('dashboard').map((a) => a.key)).toEqual(['save-dashboard']);
  });

  it('leaves visibility to the caller’s context', () => {
    const registry = createMenuActionRegistry([action('download-csv')]);
    const context = (permissions: ChartMenuActionContext['permissions']): ChartMenuActionContext => ({
      scope: 'chart',
      permissions,
      chart: { vizType: 'table', formData: { datasource: '1__table', viz_type: 'table' } },
    });
    const visible = (ctx: ChartMenuActionContext) => registry.actionsFor('chart').filter((a) => a.isVisible(ctx)).map((a) => a.key);
    expect(visible(context([['can_csv', 'Superset']]))).toEqual(['download-csv']);
    expect(visible(context([['can_read', 'Chart']]))).toEqual([]);
  });

  it('rejects a wrong scope, a non-finite order, a bad key, a duplicate and a missing run', () => {
    expect(
      problemsOf([
        action('download-csv'),
        action('download-csv'),
        action('explore-it', { scope: 'explore' as never }),
        action('sorted', { order: Number.NaN }),
        action('Share Link'),
        action('no-run', { run: undefined as never }),
      ]),
    ).toEqual([
      'download-csv: duplicate key \'download-csv\': contributed by contribution #1 and by contribution #2',
      'explore-it: scope must be one of chart, dashboard, got "explore"',
      'sorted: order must be a finite number',
      "Share Link: key 'Share Link' does not match ^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$",
      'no-run: run must be a function',
    ]);
  });
});
