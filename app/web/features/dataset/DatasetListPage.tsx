import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
  buildListQuery,
  useExportSelection,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewRowAction,
  useDeleteConfirmation,
} from '../../components/list-view';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { ImportButton } from '../../components/ImportButton';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useDeleteDatasetMutation, useGetDatasetListQuery } from './dataset-api';
import { DATASET_LIST_COLUMNS } from './dataset-list-columns';
import { datasetListFilters } from './dataset-list-filters';
import type { DatasetListItem } from './dataset-types';
import { DatasetEditor } from './DatasetEditor';
import { useDatasetFilterChoices } from './use-dataset-filter-choices';

/** `/tablemodelview/list/`: the datasets charts are built from. */
export function DatasetListPage() {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Dataset', user?.roles);
  const canExport = findPermission('can_export', 'Dataset', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));
  const [editingId, setEditingId] = useState<number | null>(null);

  const databaseFilter = state.filterValues.database;
  const choices = useDatasetFilterChoices(typeof databaseFilter === 'number' ? databaseFilter : undefined);
  const filters = useMemo(() => datasetListFilters(choices), [choices]);
  const query = useMemo(() => buildListQuery(state, filters), [state, filters]);
  const list = useGetDatasetListQuery(query);
  const exporting = useExportSelection(list.data?.result ?? [], 'dataset', canExport, (row) => row.table_name);
  const [deleteDataset, deleteState] = useDeleteDatasetMutation();
  const deletion = useDeleteConfirmation<DatasetListItem>({
    remove: (dataset) => deleteDataset(dataset.id).unwrap(),
    describe: (dataset) => dataset.table_name,
    busy: deleteState.isLoading,
  });

  const changeState = (next: typeof state) => {
    // A schema belongs to a database: choosing another database clears the schema.
    const databaseChanged = next.filterValues.database !== state.filterValues.database;
    setState(databaseChanged ? { ...next, filterValues: { ...next.filterValues, schema: undefined } } : next);
  };

  const rowActions: ListViewRowAction<DatasetListItem>[] = canWrite
    ? [
        {
          id: 'edit',
          label: (row) => `Edit ${row.table_name}`,
          icon: <EditOutlinedIcon fontSize="small" />,
          onClick: (row) => setEditingId(row.id),
        },
        {
          id: 'delete',
          label: (row) => `Delete ${row.table_name}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: deletion.request,
        },
      ]
    : [];

  const addDataset = () => navigate(ROUTE_PATHS.datasetAdd);

  return (
    <Page
      title="Datasets"
      subtitle="Physical tables and SQL-defined virtual datasets that charts query."
      actions={
        <>
          {exporting.button}
          <ImportButton resource="dataset" noun="datasets" allowed={canWrite} onImported={() => void list.refetch()} />
          {canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={addDataset}>
              Dataset
            </Button>
          ) : null}
        </>
      }
    >
      {exporting.bar}
      <ListView
        ariaLabel="Datasets"
        noun="datasets"
        columns={exporting.withSelection(DATASET_LIST_COLUMNS)}
        {...listQueryProps(list)}
        getRowId={(row) => row.id}
        state={state}
        onStateChange={exporting.clearing(changeState)}
        filters={filters}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<TableChartOutlinedIcon />}
            title="No datasets yet"
            description="A dataset is a table or a SQL query that charts are built from. Create one from a table of a connected database."
            action={
              canWrite ? (
                <Button variant="contained" startIcon={<AddIcon />} onClick={addDataset}>
                  Create a dataset
                </Button>
              ) : undefined
            }
          />
        }
      />
      {editingId !== null ? <DatasetEditor datasetId={editingId} onClose={() => setEditingId(null)} /> : null}
      <ConfirmDialog
        title="Delete dataset?"
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        The dataset <strong>{deletion.target?.table_name}</strong> will be deleted. Charts built on it stop working. This cannot be
        undone.
      </ConfirmDialog>
    </Page>
  );
}
