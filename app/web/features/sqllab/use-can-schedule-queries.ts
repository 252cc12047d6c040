import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser, selectIsFeatureEnabled } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';

/** Whether SQL Lab offers "Schedule": alerts and reports are on and the user may write them. */
export function useCanScheduleQueries(): boolean {
  const user = useAppSelector(selectCurrentUser);
  const enabled = useAppSelector((state) => selectIsFeatureEnabled(state, 'ALERT_REPORTS'));
  return enabled && findPermission('can_write', 'ReportSchedule', user?.roles);
}
