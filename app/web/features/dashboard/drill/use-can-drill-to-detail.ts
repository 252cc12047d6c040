import type { VizBehavior } from '@core/plugin-api/index.js';
import { selectCurrentUser } from '../../../store/bootstrap-slice';
import { useAppSelector } from '../../../store/hooks';
import { canDrillToDetail } from './drill-permission';

/** Whether the signed-in user is offered "Drill to detail" on a chart of this viz type. */
export function useCanDrillToDetail(viz: { behaviors: readonly VizBehavior[] } | undefined): boolean {
  const user = useAppSelector(selectCurrentUser);
  return canDrillToDetail(viz, user?.roles);
}
