import type { VizDescriptor } from '@core/registry/index.js';
import type { FormData } from '../../../chart/chart-form-data';
import { useKernel } from '../../../kernel/kernel-context';
import { useMenuActionContext } from '../../../menu-actions/use-menu-action-context';

/** The menu action a right-click on a mark offers as "Drill by ›". */
const DRILL_BY_ACTION = 'drill-by';

/**
 * Whether a right-click on a dashboard chart's mark offers "Drill by": the registry's `drill-by`
 * action is available to this user on this chart (its viz type, form data and permissions).
 */
export function useCanDrillBy(viz: VizDescriptor | undefined, formData: FormData | undefined, canRun: boolean): boolean {
  const { menuActions } = useKernel();
  const context = useMenuActionContext('dashboard-chart', {
    chart: {
      vizType: viz?.key ?? '',
      formData: formData ?? { datasource: '', viz_type: '' },
      behaviors: viz?.behaviors ?? [],
      canRun: canRun && viz !== undefined && formData !== undefined,
    },
  });
  return menuActions.entriesFor(context).some((entry) => entry.action.key === DRILL_BY_ACTION && entry.enabled);
}
