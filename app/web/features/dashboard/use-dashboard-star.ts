import { useCallback, useEffect, useMemo } from 'react';
import { DangerToast } from '@core/errors/index.js';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { useGetDashboardListFavoriteStatusQuery, useSetDashboardListFavoriteMutation } from './list/dashboard-list-api';

/**
 * The dashboard's star: its favourite status (the dashboard list's and Home's, so all show the
 * same), toggled at once and restored if the server refuses. `enabled` false (an embedded
 * dashboard's guest has no favourites) asks the server nothing.
 */
export function useDashboardStar(dashboardId: number, enabled = true) {
  const dispatch = useAppDispatch();
  const statusIds = useMemo(() => [dashboardId], [dashboardId]);
  const status = useGetDashboardListFavoriteStatusQuery(statusIds, { skip: !enabled });
  const [setFavorite] = useSetDashboardListFavoriteMutation();
  const starred = status.data?.[dashboardId] === true;
  const failed = status.isError;

  useEffect(() => {
    if (failed) dispatch(addDangerToast(DangerToast.FETCH_DASHBOARD_FAVORITE_FAILED));
  }, [failed, dispatch]);

  const toggle = useCallback(() => {
    setFavorite({ id: dashboardId, starred: !starred, statusIds })
      .unwrap()
      .catch(() => dispatch(addDangerToast(DangerToast.FAVORITE_DASHBOARD_FAILED)));
  }, [dashboardId, starred, statusIds, setFavorite, dispatch]);

  return { starred, toggle };
}
