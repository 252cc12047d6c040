import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/databaseview/list/`: the connected databases. */
export function DatabaseListPage() {
  return (
    <Page title="Databases" subtitle="Connections to the engines that run Tessera's queries.">
      <EmptyState
        icon={<StorageOutlinedIcon />}
        title="Database connections will be listed here"
        description="Each connection with its engine and settings (SQL Lab access, async queries, DML, uploads), and actions to test, edit or add one."
      />
    </Page>
  );
}
