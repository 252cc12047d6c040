import { useCallback, useEffect, useState } from 'react';
import { DangerToast } from '@core/errors/index.js';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { fetchDashboardFavorite, setDashboardFavorite } from './dashboard-api';

/** The dashboard's star: its favourite status, toggled at once and restored if the server refuses. */
export function useDashboardStar(dashboardId: number) {
  const dispatch = useAppDispatch();
  const [starred, setStarred] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchDashboardFavorite(dashboardId).then(
      (value) => !cancelled && setStarred(value),
      () => !cancelled && dispatch(addDangerToast(DangerToast.FETCH_DASHBOARD_FAVORITE_FAILED)),
    );
    return () => {
      cancelled = true;
    };
  }, [dashboardId, dispatch]);

  const toggle = useCallback(() => {
    const next = !starred;
    setStarred(next);
    setDashboardFavorite(dashboardId, next).catch(() => {
      setStarred(!next);
      dispatch(addDangerToast(DangerToast.FAVORITE_DASHBOARD_FAILED));
    });
  }, [dashboardId, starred, dispatch]);

  return { starred, toggle };
}
