import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../api/api-fetch';
import { risonParam } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';

/** The star of a saved chart: its favourite status, toggled at once and restored if the server refuses. */
export function useChartFavorite(chartId: number | null) {
  const dispatch = useAppDispatch();
  const [starred, setStarred] = useState(false);

  useEffect(() => {
    if (chartId === null) return undefined;
    let cancelled = false;
    apiFetch(`/api/v1/chart/favorite_status/?q=${risonParam([chartId])}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ result: Array<{ id: number; value: boolean }> }>) : null))
      .then((body) => {
        if (!cancelled && body) setStarred(body.result.some((row) => row.id === chartId && row.value));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [chartId]);

  const toggle = useCallback(() => {
    if (chartId === null) return;
    const next = !starred;
    setStarred(next);
    apiFetch(`/api/v1/chart/${chartId}/favorites/`, { method: next ? 'POST' : 'DELETE' })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
      })
      .catch(() => {
        setStarred(!next);
        dispatch(addDangerToast('An error occurred while starring this chart'));
      });
  }, [chartId, starred, dispatch]);

  return { starred, toggle };
}
