// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createLayoutHistory } from '@core/dashboard/index.js';
import { ContainerModule, HookContribution, defineHookContribution, definePlugin } from '@core/plugin-api/index.js';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { useDashboardHooks } from '../dashboard/use-dashboard-hooks';
import { useExploreHooks } from './use-explore-hooks';
import { createAppStore } from '../../store/create-app-store';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { createWebKernel } from '../../kernel/create-web-kernel';
import { KernelContext } from '../../kernel/kernel-context';
import { WEB_PLUGINS } from '../../kernel/web-plugins';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A plugin taps every hook of the browser's owners (explore, dashboard); the calls explore and the
 * dashboard page make (through useExploreHooks and useDashboardHooks) must fire each one. A hook
 * declared but never called fails here.
 */
describe('hook contributions in the browser', () => {
  it('fire every explore and dashboard hook where the pages reach them, with the user in the context', async () => {
    const fired = new Map<string, unknown>();
    const recorder = definePlugin({
      key: 'hook-recorder',
      module: new ContainerModule(({ bind }) => {
        bind(HookContribution).toConstantValue(
          defineHookContribution({
            key: 'hook-recorder',
            apply(hooks) {
              hooks.explore?.formData.tap('x', (formData, context) => (fired.set('explore.formData', context), { ...formData, row_limit: 7 }));
              hooks.explore?.controlSchema.tap('x', (schema, context) => (fired.set('explore.controlSchema', context), { ...schema, title: 'hooked' }));
              hooks.explore?.uiSchema.tap('x', (uiSchema, context) => (fired.set('explore.uiSchema', context), uiSchema));
              hooks.dashboard?.layout.tap('x', (layout, context) => (fired.set('dashboard.layout', context), layout));
              hooks.dashboard?.afterSave.tapPromise('x', async (saved, context) => void fired.set('dashboard.afterSave', { saved: saved.id, ...context }));
            },
          }),
        );
      }),
    });
    const kernel = createWebKernel([...WEB_PLUGINS, recorder], { schemaCompiler: createAjvSchemaCompiler() });
    const table = kernel.vizTypes.get('table')!;
    const seen: { formData?: Record<string, unknown>; schemaTitle?: unknown } = {};

    function Probe() {
      const { openForExplore, controls } = useExploreHooks(table, '3__table');
      const { openLayout, afterSave } = useDashboardHooks(5);
      useEffect(() => {
        seen.formData = openForExplore(table, {}, '3__table');
        seen.schemaTitle = (controls?.schema as { title?: unknown } | undefined)?.title;
        const layout = openLayout(createLayoutHistory({}).present);
        void afterSave({ id: 5, title: 'Births', layout });
      }, [openForExplore, controls, openLayout, afterSave]);
      return null;
    }

    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <KernelContext.Provider value={kernel}>
          <Provider store={createAppStore(testBootstrap(testUser({ Alpha: [['can_read', 'Chart']] })))}>
            <Probe />
          </Provider>
        </KernelContext.Provider>,
      );
    });
    await act(async () => undefined);
    root.unmount();

    const declared = [...Object.keys(kernel.hooks.explore).map((name) => `explore.${name}`), ...Object.keys(kernel.hooks.dashboard).map((name) => `dashboard.${name}`)];
    expect([...fired.keys()].sort()).toEqual(declared.sort());
    expect(seen.formData?.['row_limit']).toBe(7);
    expect(seen.schemaTitle).toBe('hooked');
    expect(fired.get('explore.formData')).toMatchObject({ vizType: 'table', datasource: { id: 3, type: 'table' }, user: { roles: ['Alpha'] } });
    expect(fired.get('dashboard.afterSave')).toMatchObject({ saved: 5, dashboardId: 5 });
  });
});
