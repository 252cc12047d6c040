import Box from '@mui/material/Box';

import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lastModifiedColumn, selectionColumn, type ListSelection, type ListViewColumn } from '../../components/list-view';
import { ROUTE_PATHS } from '../../routing/route-paths';
import type { SavedQueryListItem } from './saved-query-types';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** A saved query's name as the list shows and speaks it. */
export const savedQueryName = (query: Pick<SavedQueryListItem, 'id' | 'label'>): string => query.label || `Query ${query.id}`;

/** Where a saved query opens: SQL Lab, in a tab of its own (Superset's `savedQueryId`). */
export const savedQueryHref = (id: number): string => `${ROUTE_PATHS.sqlLab}?savedQueryId=${id}`;

/** A query's SQL on one line, whitespace runs collapsed, for the preview column. */
export const sqlPreview = (sql: string | null | undefined): string => (sql ?? '').replace(/\s+/g, ' ').trim();

function NameCell({ query }: { query: SavedQueryListItem }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={savedQueryHref(query.id)} sx={{ fontWeight: 600 }} underline="hover">
        {savedQueryName(query)}
      </Link>
      {query.description ? (
        <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary', maxWidth: 360 }} title={query.description}>
          {query.description}
        </Typography>
      ) : null}
    </Box>
  );
}

function SqlCell({ sql }: { sql: string | null }) {
  const preview = sqlPreview(sql);
  if (!preview) return <>—</>;
  return (
    <Tooltip
      title={
        <Box component="pre" sx={{ m: 0, fontFamily: MONOSPACE, fontSize: '0.75rem', whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
          {sql}
        </Box>
      }
      slotProps={{ tooltip: { sx: { maxWidth: 560 } } }}
    >
      <Box
        component="code"
        tabIndex={0}
        sx={{
          display: 'block',
          maxWidth: 360,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontFamily: MONOSPACE,
          fontSize: '0.8125rem',
          color: 'text.secondary',
        }}
      >
        {preview}
      </Box>
    </Tooltip>
  );
}

/** What the selection column needs from the page. */
export interface SavedQueryListColumnOptions {
  /** Present while bulk selection is on. */
  selection?: ListSelection<SavedQueryListItem>;
}

/** The saved query list's columns: (selection), name, database, schema, SQL, last modified. */
export function savedQueryListColumns({ selection }: SavedQueryListColumnOptions = {}): ListViewColumn<SavedQueryListItem>[] {
  const columns: ListViewColumn<SavedQueryListItem>[] = [];
  if (selection) columns.push(selectionColumn(selection, savedQueryName));
  columns.push(
    { id: 'label', header: 'Name', sortKey: 'label', cell: (query) => <NameCell query={query} /> },
    {
      id: 'database',
      header: 'Database',
      sortKey: 'database.database_name',
      cell: (query) =>
        query.database ? (
          query.database.database_name
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            Missing database
          </Typography>
        ),
    },
    { id: 'schema', header: 'Schema', sortKey: 'schema', cell: (query) => query.schema || '—' },
    { id: 'sql', header: 'SQL', cell: (query) => <SqlCell sql={query.sql} /> },
    lastModifiedColumn((query) => query.changed_on),
  );
  return columns;
}
