import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';

import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../../components/list-view';
import { FavoriteStar } from '../../chart/FavoriteStar';
import { OwnersCell } from '../../dataset/OwnersCell';
import type { DashboardListItem } from './dashboard-list-types';
import { PublishedStatus } from './PublishedStatus';

/** A dashboard's title as the list shows and speaks it. */
export const dashboardName = (dashboard: Pick<DashboardListItem, 'id' | 'dashboard_title'>): string =>
  dashboard.dashboard_title || `Dashboard ${dashboard.id}`;

function DashboardNameCell({ dashboard }: { dashboard: DashboardListItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {dashboard.certified_by ? (
        <Tooltip title={`Certified by ${dashboard.certified_by}${dashboard.certification_details ? `: ${dashboard.certification_details}` : ''}`}>
          <VerifiedIcon fontSize="small" sx={{ color: 'primary.main' }} aria-label={`Certified by ${dashboard.certified_by}`} />
        </Tooltip>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={dashboard.url} sx={{ fontWeight: 600 }} underline="hover">
          {dashboardName(dashboard)}
        </Link>
        {dashboard.slug ? (
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', maxWidth: 420 }}>
            /{dashboard.slug}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** What the star, status and selection columns need from the page. */
export interface DashboardListColumnOptions {
  starred: Readonly<Record<number, boolean>> | undefined;
  onToggleStar: (dashboard: DashboardListItem) => void;
  /** Whether the user may change this dashboard (publish, delete, edit). */
  canEdit: (dashboard: DashboardListItem) => boolean;
  onTogglePublished: (dashboard: DashboardListItem) => void;
  /** The dashboard whose published state is being saved. */
  publishingId: number | null;
  /** Present while bulk selection is on. */
  selection?: ListSelection<DashboardListItem>;
}

/** The dashboard list's columns: (selection), star, name, status, owners, last modified. */
export function dashboardListColumns({
  starred,
  onToggleStar,
  canEdit,
  onTogglePublished,
  publishingId,
  selection,
}: DashboardListColumnOptions): ListViewColumn<DashboardListItem>[] {
  const columns: ListViewColumn<DashboardListItem>[] = [];
  if (selection) columns.push(selectionColumn(selection, dashboardName, "Only the dashboard's owners can delete it"));
  columns.push(
    {
      id: 'favorite',
      header: 'Favorite',
      width: 48,
      align: 'center',
      cell: (dashboard) => (
        <FavoriteStar name={dashboardName(dashboard)} starred={starred?.[dashboard.id]} onToggle={() => onToggleStar(dashboard)} />
      ),
    },
    { id: 'dashboard_title', header: 'Name', sortKey: 'dashboard_title', cell: (dashboard) => <DashboardNameCell dashboard={dashboard} /> },
    {
      id: 'published',
      header: 'Status',
      sortKey: 'published',
      cell: (dashboard) => (
        <PublishedStatus
          name={dashboardName(dashboard)}
          published={dashboard.published}
          busy={publishingId === dashboard.id}
          {...(canEdit(dashboard) ? { onToggle: () => onTogglePublished(dashboard) } : {})}
        />
      ),
    },
    { id: 'owners', header: 'Owners', cell: (dashboard) => <OwnersCell owners={dashboard.owners ?? []} /> },
    lastModifiedColumn((dashboard) => dashboard.changed_on_utc),
  );
  return columns;
}
