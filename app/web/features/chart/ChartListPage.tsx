import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { DangerToast } from '@core/errors';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
  buildListQuery,
  BulkSelectButton,
  BulkSelectionBar,
  ConfirmDialog,
  downloadExport,
  initialListViewState,
  listQueryProps,
  ListView,
  type ListViewRowAction,
  type ListViewState,
  useBulkSelection,
  useDeleteConfirmation,
} from '../../components/list-view';
import { Page } from '../../components/Page';
import { findPermission, isAdmin } from '../../permissions/find-permission';
import { ImportButton } from '../../components/ImportButton';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addDangerToast } from '../../store/toast-actions';
import {
  useBulkDeleteChartsMutation,
  useDeleteChartMutation,
  useGetChartFavoriteStatusQuery,
  useGetChartListQuery,
  useSetChartFavoriteMutation,
} from './chart-api';
import { chartListColumns, chartName } from './chart-list-columns';
import { chartListFilters } from './chart-list-filters';
import { ChartPropertiesDialog } from './ChartPropertiesDialog';
import type { ChartListItem } from './chart-types';
import { useChartFilterChoices } from './use-chart-filter-choices';
import { useKernel } from '../../kernel/kernel-context';

const NO_CHARTS: readonly ChartListItem[] = [];

/** `/chart/list/`: the charts the user can open, to search, filter, star and delete. */
export function ChartListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const canWrite = findPermission('can_write', 'Chart', user?.roles);
  const admin = isAdmin(user?.roles);
  const canExport = findPermission('can_export', 'Chart', user?.roles);
  const [state, setState] = useState(() => initialListViewState('changed_on_delta_humanized', 'desc'));

  const choices = useChartFilterChoices();
  const { vizTypes } = useKernel();
  const filters = chartListFilters(choices, vizTypes);
  const list = useGetChartListQuery(buildListQuery(state, filters));
  const rows = list.data?.result ?? NO_CHARTS;
  // spec §6: changing a chart (deleting included) is for its owners and administrators.
  const canEdit = (chart: ChartListItem) => canWrite && (admin || chart.owners.some((owner) => owner.id === user?.userId));
  const bulk = useBulkSelection(rows, (chart) => canEdit(chart) || canExport);
  const [editing, setEditing] = useState<number | null>(null);
  const ids = useMemo(() => rows.map((chart) => chart.id), [rows]);
  const status = useGetChartFavoriteStatusQuery(ids.length > 0 ? ids : skipToken);
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteChart, deleteState] = useDeleteChartMutation();
  const [bulkDelete, bulkDeleteState] = useBulkDeleteChartsMutation();
  const deletion = useDeleteConfirmation<readonly ChartListItem[]>({
    remove: (charts) => (charts.length === 1 ? deleteChart(charts[0]!.id).unwrap() : bulkDelete(charts.map((chart) => chart.id)).unwrap()),
    describe: (charts) => (charts.length === 1 ? chartName(charts[0]!) : `${charts.length} charts`),
    onDeleted: () => bulk.clear(),
    busy: deleteState.isLoading || bulkDeleteState.isLoading,
  });
  const deleting = deletion.target;


  const changeState = (next: ListViewState) => {
    // A selection belongs to the rows on screen: another page or filter starts afresh.
    bulk.clear();
    setState(next);
  };

  const toggleStar = async (chart: ChartListItem) => {
    try {
      await setFavorite({ id: chart.id, starred: !status.data?.[chart.id], statusIds: ids }).unwrap();
    } catch {
      dispatch(addDangerToast(DangerToast.STAR_CHART_FAILED));
    }
  };

  const columns = chartListColumns({
    // A failed status request leaves every star off rather than loading forever.
    starred: status.isError ? {} : status.data,
    onToggleStar: (chart) => void toggleStar(chart),
    selection: bulk.selection,
    vizTypes,
  });

  const exploreAction: ListViewRowAction<ChartListItem> = {
    id: 'explore',
    label: (chart) => `Open ${chartName(chart)} in explore`,
    icon: <ExploreOutlinedIcon fontSize="small" />,
    onClick: (chart) => void navigate(chart.url),
  };
  const exportAction: ListViewRowAction<ChartListItem> = {
    id: 'export',
    label: (chart) => `Download ${chartName(chart)} as zip`,
    icon: <FileDownloadOutlinedIcon fontSize="small" />,
    onClick: (chart) => downloadExport('chart', [chart.id]),
    hidden: () => !canExport,
  };
  const rowActions: ListViewRowAction<ChartListItem>[] = canWrite
    ? [
        exploreAction,
        exportAction,
        {
          id: 'edit',
          label: (chart) => `Edit ${chartName(chart)}`,
          icon: <EditOutlinedIcon fontSize="small" />,
          onClick: (chart) => setEditing(chart.id),
          hidden: (chart) => !canEdit(chart),
        },
        {
          id: 'delete',
          label: (chart) => `Delete ${chartName(chart)}`,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          onClick: (chart) => deletion.request([chart]),
          hidden: (chart) => !canEdit(chart),
        },
      ]
    : [exploreAction, exportAction];


  return (
    <Page
      title="Charts"
      subtitle="Visualisations built from datasets in Explore."
      actions={
        canWrite || canExport ? (
          <>
            <BulkSelectButton {...bulk.buttonProps} />
            <ImportButton resource="chart" noun="charts" allowed={canWrite} onImported={() => void list.refetch()} />
            {canWrite ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(ROUTE_PATHS.chartAdd)}>
                Chart
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {bulk.active ? (
        <BulkSelectionBar
          {...bulk.barProps(canWrite ? () => deletion.request(bulk.selectedRows) : undefined, {
            onExport: canExport ? () => downloadExport('chart', bulk.selectedRows.map((chart) => chart.id)) : undefined,
            deleteDisabled: !bulk.selectedRows.every(canEdit),
          })}
        />
      ) : null}
      <ListView
        ariaLabel="Charts"
        noun="charts"
        columns={columns}
        {...listQueryProps(list)}
        getRowId={(chart) => chart.id}
        state={state}
        onStateChange={changeState}
        filters={filters}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<InsertChartOutlinedIcon />}
            title="No charts yet"
            description="A chart is saved from Explore: open a dataset, pick a visualisation, set its controls and save it."
            action={
              <Button variant="contained" onClick={() => navigate(ROUTE_PATHS.datasetList)}>
                Choose a dataset
              </Button>
            }
          />
        }
      />
      <ChartPropertiesDialog chartId={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} charts?` : 'Delete chart?'}
        confirmLabel="Delete"
        destructive
        {...deletion.dialogProps}
      >
        {deleting && deleting.length === 1 ? (
          <>
            The chart <strong>{chartName(deleting[0]!)}</strong> will be deleted and removed from every dashboard that shows it.
            This cannot be undone.
          </>
        ) : (
          <>
            These charts will be deleted and removed from every dashboard that shows them:{' '}
            <strong>{(deleting ?? []).map(chartName).join(', ')}</strong>. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </Page>
  );
}
