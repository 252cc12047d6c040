import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { unwrapCall } from '../../api/unwrap-call';
import { useRequestErrorMessage } from '../../components/list-view';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useCreateDashboardForChartMutation, useGetDashboardTargetsQuery } from './explore-api';

/** A dashboard to add the chart to: an existing one, or one to create with this title. */
export type DashboardChoice = { id: number; dashboard_title: string } | { id: null; dashboard_title: string; isNew: true };

export type SaveAction = 'overwrite' | 'saveas';

export interface SaveChartRequest {
  action: SaveAction;
  sliceName: string;
  /** The dashboard chosen in the modal (created first when new), or null. */
  dashboardId: number | null;
  goToDashboard: boolean;
}

export interface SaveChartModalProps {
  open: boolean;
  onClose(): void;
  /** The saved chart's name, or a suggestion for a new chart. */
  initialName: string;
  /** Only an owner may overwrite (spec §6); otherwise the modal saves a copy. */
  canOverwrite: boolean;
  /** Whether the chart was saved before (overwrite is then offered). */
  isSaved: boolean;
  onSave(request: SaveChartRequest): Promise<void>;
}

const filter = createFilterOptions<DashboardChoice>();

/**
 * The save modal: overwrite (owners only) or save as a new chart, with a name, optionally added
 * to an existing dashboard or to a new one created on the way.
 */
export function SaveChartModal({ open, onClose, initialName, canOverwrite, isSaved, onSave }: SaveChartModalProps) {
  const [action, setAction] = useState<SaveAction>(isSaved && canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(initialName);
  const [dashboard, setDashboard] = useState<DashboardChoice | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 200);
  const targets = useGetDashboardTargetsQuery(term, { skip: !open });
  const options = useMemo<DashboardChoice[]>(() => (targets.data ?? []).map((row) => ({ id: row.id, dashboard_title: row.dashboard_title })), [targets.data]);
  const targetsError = useRequestErrorMessage(targets.error);
  const dashboardsError = targetsError === null ? null : `Sorry there was an error fetching saved dashboards: ${targetsError}`;
  const [createDashboard] = useCreateDashboardForChartMutation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setAction(isSaved && canOverwrite ? 'overwrite' : 'saveas');
    setName(initialName);
    setDashboard(null);
    setError(null);
  }, [open, isSaved, canOverwrite, initialName]);

  const submit = async (goToDashboard: boolean) => {
    setSaving(true);
    setError(null);
    try {
      let dashboardId: number | null = null;
      if (dashboard) dashboardId = dashboard.id ?? (await unwrapCall(createDashboard(dashboard.dashboard_title))).id;
      await onSave({ action, sliceName: name.trim(), dashboardId, goToDashboard });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const nameMissing = name.trim() === '';
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="save-chart-title">
      <DialogTitle id="save-chart-title">Save chart</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {isSaved && (
            <RadioGroup row value={action} onChange={(event) => setAction(event.target.value as SaveAction)}>
              <FormControlLabel value="overwrite" control={<Radio />} label="Save (Overwrite)" disabled={!canOverwrite} />
              <FormControlLabel value="saveas" control={<Radio />} label="Save as..." />
            </RadioGroup>
          )}
          <TextField
            label="Chart name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            error={nameMissing}
            helperText={nameMissing ? 'A chart needs a name' : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'chart-name-input' } }}
          />
          <Autocomplete<DashboardChoice, false, false, false>
            options={options}
            value={dashboard}
            onChange={(_event, value) => setDashboard(value)}
            onInputChange={(_event, value) => setSearch(value)}
            getOptionLabel={(option) => option.dashboard_title}
            isOptionEqualToValue={(a, b) => a.id === b.id && a.dashboard_title === b.dashboard_title}
            filterOptions={(choices, params) => {
              const filtered = filter(choices, params);
              const title = params.inputValue.trim();
              if (title && !choices.some((choice) => choice.dashboard_title === title)) filtered.push({ id: null, dashboard_title: title, isNew: true });
              return filtered;
            }}
            renderOption={(props, option) => (
              <li {...props} key={`${option.id ?? 'new'}-${option.dashboard_title}`}>
                {option.id === null ? `Create dashboard "${option.dashboard_title}"` : option.dashboard_title}
              </li>
            )}
            renderInput={(params) => <TextField {...params} label="Add to dashboard" placeholder="Select a dashboard or type a new name" />}
          />
          {dashboardsError && <Alert severity="warning">{dashboardsError}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>Cancel</Button>
        <Button onClick={() => void submit(true)} disabled={saving || nameMissing || !dashboard}>Save & go to dashboard</Button>
        <Button variant="contained" onClick={() => void submit(false)} disabled={saving || nameMissing} data-testid="save-chart-confirm">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
