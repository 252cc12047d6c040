import { useCallback, useMemo } from 'react';
import { walkWaterfall } from '@core/hooks/index.js';
import type { DatasourceRef, ExploreHookContext, HookUser, JsonSchema, UiSchema } from '@core/plugin-api/index.js';
import type { VizDescriptor } from '@core/registry/index.js';
import { openFormData, type FormData } from '../../chart/chart-form-data';
import { parseDatasourceKey } from '../../chart/datasource-key';
import { useKernel } from '../../kernel/kernel-context';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';

/**
 * Explore's hooks where explore reaches them: `formData` on the form data a chart opens with
 * (after migration and defaults), `controlSchema` and `uiSchema` on what the control panel is
 * drawn from.
 */
export function useExploreHooks(viz: VizDescriptor | undefined, datasourceKey: string | undefined) {
  const { hooks } = useKernel();
  const current = useAppSelector(selectCurrentUser);
  const user = useMemo<HookUser | undefined>(() => (current ? { username: current.username, roles: Object.keys(current.roles) } : undefined), [current]);

  const contextOf = useCallback(
    (vizType: string, datasource: string | undefined): ExploreHookContext => {
      const ref = parseDatasourceKey(datasource);
      return { vizType, ...(ref ? { datasource: { id: ref.id, type: ref.type as DatasourceRef['type'] } } : {}), ...(user ? { user } : {}) };
    },
    [user],
  );

  /** Opens stored form data for a viz, as explore edits it. */
  const openForExplore = useCallback(
    (target: VizDescriptor, stored: Record<string, unknown>, datasource: string): FormData =>
      walkWaterfall(hooks.explore.formData, openFormData(target, stored, datasource), contextOf(target.key, datasource)) as FormData,
    [hooks, contextOf],
  );

  const controls = useMemo((): { schema: JsonSchema; uiSchema: UiSchema } | undefined => {
    if (!viz) return undefined;
    const context = contextOf(viz.key, datasourceKey);
    return {
      schema: walkWaterfall(hooks.explore.controlSchema, viz.formDataSchema, context),
      uiSchema: walkWaterfall(hooks.explore.uiSchema, viz.uiSchema, context),
    };
  }, [hooks, viz, datasourceKey, contextOf]);

  return { openForExplore, controls };
}
