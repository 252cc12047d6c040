import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import {
  buildListQuery,
  useExportSelection,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewFilter,
  type ListViewRowAction,
  useDeleteConfirmation,
} from '../../components/list-view';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { ImportButton } from '../../components/ImportButton';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useDeleteDatabaseMutation, useGetAvailableEnginesQuery, useGetDatabaseListQuery } from './database-api';
import { databaseListColumns } from './database-list-columns';
import type { DatabaseListItem } from './database-types';
import { DatabaseModal } from './DatabaseModal';

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

/** The list's filters: name search and the two flags Superset filters on. */
export const DATABASE_LIST_FILTERS: readonly ListViewFilter[] = [
  { kind: 'search', id: 'search', label: 'Search', placeholder: 'Database name', col: 'database_name', opr: 'ct' },
  { kind: 'select', id: 'expose_in_sqllab', label: 'Expose in SQL Lab', col: 'expose_in_sqllab', opr: 'eq', options: YES_NO },
  { kind: 'select', id: 'allow_run_async', label: 'AQE', col: 'allow_run_async', opr: 'eq', options: YES_NO },
];

/** The dialog open on the page: connecting a new database, or editing one. */
type ModalState = { databaseId: number | null } | null;

/** `/databaseview/list/`: the connected databases. */
export function DatabaseListPage() {
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Database', user?.roles);
  const canExport = findPermission('can_export', 'Database', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));
  const [modal, setModal] = useState<ModalState>(null);

  const query = useMemo(() => buildListQuery(state, DATABASE_LIST_FILTERS), [state]);
  const list = useGetDatabaseListQuery(query);
  const exporting = useExportSelection(list.data?.result ?? [], 'database', canExport, (row) => row.database_name);
  const engines = useGetAvailableEnginesQuery();
  const [deleteDatabase, deleteState] = useDeleteDatabaseMutation();
  const deletion = useDeleteConfirmation<DatabaseListItem>({
    remove: (database) => deleteDatabase(database.id).unwrap(),
    describe: (database) => database.database_name,
    busy: deleteState.isLoading,
  });

  const engineNames = useMemo(
    () => new Map((engines.data ?? []).map((engine) => [engine.engine, engine.name] as const)),
    [engines.data],
  );
  const columns = useMemo(() => databaseListColumns(engineNames), [engineNames]);

  const rowActions: ListViewRowAction<DatabaseListItem>[] = canWrite
    ? [
        {
          id: 'edit',
          label: (row) => `Edit ${row.database_name}`,
          icon: <EditOutlinedIcon fontSize="small" />,
          onClick: (row) => setModal({ databaseId: row.id }),
        },
        {
          id: 'delete',
          label: (row) => `Delete ${row.database_name}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: deletion.request,
        },
      ]
    : [];

  const connectButton = (
    <>
      {exporting.button}
      <ImportButton resource="database" noun="databases" allowed={canWrite} onImported={() => void list.refetch()} />
      {canWrite ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ databaseId: null })}>
          Database
        </Button>
      ) : null}
    </>
  );

  return (
    <Page title="Databases" subtitle="Connections to the engines that run Tessera's queries." actions={connectButton}>
      {exporting.bar}
      <ListView
        ariaLabel="Databases"
        noun="databases"
        columns={exporting.withSelection(columns)}
        {...listQueryProps(list)}
        getRowId={(row) => row.id}
        state={state}
        onStateChange={exporting.clearing(setState)}
        filters={DATABASE_LIST_FILTERS}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<StorageOutlinedIcon />}
            title="No databases yet"
            description="Connect a database to query it in SQL Lab and build datasets and charts on its tables."
            action={
              canWrite ? (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ databaseId: null })}>
                  Connect a database
                </Button>
              ) : undefined
            }
          />
        }
      />
      {modal ? <DatabaseModal databaseId={modal.databaseId} onClose={() => setModal(null)} /> : null}
      <ConfirmDialog
        title="Delete database?"
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        The database <strong>{deletion.target?.database_name}</strong> will be deleted. Datasets, charts and SQL Lab tabs using
        it stop working. This cannot be undone.
      </ConfirmDialog>
    </Page>
  );
}
