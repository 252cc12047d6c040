import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Button from '@mui/material/Button';
import { DangerToast } from '@core/errors';
import type { ReportListRow } from '@plugins/report-kit/report-types';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
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
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectCurrentUser, selectIsFeatureEnabled } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { useBulkDeleteAlertReportsMutation, useDeleteAlertReportMutation, useGetAlertReportListQuery } from './alert-report-api';
import { alertReportListColumns } from './alert-report-list-columns';
import { alertReportListFilters, alertReportListQuery, useAlertReportFilterChoices } from './alert-report-list-filters';
import { executionLogHref } from './alert-report-paths';
import type { AlertReportKind } from './alert-report-types';
import { AlertReportModal } from './AlertReportModal';
import { AlertReportTabs } from './AlertReportTabs';
import { reportDeleteMutations } from './report-delete-mutations';
import { useToggleActive } from './use-toggle-active';

const NO_ROWS: readonly ReportListRow[] = [];

/** What the modal edits: a new schedule of a kind, or an existing one by id. */
type ModalTarget = { kind: AlertReportKind; id: number | null } | null;

/** `/alert/list/` and `/report/list/`: the alerts or reports the user may see, to toggle, edit, inspect and delete. */
export function AlertReportListPage() {
  const navigate = useNavigate();
  const kind: AlertReportKind = useLocation().pathname.startsWith(ROUTE_PATHS.reportList) ? 'Report' : 'Alert';
  const user = useAppSelector(selectCurrentUser);
  const enabled = useAppSelector((state) => selectIsFeatureEnabled(state, 'ALERT_REPORTS'));
  const canWrite = findPermission('can_write', 'ReportSchedule', user?.roles);
  const noun = kind === 'Alert' ? 'alerts' : 'reports';
  const [state, setState] = useState(() => initialListViewState('name', 'asc'));
  const [modal, setModal] = useState<ModalTarget>(null);

  const filters = alertReportListFilters(useAlertReportFilterChoices());
  const list = useGetAlertReportListQuery(alertReportListQuery(state, filters, kind), { skip: !enabled });
  const rows = list.data?.result ?? NO_ROWS;
  const [deleteOne, deleteMany] = reportDeleteMutations(useDeleteAlertReportMutation(), useBulkDeleteAlertReportsMutation(), DangerToast.DELETE_REPORT_FAILED);
  const { bulk, deletion, clearingSelection } = useBulkDeletion({ rows, deleteOne, deleteMany, name: (row) => row.name, noun });
  const deleting = deletion.target;
  const { toggling, toggle } = useToggleActive();

  const columns = alertReportListColumns({ selection: bulk.selection, onToggleActive: canWrite ? toggle : undefined, toggling });
  const rowActions: ListViewRowAction<ReportListRow>[] = [
    ...(canWrite ? [{ id: 'edit', label: (row: ReportListRow) => `Edit ${row.name}`, icon: <EditOutlinedIcon fontSize="small" />, onClick: (row: ReportListRow) => setModal({ kind: row.type, id: row.id }) }] : []),
    { id: 'log', label: (row) => `Execution log of ${row.name}`, icon: <ListAltOutlinedIcon fontSize="small" />, onClick: (row) => void navigate(executionLogHref(row)) },
    ...(canWrite ? [{ id: 'delete', label: (row: ReportListRow) => `Delete ${row.name}`, icon: <DeleteOutlinedIcon fontSize="small" />, onClick: (row: ReportListRow) => deletion.request([row]) }] : []),
  ];
  const addButton = canWrite && enabled ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ kind, id: null })}>
      {kind}
    </Button>
  ) : null;

  return (
    <Page
      title="Alerts & Reports"
      subtitle="Alerts send a message when a query's value crosses a threshold; reports send a chart or dashboard on a schedule."
      actions={
        <>
          {canWrite && enabled ? <BulkSelectButton {...bulk.buttonProps} /> : null}
          {addButton}
        </>
      }
    >
      <AlertReportTabs kind={kind} onChange={() => setState(initialListViewState('name', 'asc'))} />
      {!enabled ? (
        <EmptyState icon={<NotificationsNoneOutlinedIcon />} title="Alerts & Reports are turned off" description="An administrator turns them on with the ALERT_REPORTS feature flag." />
      ) : (
        <>
          {bulk.active ? <BulkSelectionBar {...bulk.barProps(() => deletion.request(bulk.selectedRows))} /> : null}
          <ListView
            ariaLabel={kind === 'Alert' ? 'Alerts' : 'Reports'}
            noun={noun}
            columns={columns}
            {...listQueryProps(list)}
            getRowId={(row) => row.id}
            state={state}
            onStateChange={clearingSelection(setState)}
            filters={filters}
            rowActions={rowActions}
            emptyState={
              <EmptyState
                icon={<NotificationsNoneOutlinedIcon />}
                title={`No ${noun} yet`}
                description={kind === 'Alert' ? 'An alert runs a query on a schedule and notifies its recipients when the value meets its condition.' : 'A report sends a chart or a dashboard to its recipients on a schedule.'}
                action={addButton}
              />
            }
          />
        </>
      )}
      <ConfirmDialog title={deleting && deleting.length > 1 ? `Delete ${deleting.length} ${noun}?` : `Delete ${kind.toLowerCase()}?`} confirmLabel="Delete" destructive {...deletion.dialogProps}>
        {deleting && deleting.length === 1 ? (
          <>
            <strong>{deleting[0]!.name}</strong> will be deleted with its execution log. This cannot be undone.
          </>
        ) : (
          <>
            These will be deleted with their execution logs: <strong>{(deleting ?? []).map((row) => row.name).join(', ')}</strong>. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
      {modal ? <AlertReportModal kind={modal.kind} reportId={modal.id} onClose={() => setModal(null)} /> : null}
    </Page>
  );
}
