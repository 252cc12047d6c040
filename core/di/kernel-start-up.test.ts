import { describe, expect, it } from 'vitest';
import {
  ContainerModule,
  HookContribution,
  MenuActionContribution,
  VizContribution,
  defineHookContribution,
  defineMenuAction,
  definePlugin,
  defineViz,
  type AnyVizContribution,
  type TesseraPlugin,
} from '../plugin-api/index.js';
import { applyHookContributions } from '../hooks/apply-hook-contributions.js';
import { createChartDataHooks } from '../hooks/create-chart-data-hooks.js';
import { createMenuActionRegistry } from '../registry/create-menu-action-registry.js';
import { createVizRegistry } from '../registry/create-viz-registry.js';
import { RegistryValidationError } from '../registry/registry-validation-error.js';
import { ContributionOrigins, type ContributionOrigins as Origins } from './contribution-origins.js';
import { createTesseraContainer } from './create-tessera-container.js';
import { getContributions } from './get-contributions.js';

/** Start-up as app/server/main.ts will do it: container → registries → hooks. */
const widgets = new Set(['RowLimitSelect']);

const viz = (key: string, name = key): AnyVizContribution =>
  defineViz({
    key,
    version: '1.0.0',
    name,
    description: `${name} chart`,
    category: 'Table',
    tags: [],
    behaviors: [],
    formDataSchema: { type: 'object', properties: { row_limit: { type: 'integer', minimum: 1, default: 10000 } } },
    uiSchema: { row_limit: { 'ui:widget': 'RowLimitSelect' } },
    buildQuery: (formData) => ({ datasource: { id: 1, type: 'table' }, queries: [{ row_limit: formData.row_limit as number }] }),
    transformProps: (response) => response.result[0]?.data ?? [],
    loadComponent: async () => ({ default: null }),
  });

const tablePlugin = definePlugin({
  key: 'viz-table',
  module: new ContainerModule(({ bind }) => {
    bind(VizContribution).toConstantValue(viz('table', 'Table'));
    bind(MenuActionContribution).toConstantValue(
      defineMenuAction({ key: 'download-csv', label: 'Export to .CSV', placements: ['explore'], order: 1, isAvailable: () => true, loadRun: async () => () => undefined }),
    );
  }),
});
const piePlugin = definePlugin({
  key: 'viz-pie',
  module: new ContainerModule(({ bind }) => void bind(VizContribution).toConstantValue(viz('pie', 'Pie'))),
});
const rowCapPlugin = definePlugin({
  key: 'hook-row-cap',
  module: new ContainerModule(({ bind }) => {
    bind(HookContribution).toConstantValue(
      defineHookContribution({
        key: 'hook-row-cap',
        apply: (hooks) => hooks.chartData?.queryObject.tap('row-cap', (query) => ({ ...query, row_limit: Math.min(query.row_limit ?? 1000, 1000) })),
      }),
    );
  }),
});
const plugins: TesseraPlugin[] = [tablePlugin, piePlugin, rowCapPlugin];

function startUp(options: Parameters<typeof createTesseraContainer>[1]) {
  const container = createTesseraContainer(plugins, options);
  const origins = container.get<Origins>(ContributionOrigins);
  const vizRegistry = createVizRegistry(getContributions(container, VizContribution), { widgets, pluginOf: origins.pluginOf });
  const menu = createMenuActionRegistry(getContributions(container, MenuActionContribution), { pluginOf: origins.pluginOf });
  const chartData = createChartDataHooks();
  applyHookContributions(getContributions(container, HookContribution), { chartData });
  return { vizRegistry, menu, chartData };
}

describe('kernel start-up', () => {
  it('builds registries and hooks from every enabled plugin', () => {
    const { vizRegistry, menu, chartData } = startUp({});
    expect([...vizRegistry.keys()]).toEqual(['table', 'pie']);
    expect(menu.actionsFor('explore').map((a) => a.key)).toEqual(['download-csv']);
    const query = chartData.queryObject.call({ row_limit: 50000 }, { datasource: { id: 1, type: 'table' } });
    expect(query.row_limit).toBe(1000);
    expect(chartData.queryObject.taps.map((t) => t.name)).toEqual(['hook-row-cap']);
  });

  it('leaves every contribution of a disabled plugin out of registries and hooks', () => {
    const { vizRegistry, menu, chartData } = startUp({ disabled: ['viz-table', 'hook-row-cap'] });
    expect([...vizRegistry.keys()]).toEqual(['pie']);
    expect(vizRegistry.get('table')).toBeUndefined();
    expect(menu.size).toBe(0);
    expect(chartData.queryObject.isUsed()).toBe(false);
  });

  it('names the plugins behind a duplicate viz key', () => {
    const copycat = definePlugin({
      key: 'viz-table-legacy',
      module: new ContainerModule(({ bind }) => void bind(VizContribution).toConstantValue(viz('table', 'Legacy table'))),
    });
    const container = createTesseraContainer([tablePlugin, copycat]);
    const { pluginOf } = container.get<Origins>(ContributionOrigins);
    expect(() => createVizRegistry(getContributions(container, VizContribution), { widgets, pluginOf })).toThrow(RegistryValidationError);
    expect(() => createVizRegistry(getContributions(container, VizContribution), { widgets, pluginOf })).toThrow(
      "viz 'table' (plugin viz-table-legacy): duplicate key 'table': contributed by plugin viz-table \"Table\" and by plugin viz-table-legacy \"Legacy table\"",
    );
  });
});
