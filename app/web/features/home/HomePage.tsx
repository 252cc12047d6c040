import Box from '@mui/material/Box';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { ChartsSection } from './ChartsSection';
import { DashboardsSection } from './DashboardsSection';
import { RecentsSection } from './RecentsSection';
import { SavedQueriesSection } from './SavedQueriesSection';

/** Cards per section: two rows of four on a wide screen. */
export const HOME_PAGE_SIZE = 8;

/**
 * `/superset/welcome/`: the signed-in user's starting point — what they lately viewed, edited
 * or created, their dashboards and charts (favourites, their own, all), and their saved queries.
 * A section shows only when the user may read what it lists.
 */
export function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  const name = user?.firstName || user?.username;
  const roles = user?.roles;
  return (
    <Page title="Home" subtitle={name ? `Welcome back, ${name}.` : undefined}>
      {user ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <RecentsSection userId={user.userId} pageSize={HOME_PAGE_SIZE} />
          {findPermission('can_read', 'Dashboard', roles) ? <DashboardsSection userId={user.userId} pageSize={HOME_PAGE_SIZE} /> : null}
          {findPermission('can_read', 'Chart', roles) ? <ChartsSection userId={user.userId} pageSize={HOME_PAGE_SIZE} /> : null}
          {findPermission('can_read', 'SavedQuery', roles) ? <SavedQueriesSection userId={user.userId} pageSize={HOME_PAGE_SIZE} /> : null}
        </Box>
      ) : null}
    </Page>
  );
}
