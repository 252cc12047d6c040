import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/chart/list/`: every chart the user can open. */
export function ChartListPage() {
  return (
    <Page title="Charts" subtitle="Visualisations built from datasets in Explore.">
      <EmptyState
        icon={<InsertChartOutlinedIcon />}
        title="Charts will be listed here"
        description="The charts you can access, with their type, dataset, dashboards and owners, and search, filters and favourites."
      />
    </Page>
  );
}
