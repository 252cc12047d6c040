import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { ROUTE_PATHS } from '../../routing/route-paths';

/** A page the signed-in user may not open (the server refuses its data as well). */
export function AccessDeniedPage() {
  return (
    <Page title="Access denied">
      <EmptyState
        icon={<LockOutlinedIcon />}
        title="You do not have access to this page"
        description="Ask an administrator for a role that grants it."
        action={
          <Button variant="contained" component={Link} to={ROUTE_PATHS.welcome}>
            Go to Home
          </Button>
        }
      />
    </Page>
  );
}
