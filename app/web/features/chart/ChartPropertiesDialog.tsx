import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import { isEditConflict } from '../../api/edit-conflict';
import { EditConflictDialog } from '../../components/EditConflictDialog';
import { describeRequestError } from '../../components/list-view';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useGetChartOwnerChoicesQuery, useGetChartQuery, useUpdateChartMutation } from './chart-api';
import type { ChartDetail, ChartPropertiesUpdate, RelatedOption } from './chart-types';

/** Props of {@link ChartPropertiesDialog}. */
export interface ChartPropertiesDialogProps {
  /** The chart to edit; null keeps the dialog closed. */
  chartId: number | null;
  onClose: () => void;
  /** Called with what was stored once the server accepted it (explore shows the new name at once). */
  onSaved?: (saved: ChartPropertiesUpdate) => void;
}

interface Draft {
  name: string;
  description: string;
  cacheTimeout: string;
  certifiedBy: string;
  certificationDetails: string;
  owners: RelatedOption[];
}

const ownerOption = (owner: ChartDetail['owners'][number]): RelatedOption => ({
  value: owner.id,
  text: `${owner.first_name} ${owner.last_name}`.trim(),
});

const draftOf = (chart: ChartDetail): Draft => ({
  name: chart.slice_name ?? '',
  description: chart.description ?? '',
  cacheTimeout: chart.cache_timeout === null ? '' : String(chart.cache_timeout),
  certifiedBy: chart.certified_by ?? '',
  certificationDetails: chart.certification_details ?? '',
  owners: chart.owners.map(ownerOption),
});

/** A whole number of seconds, or empty for the dataset's or database's default. */
const CACHE_TIMEOUT = /^\d{0,9}$/;
/** The longest chart name the server stores. */
const MAX_NAME_LENGTH = 250;

/** The dialog's names of the fields the server may refuse. */
const FIELD_LABELS: Record<string, string> = {
  slice_name: 'Name',
  description: 'Description',
  owners: 'Owners',
  cache_timeout: 'Cache timeout',
  certified_by: 'Certified by',
  certification_details: 'Certification details',
};

/**
 * A refused save in the dialog's words: a field error (400, 422) is named after the field it is
 * about ("Owners: Owners are invalid" reads "Owners are invalid"), anything else as the API says.
 */
async function saveErrorText(failure: unknown): Promise<string> {
  const data = (failure as { data?: { message?: unknown } } | null)?.data;
  const message = data?.message;
  if (message && typeof message === 'object' && !Array.isArray(message)) {
    const [field, messages] = Object.entries(message as Record<string, unknown>)[0] ?? [];
    const text = Array.isArray(messages) ? messages.find((item): item is string => typeof item === 'string') : typeof messages === 'string' ? messages : undefined;
    const label = field ? FIELD_LABELS[field] : undefined;
    if (text && label) return text.startsWith(label) ? text : `${label}: ${text}`;
  }
  return describeRequestError(failure);
}

/** The PUT body for a draft; empty optional text is stored as null, as Superset does. */
function chartPropertiesUpdate(draft: Draft): ChartPropertiesUpdate {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const certifiedBy = text(draft.certifiedBy);
  return {
    slice_name: draft.name.trim(),
    description: text(draft.description),
    cache_timeout: draft.cacheTimeout.trim() === '' ? null : Number(draft.cacheTimeout),
    certified_by: certifiedBy,
    // Details without a certifier mean nothing.
    certification_details: certifiedBy === null ? null : text(draft.certificationDetails),
    owners: draft.owners.map((owner) => owner.value),
  };
}

/**
 * "Edit chart properties" (the chart list's "Edit properties", explore's menu): name, description,
 * owners, cache timeout and certification, saved with `PUT /api/v1/chart/{id}` naming the version
 * the dialog read (`changed_on`). A refused save (400, 403, 422) shows the server's message in the
 * dialog and changes nothing; a save refused because someone else saved the chart since (409)
 * offers Overwrite (the save again, naming no version) or Cancel (the dialog keeps what was typed).
 */
