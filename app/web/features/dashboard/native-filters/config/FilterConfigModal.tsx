import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { DangerToast } from '@core/errors/index.js';
import {
  diffFilterConfiguration,
  isNativeFilter,
  withComputedScope,
  type FilterConfigItem,
  type LayoutMap,
  type NativeFilter,
  type NativeFilterChanges,
} from '@core/dashboard/index.js';
import type { ChartDataResponse, FilterComponentServices } from '@core/plugin-api/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import { DialogFormActions } from '../../../../components/DialogFormActions';
import type { DashboardChart } from '../../dashboard-types';
import { dashboardDatasets, mergeDatasetChoices } from './dashboard-datasets';
import { DividerForm } from './DividerForm';
import { chartApi } from '../../../chart/chart-api';
import { filterDatasetChoiceOf } from './filter-config-api';
import { createFilterConfigDraft, draftConfiguration, filterConfigDraftReducer, isPendingRemoval } from './filter-config-draft';
import { cascadeCycleIds, invalidItemIds } from './filter-config-validation';
import { filterConfigItemLabel } from './filter-config-item-label';
import { FilterConfigList } from './FilterConfigList';
import { NativeFilterForm, type AllDatasetsStatus } from './NativeFilterForm';
import { newFilterDivider, newNativeFilter } from './new-filter-config-item';
import { useRemovalTimers } from './use-removal-timers';

/** Props of {@link FilterConfigModal}. */
export interface FilterConfigModalProps {
  open: boolean;
  /** The dashboard's `native_filter_configuration` as saved. */
  configuration: readonly FilterConfigItem[];
  layout: LayoutMap;
  charts: ReadonlyMap<number, DashboardChart>;
  filterTypes: FilterTypeRegistry;
  /** The entry to show first (e.g. the filter whose "Edit" was clicked); the first entry otherwise. */
  initialFilterId?: string;
  /** Runs a filter's options query (for the default value input). */
  runFilterQuery: (filter: NativeFilter) => Promise<ChartDataResponse>;
  services: FilterComponentServices;
  /**
   * Saves the changes (`PUT /api/v1/dashboard/{id}/filters`). Resolving closes the modal; rejecting
   * keeps it open with the error's message shown.
   */
  onSave: (changes: NativeFilterChanges) => Promise<void>;
  onClose: () => void;
}

/** The texts of the unsaved-changes confirmation. */
export const CancelConfirmation = {
  UNSAVED: 'There are unsaved changes.',
  QUESTION: 'Are you sure you want to cancel?',
  CONFIRM: 'Yes, cancel',
  KEEP: 'Keep editing',
} as const;

const errorText = (error: unknown) => (error instanceof Error && error.message.trim() !== '' ? error.message : DangerToast.UNKNOWN_ERROR);

/**
 * The dashboard's native filter configuration: the filters and dividers on the left, the chosen
 * one's form on the right. Saving checks every entry (the first with a problem is shown), then
 * sends what changed against the saved configuration, with each entry's charts and tabs in scope
 * computed from the layout.
 */
export function FilterConfigModal(props: FilterConfigModalProps) {
  const titleId = useId();
  // Escape and the backdrop ask what Cancel asks; the editor knows whether there are changes.
  const cancelRef = useRef<(() => void) | null>(null);
  return (
    <Dialog
      open={props.open}
      onClose={() => (cancelRef.current ?? props.onClose)()}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      data-testid="filter-config-modal"
      slotProps={{ paper: { sx: { height: 'min(860px, 90vh)' } } }}
    >
      <DialogTitle id={titleId}>Add and edit filters</DialogTitle>
      {props.open && <FilterConfigEditor {...props} cancelRef={cancelRef} />}
    </Dialog>
  );
}

interface FilterConfigEditorProps extends FilterConfigModalProps {
  /** Set to what closing the dialog does (Escape, backdrop): confirm first when there are changes. */
  cancelRef: RefObject<(() => void) | null>;
}

