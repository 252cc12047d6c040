import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';

/** `/savedqueryview/list/`: the queries saved from SQL Lab. */
export function SavedQueryListPage() {
  return (
    <Page title="Saved queries" subtitle="Queries saved from SQL Lab, to rerun, share or schedule.">
      <EmptyState
        icon={<BookmarkBorderOutlinedIcon />}
        title="Saved queries will be listed here"
        description="Each saved query with its database, schema and last change, with a preview and actions to open it in SQL Lab, copy a link or delete it."
      />
    </Page>
  );
}
