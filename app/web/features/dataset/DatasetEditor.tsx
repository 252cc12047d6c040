import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useMemo, useState } from 'react';
import { isEditConflict } from '../../api/edit-conflict';
import { DialogFormActions } from '../../components/DialogFormActions';
import { EditConflictDialog } from '../../components/EditConflictDialog';
import { ConfirmDialog, describeRequestError, useRequestErrorMessage } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addDangerToast, addSuccessToast } from '../../store/toast-actions';
import { useGetDatasetQuery, useLazyGetDatasetQuery, useRefreshDatasetColumnsMutation, useUpdateDatasetMutation } from './dataset-api';
import { datasetToDraft, isVirtualDataset, type DatasetDraft } from './dataset-draft';
import { datasetPutBody } from './dataset-put-body';
import { DatasetEditorTabs } from './DatasetEditorTabs';
import { DatasetEditorPanel } from './DatasetEditorPanel';
import { mergeSyncedColumns } from './merge-synced-columns';
import { syncSummary } from './sync-summary';
import { validateDatasetDraft, type DatasetEditorTab } from './validate-dataset-draft';

/** Texts of the editor's toasts (Superset's words). */
export const DATASET_EDITOR_TOASTS = {
  saved: 'The dataset has been saved',
  synced: 'Metadata has been synced',
} as const;

interface DatasetEditorProps {
  datasetId: number;
  onClose: () => void;
  onSaved?: () => void;
}

/** "Edit dataset": a wide dialog with the source, metrics, columns, calculated columns and settings. */
export function DatasetEditor({ datasetId, onClose, onSaved }: DatasetEditorProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const loaded = useGetDatasetQuery(datasetId, { refetchOnMountOrArgChange: true });
  const loadError = useRequestErrorMessage(loaded.error);
  const [fetchDataset] = useLazyGetDatasetQuery();
  const [updateDataset, updateState] = useUpdateDatasetMutation();
  const [refreshColumns, refreshState] = useRefreshDatasetColumnsMutation();

  const [draft, setDraft] = useState<DatasetDraft | null>(null);
  const [tab, setTab] = useState<DatasetEditorTab>('source');
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [confirmingSql, setConfirmingSql] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  /** The version the editor's save is based on: the dataset as opened, or as the last sync read it. */
  const [version, setVersion] = useState<string | undefined>(undefined);
  /** A save refused because someone else saved the dataset since it was opened. */
  const [conflict, setConflict] = useState(false);

  const dataset = loaded.data;
  useEffect(() => {
    if (dataset && draft === null) {
      setDraft(datasetToDraft(dataset));
      setVersion(dataset.changed_on);
    }
  }, [dataset, draft]);

  const virtual = dataset ? isVirtualDataset(dataset) : false;
  const problems = useMemo(
    () => (draft && showProblems ? validateDatasetDraft(draft, virtual) : []),
    [draft, showProblems, virtual],
  );

  const patch = (change: Partial<DatasetDraft>) => setDraft((current) => (current ? { ...current, ...change } : current));

  /** Saves the draft; `overwrite` (after a conflict) names no version, replacing what is stored. */
  const save = async (confirmed: boolean, overwrite = false) => {
    if (!draft || !dataset) return;
    setShowProblems(true);
    setSaveError(null);
    const found = validateDatasetDraft(draft, virtual);
    const first = found[0];
    if (first) {
      setTab(first.tab);
      if (first.key) setExpandedKey(first.key);
      return;
    }
    if (virtual && !confirmed && draft.sql !== (dataset.sql ?? '')) {
      setConfirmingSql(true);
      return;
    }
    setConfirmingSql(false);
    setConflict(false);
    try {
      const body = { ...datasetPutBody(draft, virtual), ...(overwrite || version === undefined ? {} : { changed_on: version }) };
      await updateDataset({ id: datasetId, body }).unwrap();
      dispatch(addSuccessToast(DATASET_EDITOR_TOASTS.saved));
      onSaved?.();
      onClose();
    } catch (error) {
      if (!overwrite && (await isEditConflict(error))) setConflict(true);
      else setSaveError(await describeRequestError(error));
    }
  };

  const sync = async () => {
    try {
      await refreshColumns(datasetId).unwrap();
      const fresh = await fetchDataset(datasetId, false).unwrap();
      setVersion(fresh.changed_on);
      setDraft((current) => {
        if (!current) return current;
        const merged = mergeSyncedColumns(current.columns, fresh.columns);
        setSummary(syncSummary(merged));
        return { ...current, columns: merged.columns };
      });
      dispatch(addSuccessToast(DATASET_EDITOR_TOASTS.synced));
    } catch (error) {
      dispatch(addDangerToast(await describeRequestError(error)));
    }
  };

  const saving = updateState.isLoading;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { height: { md: '88vh' } } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        Edit dataset
        {dataset ? <Chip size="small" label={dataset.table_name} sx={{ fontFamily: 'monospace' }} /> : null}
      </DialogTitle>
      {draft && dataset ? (
        <DatasetEditorTabs tab={tab} onChange={setTab} draft={draft} problems={problems} idPrefix={titleId} />
      ) : null}
      <DialogContent sx={{ pt: 2 }}>
        {loaded.error ? (
          <Alert severity="error" role="alert">
            {loadError ?? 'The dataset could not be loaded.'}
          </Alert>
        ) : !draft || !dataset ? (
          <Stack sx={{ gap: 1.5, pt: 2 }} aria-label="Loading dataset" aria-busy>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        ) : (
          <Stack sx={{ gap: 2, pt: 2 }}>
            <Alert severity="warning" variant="outlined" role="note">
              Changes here affect every chart that uses this dataset, including charts other people own.
            </Alert>
            {saveError ? (
              <Alert severity="error" role="alert">
                {saveError}
              </Alert>
            ) : null}
            {problems.length ? (
              <Alert severity="error" role="alert">
                Fix these before saving: {problems.map((problem) => problem.message).join('; ')}.
              </Alert>
            ) : null}
            <Box role="tabpanel" id={`${titleId}-panel`} aria-labelledby={`${titleId}-tab-${tab}`}>
              <DatasetEditorPanel
                tab={tab}
                dataset={dataset}
                virtual={virtual}
                draft={draft}
                onChange={patch}
                problems={problems}
                expandedKey={expandedKey}
                onExpand={setExpandedKey}
                syncing={refreshState.isLoading}
                onSync={() => void sync()}
                syncSummary={summary}
                onDismissSummary={() => setSummary(null)}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogFormActions
        submitLabel="Save"
        onCancel={onClose}
        onSubmit={() => void save(false)}
        busy={saving}
        submitDisabled={!draft}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
      <ConfirmDialog
        open={confirmingSql}
        title="Confirm save"
        confirmLabel="Save"
        busy={saving}
        onCancel={() => setConfirmingSql(false)}
        onConfirm={() => void save(true)}
      >
        The SQL of this dataset changed. Charts using it may break if the query no longer returns the columns and
        metrics they use. After saving, use “Sync columns from source” to update the columns.
      </ConfirmDialog>
      <EditConflictDialog open={conflict} kind="dataset" busy={saving} onOverwrite={() => void save(true, true)} onCancel={() => setConflict(false)} />
    </Dialog>
  );
}
