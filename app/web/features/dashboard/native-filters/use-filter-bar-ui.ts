import { useMemo, useState } from 'react';
import { type LayoutMap, getChartIds } from '@core/dashboard/index.js';
import type { FilterComponentServices } from '@core/plugin-api/index.js';
import { useResolveTimeRange } from '../../../api/resolve-time-range';
import type { DashboardChart } from '../dashboard-types';
import { DashboardUrlParam, isParamOff } from '../model/url-params';
import { dashboardChartName } from './active-cross-filters';
import type { NativeFilterDialog } from './NativeFilterDialogs';
import type { NativeFiltersUi } from './native-filters-context';
import type { NativeFiltersModel } from './use-native-filters';

/** What {@link useFilterBarUi} needs from the page. */
export interface FilterBarUiOptions {
  /** The user may edit the dashboard's filters (an editor, outside a report). */
  canEdit: boolean;
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  /** The page has no bar now (edit mode, a report). */
  hidden: boolean;
  /** The page's URL parameters: `show_filters=false` hides the bar, `expand_filters=false` starts it collapsed. */
  search: URLSearchParams;
}

/**
 * What the filter bar and the charts' indicators share (the filter state, the editing rights,
 * chart names, the filter components' services), which of the bar's dialogs is open, whether the
 * page shows the bar and whether it starts open.
 */
export function useFilterBarUi(model: NativeFiltersModel, { canEdit, layout, charts, hidden, search }: FilterBarUiOptions) {
  const [dialog, setDialog] = useState<NativeFilterDialog>({ kind: 'none' });
  const resolveTimeRange = useResolveTimeRange();
  // Filter components reach the server through these.
  const services = useMemo<FilterComponentServices>(() => ({ resolveTimeRange }), [resolveTimeRange]);
  const [initiallyOpen] = useState(() => !isParamOff(search, DashboardUrlParam.EXPAND_FILTERS));
  const shown = !hidden && !isParamOff(search, DashboardUrlParam.SHOW_FILTERS);
  const chartNames = useMemo(() => {
    const names: Record<number, string> = {};
    for (const chartId of getChartIds(layout)) names[chartId] = dashboardChartName(chartId, layout, charts);
    return names;
  }, [layout, charts]);
  const ui = useMemo<NativeFiltersUi>(
    () => ({
      model,
      canEdit,
      openConfig: (filterId) => setDialog({ kind: 'config', filterId }),
      openCrossFilterScoping: () => setDialog({ kind: 'scoping' }),
      chartNames,
      services,
    }),
    [model, canEdit, chartNames, services],
  );
  return { ui, dialog, closeDialog: () => setDialog({ kind: 'none' }), shown, initiallyOpen };
}
