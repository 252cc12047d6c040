import { Navigate, Outlet, useLocation } from 'react-router';
import { selectCurrentUser } from '../store/bootstrap-slice';
import { useAppSelector } from '../store/hooks';
import { ROUTE_PATHS } from './route-paths';

/** Shows its child routes to a signed-in user; sends anyone else to log in, then back here. */
export function RequireUser() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname, search, hash } = useLocation();
  if (user) return <Outlet />;
  const next = encodeURIComponent(pathname + search + hash);
  return <Navigate to={`${ROUTE_PATHS.login}?next=${next}`} replace />;
}
