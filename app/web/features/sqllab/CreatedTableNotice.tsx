import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { sqlLabActions, type SqlLabQuery } from '@core/sqllab/index.js';
import { newClientId } from './client-id';
import { createdTableName, selectCreatedTableSql } from './created-table-sql';
import { runQuery } from './query-runner';
import { useSqlLabSession } from './sqllab-session';

/**
 * The outcome of a CREATE TABLE/VIEW AS run: where its table or view went, and a way to query it
 * in a new tab (run at once, on the same database).
 */
export function CreatedTableNotice({ query }: { query: SqlLabQuery }) {
  const session = useSqlLabSession();
  const table = query.tempTable ?? '';
  const isView = query.executedSql?.trimStart().toUpperCase().startsWith('CREATE VIEW') ?? false;

  const queryInNewTab = () => {
    const id = newClientId();
    const sql = selectCreatedTableSql(table, query.tempSchema);
    session.store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id, name: table, dbId: query.dbId, catalog: query.catalog, schema: query.tempSchema ?? query.schema, sql }, now: Date.now() }));
    const queryEditor = session.store.getState().queryEditors.find((candidate) => candidate.id === id);
    const database = session.databases?.find((candidate) => candidate.id === query.dbId);
    if (queryEditor) void runQuery(session.runner, { queryEditor, sql, runAsync: database?.allow_run_async ?? false });
  };

  return (
    <Alert
      severity="success"
      action={
        <Button size="small" color="inherit" startIcon={<OpenInNewIcon fontSize="small" />} onClick={queryInNewTab} disabled={table === ''}>
          Query in a new tab
        </Button>
      }
    >
      {isView ? 'View' : 'Table'}{' '}
      <Box component="code" sx={{ fontWeight: 600 }}>
        {createdTableName(table, query.tempSchema)}
      </Box>{' '}
      was created.
    </Alert>
  );
}
