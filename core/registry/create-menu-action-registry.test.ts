import { describe, expect, it } from 'vitest';
import { defineMenuAction, hasPermission, type MenuActionContext, type MenuActionContribution } from '../plugin-api/index.js';
import { createMenuActionRegistry } from './create-menu-action-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const action = (key: string, fields: Partial<MenuActionContribution> = {}): MenuActionContribution =>
  ({
    ...defineMenuAction({
      key,
      label: key,
      placements: ['dashboard-chart', 'explore'],
      order: 0,
      isAvailable: (context) => hasPermission(context, 'can_csv', 'Superset'),
      loadRun: async () => () => undefined,
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

const contextOf = (permissions: MenuActionContext['permissions'], fields: Partial<MenuActionContext> = {}): MenuActionContext => ({
  placement: 'explore',
  permissions,
  isAdmin: false,
  config: { allowFullCsvExport: false },
  chart: { vizType: 'table', formData: { datasource: '1__table', viz_type: 'table' }, behaviors: [], canRun: true },
  ...fields,
});

describe('createMenuActionRegistry', () => {
  it('lists a menu’s actions by group, then order, then key', () => {
    const registry = createMenuActionRegistry([
      action('download-xlsx', { group: 'download', order: 2 }),
      action('share-link', { order: 5 }),
      action('download-csv', { group: 'download', order: 1 }),
      action('view-query', { order: 5 }),
      action('edit-properties', { order: 1 }),
      action('save-dashboard', { placements: ['dashboard-header'], order: 0 }),
    ]);
    expect(registry.actionsFor('explore').map((a) => a.key)).toEqual(['edit-properties', 'share-link', 'view-query', 'download-csv', 'download-xlsx']);
    expect(registry.actionsFor('dashboard-header').map((a) => a.key)).toEqual(['save-dashboard']);
  });

  it('shows what the context makes available, with its label and state', () => {
    const registry = createMenuActionRegistry([
      action('download-csv', { isEnabled: (context) => context.chart?.canRun === true }),
      action('toggle', { isAvailable: () => true, labelFor: (context) => (context.chart?.descriptionShown ? 'Hide' : 'Show') }),
    ]);
    const entries = (context: MenuActionContext) => registry.entriesFor(context).map((e) => `${e.action.key}:${e.label}:${e.enabled}`);
    expect(entries(contextOf([['can_csv', 'Superset']]))).toEqual(['download-csv:download-csv:true', 'toggle:Show:true']);
    expect(entries(contextOf([['can_read', 'Chart']]))).toEqual(['toggle:Show:true']);
    expect(entries(contextOf([], { isAdmin: true }))).toEqual(['download-csv:download-csv:true', 'toggle:Show:true']);
    const stopped = contextOf([['can_csv', 'Superset']], {
      chart: { vizType: 'table', formData: { datasource: '1__table', viz_type: 'table' }, behaviors: [], canRun: false, descriptionShown: true },
    });
    expect(entries(stopped)).toEqual(['download-csv:download-csv:false', 'toggle:Hide:true']);
    expect(registry.entriesFor({ ...stopped, placement: 'dashboard-header' })).toEqual([]);
  });

  it('rejects a wrong placement, a non-finite order, a bad key, a duplicate and a missing loader', () => {
    expect(
      problemsOf([
        action('download-csv'),
        action('download-csv'),
        action('explore-it', { placements: ['sidebar' as never] }),
        action('nowhere', { placements: [] }),
        action('sorted', { order: Number.NaN }),
        action('Share Link'),
        action('no-run', { loadRun: undefined as never }),
        action('blank-submenu', { group: 'Share', submenu: ' ' }),
      ]),
    ).toEqual([
      'download-csv: duplicate key \'download-csv\': contributed by contribution #1 and by contribution #2',
      'explore-it: placements must be among dashboard-chart, explore, dashboard-header, got ["sidebar"]',
      'nowhere: placements must not be empty',
      'sorted: order must be a finite number',
      "Share Link: key 'Share Link' does not match ^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$",
      'no-run: loadRun must be a function',
      'blank-submenu: submenu must be a non-empty string',
    ]);
  });
});
