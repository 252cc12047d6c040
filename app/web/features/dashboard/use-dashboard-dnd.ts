import { useMemo, type RefObject } from 'react';
import { WarningToast } from '@core/errors/index.js';
import type { LayoutAction, LayoutMap } from '@core/dashboard/index.js';
import { useAppDispatch } from '../../store/hooks';
import { addWarningToast } from '../../store/toast-actions';
import type { DashboardChart } from './dashboard-types';
import { DndService } from './layout/dnd-service';

/**
 * The dashboard's drag and drop service. A drop the layout rules allow is applied to the document (a chart
 * dragged from the panel is added to the dashboard's charts first); a refused one says why in a toast.
 * The service reads the layout through `layoutRef`, so it lives as long as the page.
 */
export function useDashboardDnd(layoutRef: RefObject<LayoutMap>, addChart: (chart: DashboardChart) => void, dispatchLayout: (action: LayoutAction) => void): DndService {
  const dispatch = useAppDispatch();
  return useMemo(
    () =>
      new DndService({
        layout: () => layoutRef.current,
        onDrop: (resolved, item) => {
          if (item.kind === 'new' && item.type === 'CHART') {
            const chart = item.chart;
            if (!chart?.form_data) {
              dispatch(addWarningToast(WarningToast.NO_CHART_DEFINITION));
              return;
            }
            addChart({ id: chart.id, slice_name: chart.slice_name, description: chart.description ?? null, form_data: chart.form_data, viz_type: chart.viz_type });
          }
          dispatchLayout({ type: 'DROP_COMPONENT', drop: resolved.drop });
        },
        onRefused: (message) => dispatch(addWarningToast(message)),
      }),
    [layoutRef, dispatch, addChart, dispatchLayout],
  );
}
