import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/dashboard/list/`: every dashboard the user can open. */
export function DashboardListPage() {
  return (
    <Page title="Dashboards" subtitle="Collections of charts with native filters and cross-filters.">
      <EmptyState
        icon={<DashboardOutlinedIcon />}
        title="Dashboards will be listed here"
        description="The dashboards you can access, with search, filters by owner, status and tags, favourites and bulk actions."
      />
    </Page>
  );
}
