import { useMemo } from 'react';
import type { MenuActionHost } from '@core/plugin-api/index.js';
import { apiFetch } from '../api/api-fetch';
import { copyText } from '../components/copy-text';
import { useAppDispatch } from '../store/hooks';
import { addDangerToast, addSuccessToast } from '../store/toast-actions';

/** The services every menu lends its actions; each menu adds its chart or dashboard. */
export type BaseMenuHost = Omit<MenuActionHost, 'chart' | 'dashboard' | 'openDialog'>;

export function useBaseMenuHost(): BaseMenuHost {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      copyToClipboard: copyText,
      apiFetch: (path: string, init?: RequestInit) => apiFetch(path, init),
      openUrl: (url: string, newTab?: boolean) => {
        if (newTab) window.open(url, '_blank', 'noopener');
        else window.location.assign(url);
      },
      toast: (kind: 'success' | 'danger', message: string) => {
        dispatch(kind === 'success' ? addSuccessToast(message) : addDangerToast(message));
      },
    }),
    [dispatch],
  );
}
