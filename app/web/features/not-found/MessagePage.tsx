import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { ROUTE_PATHS } from '../../routing/route-paths';

interface MessagePageProps {
  /** The page's (and the browser tab's) title. */
  title: string;
  icon: ReactNode;
  /** What happened, in a sentence. */
  heading: string;
  /** What the user can do about it. */
  description: string;
}

/** A page with nothing to show but why, and the way back to Home. */
export function MessagePage({ title, icon, heading, description }: MessagePageProps) {
  return (
    <Page title={title}>
      <EmptyState
        icon={icon}
        title={heading}
        description={description}
        action={
          <Button variant="contained" component={Link} to={ROUTE_PATHS.welcome}>
            Go to Home
          </Button>
        }
      />
    </Page>
  );
}