export function ChartPropertiesDialog({ chartId, onClose, onSaved }: ChartPropertiesDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const detail = useGetChartQuery(chartId ?? skipToken, { refetchOnMountOrArgChange: true });
  const owners = useGetChartOwnerChoicesQuery(chartId === null ? skipToken : undefined);
  const [updateChart, update] = useUpdateChartMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const chart = detail.currentData;

  useEffect(() => {
    setError(null);
    setDraft(chart && chart.id === chartId ? draftOf(chart) : null);
  }, [chart, chartId]);

  const change = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => (current ? { ...current, [field]: event.target.value } : current));
  const cacheTimeoutValid = draft !== null && CACHE_TIMEOUT.test(draft.cacheTimeout.trim());
  const nameTooLong = draft !== null && draft.name.trim().length > MAX_NAME_LENGTH;
  const valid = draft !== null && draft.name.trim() !== '' && !nameTooLong && cacheTimeoutValid;

  /** Saves the draft; `overwrite` names no version, replacing whatever was saved since the dialog read the chart. */
  const save = async (overwrite = false) => {
    if (!draft || chartId === null || !valid) return;
    setError(null);
    setConflict(false);
    const changes = chartPropertiesUpdate(draft);
    const version = overwrite ? undefined : chart?.changed_on;
    try {
      const answer = await updateChart({ id: chartId, changes: version === undefined ? changes : { ...changes, changed_on: version } }).unwrap();
      dispatch(addSuccessToast(`Saved: ${changes.slice_name}`));
      // The server keeps a non-administrator among the owners, whatever was sent.
      const stored = (answer as { result?: { owners?: unknown } } | null)?.result?.owners;
      onSaved?.({ ...changes, owners: Array.isArray(stored) && stored.every(Number.isInteger) ? (stored as number[]) : changes.owners });
      onClose();
    } catch (failure) {
      if (version !== undefined && (await isEditConflict(failure))) setConflict(true);
      else setError(await saveErrorText(failure));
    }
  };

  return (
    <Dialog open={chartId !== null} onClose={update.isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="chart-properties-dialog">
      <DialogTitle id={titleId}>Edit chart properties</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {detail.isError ? <Alert severity="error">This chart could not be loaded.</Alert> : null}
        {!draft && !detail.isError ? <CircularProgress size={24} aria-label="Loading chart" sx={{ alignSelf: 'center' }} /> : null}
        {draft ? (
          <>
            {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
            <TextField
              label="Name"
              size="small"
              required
              value={draft.name}
              onChange={change('name')}
              error={draft.name.trim() === '' || nameTooLong}
              helperText={nameTooLong ? `At most ${MAX_NAME_LENGTH} characters.` : undefined}
              autoFocus
            />
            <TextField label="Description" size="small" multiline minRows={2} value={draft.description} onChange={change('description')} />
            <Autocomplete
              multiple
              options={owners.data ?? []}
              value={draft.owners}
              loading={owners.isLoading}
              getOptionLabel={(option) => option.text}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              onChange={(_event, next) => setDraft((current) => (current ? { ...current, owners: next } : current))}
              renderInput={(params) => <TextField {...params} label="Owners" size="small" helperText="Owners may change the chart." />}
            />
            <TextField
              label="Cache timeout"
              size="small"
              value={draft.cacheTimeout}
              onChange={change('cacheTimeout')}
              error={!cacheTimeoutValid}
              helperText={cacheTimeoutValid ? 'Seconds; empty uses the dataset’s or database’s timeout.' : 'Enter a whole number of seconds.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField label="Certified by" size="small" value={draft.certifiedBy} onChange={change('certifiedBy')} helperText="Person or group that has certified this chart." />
              <TextField
                label="Certification details"
                size="small"
                value={draft.certificationDetails}
                onChange={change('certificationDetails')}
                disabled={draft.certifiedBy.trim() === ''}
                helperText="Shown in the certification tooltip."
              />
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!valid || update.isLoading}>
          Save
        </Button>
      </DialogActions>
      <EditConflictDialog open={conflict} kind="chart" busy={update.isLoading} onOverwrite={() => void save(true)} onCancel={() => setConflict(false)} />
    </Dialog>
  );
}
