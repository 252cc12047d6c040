import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/tablemodelview/list/`: the datasets charts are built from. */
export function DatasetListPage() {
  return (
    <Page title="Datasets" subtitle="Physical tables and SQL-defined virtual datasets that charts query.">
      <EmptyState
        icon={<TableChartOutlinedIcon />}
        title="Datasets will be listed here"
        description="Each dataset with its database, schema, type and owners, and actions to explore it, edit its columns and metrics, or create a new one."
      />
    </Page>
  );
}
