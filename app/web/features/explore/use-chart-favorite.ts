import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { useGetChartFavoriteStatusQuery, useSetChartFavoriteMutation } from '../chart/chart-api';

/**
 * The star of a saved chart: its favourite status (the chart list's and Home's, so all show the
 * same), toggled at once and restored if the server refuses.
 */
export function useChartFavorite(chartId: number | null) {
  const dispatch = useAppDispatch();
  const statusIds = useMemo(() => (chartId === null ? null : [chartId]), [chartId]);
  const status = useGetChartFavoriteStatusQuery(statusIds ?? skipToken);
  const [setFavorite] = useSetChartFavoriteMutation();
  const starred = chartId !== null && status.data?.[chartId] === true;

  const toggle = useCallback(() => {
    if (chartId === null || statusIds === null) return;
    setFavorite({ id: chartId, starred: !starred, statusIds })
      .unwrap()
      .catch(() => dispatch(addDangerToast('An error occurred while starring this chart')));
  }, [chartId, statusIds, starred, setFavorite, dispatch]);

  return { starred, toggle };
}
