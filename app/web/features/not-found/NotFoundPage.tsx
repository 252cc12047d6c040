import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { ROUTE_PATHS } from '../../routing/route-paths';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="There is nothing at this address"
        description="The link may be mistyped, or the page may have moved."
        action={
          <Button variant="contained" component={Link} to={ROUTE_PATHS.welcome}>
            Go to Home
          </Button>
        }
      />
    </Page>
  );
}
