import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
  buildListQuery,
  downloadExport,
  BulkSelectButton,
  BulkSelectionBar,
  ConfirmDialog,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewRowAction,
  useBulkDeletion,
} from '../../components/list-view';
import { Page } from '../../components/Page';
import { findPermission } from '../../permissions/find-permission';
import { ImportButton } from '../../components/ImportButton';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useBulkDeleteSavedQueriesMutation, useDeleteSavedQueryMutation, useGetSavedQueryListQuery } from './saved-query-api';
import { savedQueryHref, savedQueryListColumns, savedQueryName } from './saved-query-list-columns';
import { savedQueryListFilters, useSavedQueryFilterChoices } from './saved-query-list-filters';
import type { SavedQueryListItem } from './saved-query-types';

const NO_QUERIES: readonly SavedQueryListItem[] = [];

/** `/savedqueryview/list/`: the queries the user saved from SQL Lab, to search, open and delete. */
export function SavedQueryListPage() {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  // Everyone sees only the queries they saved, so write access covers every row listed.
  const canWrite = findPermission('can_write', 'SavedQuery', user?.roles);
  const canExport = findPermission('can_export', 'SavedQuery', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));

  const filters = savedQueryListFilters(useSavedQueryFilterChoices());
  const list = useGetSavedQueryListQuery(buildListQuery(state, filters));
  const rows = list.data?.result ?? NO_QUERIES;
  const { bulk, deletion, clearingSelection } = useBulkDeletion({
    rows,
    deleteOne: useDeleteSavedQueryMutation(),
    deleteMany: useBulkDeleteSavedQueriesMutation(),
    name: savedQueryName,
    noun: 'saved queries',
  });
  const deleting = deletion.target;

  const columns = savedQueryListColumns({ selection: bulk.selection });

  const rowActions: ListViewRowAction<SavedQueryListItem>[] = [
    {
      id: 'open',
      label: (query) => `Open ${savedQueryName(query)} in SQL Lab`,
      icon: <OpenInNewIcon fontSize="small" />,
      onClick: (query) => void navigate(savedQueryHref(query.id)),
    },
    ...(canWrite
      ? [
          {
            id: 'delete',
            label: (query: SavedQueryListItem) => `Delete ${savedQueryName(query)}`,
            icon: <DeleteOutlinedIcon fontSize="small" />,
            onClick: (query: SavedQueryListItem) => deletion.request([query]),
          },
        ]
      : []),
  ];


  return (
    <Page
      title="Saved queries"
      subtitle="Queries saved from SQL Lab, to open again or delete."
      actions={
        canWrite || canExport ? (
          <>
            <BulkSelectButton {...bulk.buttonProps} />
            <ImportButton resource="saved_query" noun="saved queries" allowed={canWrite} onImported={() => void list.refetch()} />
          </>
        ) : null
      }
    >
      {bulk.active ? (
        <BulkSelectionBar
          {...bulk.barProps(canWrite ? () => deletion.request(bulk.selectedRows) : undefined, {
            onExport: canExport ? () => downloadExport('saved_query', bulk.selectedRows.map((query) => query.id)) : undefined,
          })}
        />
      ) : null}
      <ListView
        ariaLabel="Saved queries"
        noun="saved queries"
        columns={columns}
        {...listQueryProps(list)}
        getRowId={(query) => query.id}
        state={state}
        onStateChange={clearingSelection(setState)}
        filters={filters}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<BookmarkBorderOutlinedIcon />}
            title="No saved queries yet"
            description="A query is saved from SQL Lab: write it, then choose Save to keep it under a name."
            action={
              <Button variant="contained" onClick={() => void navigate(ROUTE_PATHS.sqlLab)}>
                Open SQL Lab
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} saved queries?` : 'Delete saved query?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The saved query <strong>{savedQueryName(deleting[0]!)}</strong> will be deleted. This cannot be undone.
          </>
        ) : (
          <>
            These saved queries will be deleted: <strong>{(deleting ?? []).map(savedQueryName).join(', ')}</strong>. This cannot be
            undone.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
