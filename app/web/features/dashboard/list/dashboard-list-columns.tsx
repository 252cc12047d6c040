import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ListViewColumn } from '../../../components/list-view';
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
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (dashboard: DashboardListItem) => void;
  };
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
  if (selection) {
    columns.push({
      id: 'select',
      header: 'Select',
      width: 48,
      cell: (dashboard) => {
        const checkbox = (
          <Checkbox
            size="small"
            checked={selection.selected.has(dashboard.id)}
            disabled={!canEdit(dashboard)}
            onChange={() => selection.onToggle(dashboard)}
            slotProps={{ input: { 'aria-label': `Select ${dashboardName(dashboard)}` } }}
          />
        );
        // A disabled control fires no events, so the tooltip explaining it hangs on a wrapper.
        return canEdit(dashboard) ? (
          checkbox
        ) : (
          <Tooltip title="Only the dashboard's owners can delete it">
            <Box component="span" sx={{ display: 'inline-flex' }}>
              {checkbox}
            </Box>
          </Tooltip>
        );
      },
    });
  }
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
    {
      id: 'changed_on',
      header: 'Last modified',
      sortKey: 'changed_on_delta_humanized',
      cell: (dashboard) => (
        <Box title={dashboard.changed_on_utc ?? undefined}>
          {dashboard.changed_on_delta_humanized ?? '—'}
          {dashboard.changed_by_name ? (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              by {dashboard.changed_by_name}
            </Typography>
          ) : null}
        </Box>
      ),
    },
  );
  return columns;
}
