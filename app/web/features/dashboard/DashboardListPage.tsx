import AddIcon from '@mui/icons-material/Add';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { DangerToast } from '@core/errors';
import { useEffect, useMemo, useState } from 'react';
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
import { findPermission, isAdmin } from '../../permissions/find-permission';
import { ImportButton } from '../../components/ImportButton';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import { dashboardEditUrl } from './list/dashboard-edit-url';
import {
  useBulkDeleteDashboardsMutation,
  useDeleteListedDashboardMutation,
  useGetDashboardListFavoriteStatusQuery,
  useGetDashboardListQuery,
} from './list/dashboard-list-api';
import { dashboardListColumns, dashboardName } from './list/dashboard-list-columns';
import { dashboardListFilters } from './list/dashboard-list-filters';
import type { DashboardListItem } from './list/dashboard-list-types';
import { useDashboardFilterChoices } from './list/use-dashboard-filter-choices';
import { useDashboardListActions } from './list/use-dashboard-list-actions';

const NO_DASHBOARDS: readonly DashboardListItem[] = [];

/** `/dashboard/list/`: the dashboards the user can open, to search, filter, star, publish, create and delete. */
export function DashboardListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Dashboard', user?.roles);
  const admin = isAdmin(user?.roles);
  const canExport = findPermission('can_export', 'Dashboard', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));

  const filters = dashboardListFilters(useDashboardFilterChoices());
  const list = useGetDashboardListQuery(buildListQuery(state, filters));
  const rows = list.data?.result ?? NO_DASHBOARDS;
  // spec §6: editing a dashboard (publishing and deleting included) is for administrators and owners with can_write.
  const canEdit = (dashboard: DashboardListItem) => canWrite && (admin || dashboard.owners.some((owner) => owner.id === user?.userId));
  const ids = useMemo(() => rows.map((dashboard) => dashboard.id), [rows]);
  const status = useGetDashboardListFavoriteStatusQuery(ids.length > 0 ? ids : skipToken);
  const actions = useDashboardListActions(ids, status.data);
  const { bulk, deletion, clearingSelection } = useBulkDeletion({
    rows,
    canSelect: (dashboard) => canEdit(dashboard) || canExport,
    deleteOne: useDeleteListedDashboardMutation(),
    deleteMany: useBulkDeleteDashboardsMutation(),
    name: dashboardName,
    noun: 'dashboards',
  });
  const deleting = deletion.target;

  useEffect(() => {
    if (status.isError) dispatch(addDangerToast(DangerToast.FETCH_DASHBOARD_FAVORITE_FAILED));
  }, [status.isError, dispatch]);

  const columns = dashboardListColumns({
    // A failed status request leaves every star off rather than loading forever.
    starred: status.isError ? Object.fromEntries(ids.map((id) => [id, false])) : status.data,
    onToggleStar: actions.toggleStar,
    canEdit,
    onTogglePublished: actions.togglePublished,
    publishingId: actions.publishingId,
    selection: bulk.selection,
  });

  const rowActions: ListViewRowAction<DashboardListItem>[] = canWrite
    ? [
        {
          id: 'edit',
          label: (dashboard) => `Edit ${dashboardName(dashboard)}`,
          icon: <EditOutlinedIcon fontSize="small" />,
          onClick: (dashboard) => void navigate(dashboardEditUrl(dashboard.slug || dashboard.id)),
          hidden: (dashboard) => !canEdit(dashboard),
        },
        {
          id: 'delete',
          label: (dashboard) => `Delete ${dashboardName(dashboard)}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: (dashboard) => deletion.request([dashboard]),
          hidden: (dashboard) => !canEdit(dashboard),
        },
      ]
    : [];


  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={actions.create} disabled={actions.creating}>
      Dashboard
    </Button>
  );

  return (
    <Page
      title="Dashboards"
      subtitle="Collections of charts with native filters and cross-filters."
      actions={
        canWrite || canExport ? (
          <>
            <BulkSelectButton {...bulk.buttonProps} />
            <ImportButton resource="dashboard" noun="dashboards" allowed={canWrite} onImported={() => void list.refetch()} />
            {canWrite ? createButton : null}
          </>
        ) : null
      }
    >
      {bulk.active ? (
        <BulkSelectionBar
          {...bulk.barProps(canWrite ? () => deletion.request(bulk.selectedRows) : undefined, {
            onExport: canExport ? () => downloadExport('dashboard', bulk.selectedRows.map((dashboard) => dashboard.id)) : undefined,
            deleteDisabled: !bulk.selectedRows.every(canEdit),
          })}
        />
      ) : null}
      <ListView
        ariaLabel="Dashboards"
        noun="dashboards"
        columns={columns}
        {...listQueryProps(list)}
        getRowId={(dashboard) => dashboard.id}
        state={state}
        onStateChange={clearingSelection(setState)}
        filters={filters}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<DashboardOutlinedIcon />}
            title="No dashboards yet"
            description="A dashboard lays out saved charts in rows, columns and tabs, with filters that apply to them all."
            action={canWrite ? createButton : undefined}
          />
        }
      />
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} dashboards?` : 'Delete dashboard?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The dashboard <strong>{dashboardName(deleting[0]!)}</strong> will be deleted. Its charts are kept. This cannot be undone.
          </>
        ) : (
          <>
            These dashboards will be deleted (their charts are kept): <strong>{(deleting ?? []).map(dashboardName).join(', ')}</strong>.
            This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
