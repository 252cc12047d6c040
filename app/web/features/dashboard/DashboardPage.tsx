import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/superset/dashboard/:idOrSlug/`: one dashboard, addressed by id or slug. */
export function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  return (
    <Page title="Dashboard" subtitle={`Dashboard “${idOrSlug}”`}>
      <EmptyState
        icon={<SpaceDashboardOutlinedIcon />}
        title="The dashboard will be shown here"
        description="Its charts laid out in tabs, rows and columns, with the native filter bar, cross-filters, edit mode and full-size chart view."
      />
    </Page>
  );
}
