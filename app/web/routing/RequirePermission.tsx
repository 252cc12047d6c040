import { Outlet } from 'react-router';
import { AccessDeniedPage } from '../features/not-found/AccessDeniedPage';
import { findPermission } from '../permissions/find-permission';
import type { RequiredPermission } from '../shell/nav-items';
import { selectCurrentUser } from '../store/bootstrap-slice';
import { useAppSelector } from '../store/hooks';

/**
 * Shows its child routes only to a user holding `permission` (admins hold every one); anyone else
 * sees "Access denied" in place of the page. The server refuses the page's data either way.
 */
export function RequirePermission({ permission }: { permission: RequiredPermission }) {
  const user = useAppSelector(selectCurrentUser);
  return findPermission(...permission, user?.roles) ? <Outlet /> : <AccessDeniedPage />;
}