/** The modal's content: mounted on open, so every opening starts from the saved configuration. */
function FilterConfigEditor({ configuration, layout, charts, filterTypes, initialFilterId, runFilterQuery, services, onSave, onClose, cancelRef }: FilterConfigEditorProps) {
  const chartDatasets = useMemo(() => dashboardDatasets(charts), [charts]);
  // Every dataset the user can read, asked for only when the user wants more than the dashboard's.
  const [loadAllDatasets, allDatasetsQuery] = chartApi.endpoints.getChartDatasetChoices.useLazyQuery();
  const allDatasets: AllDatasetsStatus = allDatasetsQuery.isUninitialized ? 'idle' : allDatasetsQuery.isFetching ? 'loading' : allDatasetsQuery.isError ? 'failed' : 'loaded';
  const allChoices = useMemo(() => (allDatasetsQuery.data ?? []).map(filterDatasetChoiceOf), [allDatasetsQuery.data]);
  const datasets = useMemo(() => mergeDatasetChoices(chartDatasets, allChoices), [chartDatasets, allChoices]);

  const [draft, dispatch] = useReducer(filterConfigDraftReducer, configuration, createFilterConfigDraft);
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    initialFilterId !== undefined && configuration.some((item) => item.id === initialFilterId) ? initialFilterId : (configuration[0]?.id ?? null),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  useRemovalTimers(draft, (id) => dispatch({ type: 'purge', id }));

  const edited = useMemo(() => draftConfiguration(draft), [draft]);
  const cycle = useMemo(() => cascadeCycleIds(edited), [edited]);
  const invalid = useMemo(() => (showErrors ? new Set(invalidItemIds(edited, filterTypes)) : new Set<string>()), [showErrors, edited, filterTypes]);
  const dirty = useMemo(() => {
    const changes = diffFilterConfiguration(configuration, edited);
    return changes.modified.length > 0 || changes.deleted.length > 0 || changes.reordered.length > 0;
  }, [configuration, edited]);

  const requestCancel = () => {
    if (saving) return;
    if (dirty) setConfirmingCancel(true);
    else onClose();
  };
  useEffect(() => {
    cancelRef.current = requestCancel;
    return () => {
      cancelRef.current = null;
    };
  });

  const update = useCallback((item: FilterConfigItem) => dispatch({ type: 'update', item }), []);
  const add = (item: FilterConfigItem) => {
    dispatch({ type: 'add', item });
    setSelectedId(item.id);
    setConfirmingCancel(false);
  };
  const remove = (id: string) => {
    dispatch({ type: 'remove', id });
    if (id !== selectedId) return;
    const index = draft.order.indexOf(id);
    const candidates = [...draft.order.slice(index + 1), ...draft.order.slice(0, index).reverse()];
    setSelectedId(candidates.find((candidate) => !draft.removed.has(candidate)) ?? null);
  };

  const save = async () => {
    const problems = invalidItemIds(edited, filterTypes);
    if (problems.length > 0) {
      setShowErrors(true);
      setSelectedId(problems[0]!);
      return;
    }
    const changes = diffFilterConfiguration(
      configuration,
      edited.map((item) => withComputedScope(item, layout)),
    );
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(changes);
      onClose();
    } catch (error) {
      setSaveError(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const selected = selectedId === null ? undefined : draft.items[selectedId];
  let form;
  if (!selected) {
    form = (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 3 }}>
        {draft.order.length === 0 ? 'Add a filter to let viewers narrow the charts of this dashboard.' : 'Choose a filter or a divider to edit it.'}
      </Typography>
    );
  } else if (isPendingRemoval(draft, selected.id)) {
    form = (
      <Box sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2">{`${filterConfigItemLabel(selected)} was removed.`}</Typography>
        <Button size="small" onClick={() => dispatch({ type: 'restore', id: selected.id })}>
          Restore
        </Button>
      </Box>
    );
  } else if (isNativeFilter(selected)) {
    form = (
      <NativeFilterForm
        key={selected.id}
        filter={selected}
        configuration={edited}
        layout={layout}
        charts={charts}
        filterTypes={filterTypes}
        datasets={datasets}
        allDatasets={allDatasets}
        onLoadAllDatasets={() => void loadAllDatasets(undefined, true)}
        inCycle={cycle.has(selected.id)}
        showErrors={showErrors}
        runFilterQuery={runFilterQuery}
        services={services}
        onChange={update}
      />
    );
  } else {
    form = <DividerForm key={selected.id} divider={selected} showErrors={showErrors} onChange={update} />;
  }

  return (
    <>
      <DialogContent dividers sx={{ p: 0, display: 'grid', gridTemplateColumns: '300px 1fr', minHeight: 0 }}>
        <Box sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0 }}>
          <FilterConfigList
            draft={draft}
            selectedId={selectedId}
            invalidIds={invalid}
            filterTypes={filterTypes}
            onSelect={setSelectedId}
            onAddFilter={() => add(newNativeFilter(filterTypes, chartDatasets))}
            onAddDivider={() => add(newFilterDivider())}
            onRemove={remove}
            onRestore={(id) => dispatch({ type: 'restore', id })}
            onMove={(id, toIndex) => dispatch({ type: 'move', id, toIndex })}
          />
        </Box>
        <Box sx={{ minHeight: 0, minWidth: 0 }}>{form}</Box>
      </DialogContent>
      {saveError && (
        <Alert severity="error" sx={{ mx: 3, mt: 2 }} onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      {confirmingCancel ? (
        <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between' }}>
          <Alert severity="warning" sx={{ flex: 1, py: 0 }} role="alert">
            <strong>{CancelConfirmation.UNSAVED}</strong> {CancelConfirmation.QUESTION}
          </Alert>
          <Button onClick={() => setConfirmingCancel(false)}>{CancelConfirmation.KEEP}</Button>
          <Button color="error" variant="contained" onClick={onClose}>
            {CancelConfirmation.CONFIRM}
          </Button>
        </DialogActions>
      ) : (
        <DialogFormActions
          submitLabel={saving ? 'Saving…' : 'Save'}
          onCancel={requestCancel}
          onSubmit={() => void save()}
          busy={saving}
          submitTestId="filter-config-save"
        />
      )}
    </>
  );
}
