import { useMemo } from 'react';
import type { MenuActionContext, MenuPlacement, PermissionPair } from '@core/plugin-api/index.js';
import { isAdmin } from '../permissions/find-permission';
import { useAppSelector } from '../store/hooks';
import { selectCommon, selectConf, selectCurrentUser } from '../store/bootstrap-slice';

/** What the page knows about the chart or dashboard a menu is about. */
export type MenuSubject = Pick<MenuActionContext, 'chart' | 'dashboard'>;

/**
 * The context a menu's actions are judged in: the signed-in user's permissions, the server's
 * switches and what the page says about its chart or dashboard.
 */
export function useMenuActionContext(placement: MenuPlacement, subject: MenuSubject): MenuActionContext {
  const user = useAppSelector(selectCurrentUser);
  const conf = useAppSelector(selectConf);
  const featureFlags = useAppSelector(selectCommon).feature_flags;
  const permissions = useMemo<PermissionPair[]>(() => Object.values(user?.roles ?? {}).flat(), [user]);
  return {
    placement,
    permissions,
    isAdmin: isAdmin(user?.roles),
    config: { allowFullCsvExport: conf?.ALLOW_FULL_CSV_EXPORT === true, featureFlags },
    ...subject,
  };
}
