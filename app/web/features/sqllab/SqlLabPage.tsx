import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import TerminalOutlinedIcon from '@mui/icons-material/TerminalOutlined';
import { useMatch } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { ROUTE_PATHS } from '../../routing/route-paths';

/** `/sqllab/` (the editor) and `/sqllab/history/` (past queries). */
export function SqlLabPage() {
  const showHistory = useMatch(ROUTE_PATHS.queryHistory) !== null;
  return showHistory ? (
    <Page title="Query history" subtitle="Queries run in SQL Lab.">
      <EmptyState
        icon={<HistoryOutlinedIcon />}
        title="Your query history will be listed here"
        description="Every query you ran, with its status, database, duration and row count, and actions to open it again or view its results."
      />
    </Page>
  ) : (
    <Page title="SQL Lab" subtitle="Write and run SQL against your databases.">
      <EmptyState
        icon={<TerminalOutlinedIcon />}
        title="The SQL editor will open here"
        description="Multiple query tabs, a schema browser, a results pane with cost estimate, formatting, saving and scheduling."
      />
    </Page>
  );
}
