import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DangerToast, SuccessToast } from '@core/errors/index.js';
import type { QueryEditor } from '@core/sqllab/index.js';
import { CronEditor } from '@plugins/report-kit/CronEditor';
import { describeCron } from '@plugins/report-kit/cron-description';
import { DEFAULT_REPORT_CRON } from '@plugins/report-kit/cron-presets';
import { RecipientsField } from '@plugins/report-kit/RecipientsField';
import { normaliseRecipients, recipientErrors } from '@plugins/report-kit/recipients';
import { ReportApiError } from '@plugins/report-kit/report-api-error';
import { createReport } from '@plugins/report-kit/report-calls';
import type { RecipientConfig } from '@plugins/report-kit/report-types';
import { browserTimezone } from '@plugins/report-kit/timezones';
import { TimezoneSelect } from '@plugins/report-kit/TimezoneSelect';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../api/api-fetch';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppSelector } from '../../store/hooks';
import { scheduledQueryReport } from './scheduled-query-report';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link ScheduleQueryDialog}. */
export interface ScheduleQueryDialogProps {
  open: boolean;
  queryEditor: QueryEditor;
  onClose: () => void;
  /** Opens "Save query", for a tab whose query is not saved yet. */
  onSaveFirst: () => void;
}

/**
 * Schedules a tab's saved query: on its cron, in its time zone, the query runs as its owner and
 * its result goes to the recipients as CSV ('Your query has been scheduled', or 'Your query could
 * not be scheduled' with the server's reason under the field it names).
 */
export function ScheduleQueryDialog({ open, queryEditor, onClose, onSaveFirst }: ScheduleQueryDialogProps) {
  const session = useSqlLabSession();
  const user = useAppSelector(selectCurrentUser);
  const [name, setName] = useState('');
  const [crontab, setCrontab] = useState(DEFAULT_REPORT_CRON);
  const [timezone, setTimezone] = useState(browserTimezone);
  const [recipients, setRecipients] = useState<RecipientConfig>({ target: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(`${queryEditor.name} schedule`);
    setRecipients({ target: user?.email ?? '' });
    setFieldErrors({});
    setTried(false);
  }, [open, queryEditor.name, user?.email]);

  const savedQueryId = queryEditor.remoteId;
  const valid = name.trim() !== '' && describeCron(crontab).ok && Object.keys(recipientErrors(recipients)).length === 0;

  const schedule = async () => {
    setTried(true);
    if (savedQueryId === null || !valid) return;
    setBusy(true);
    setFieldErrors({});
    try {
      await createReport(apiFetch, scheduledQueryReport({ name, savedQueryId, crontab, timezone, recipients: normaliseRecipients(recipients) }));
      session.notify('success', SuccessToast.QUERY_SCHEDULED);
      onClose();
    } catch (error) {
      session.notify('danger', DangerToast.SCHEDULE_QUERY_FAILED);
      if (error instanceof ReportApiError) setFieldErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [field, texts.join(' ')])));
    } finally {
      setBusy(false);
    }
  };
  const otherErrors = Object.entries(fieldErrors).filter(([field]) => !['name', 'crontab', 'timezone', 'recipients'].includes(field));

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-query-title">
      <DialogTitle id="schedule-query-title">Schedule query</DialogTitle>
      <DialogContent>
        {savedQueryId === null ? (
          <Alert severity="info">Save this query first: a schedule runs a saved query and sends its result as CSV.</Alert>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {otherErrors.length > 0 ? <Alert severity="error">{otherErrors.map(([field, text]) => `${field}: ${text}`).join('\n')}</Alert> : null}
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              fullWidth
              autoFocus
              error={Boolean(fieldErrors.name) || (tried && name.trim() === '')}
              helperText={fieldErrors.name ?? (tried && name.trim() === '' ? 'Enter a name.' : 'The result arrives as a CSV attachment.')}
            />
            <CronEditor value={crontab} onChange={setCrontab} timezone={timezone} error={fieldErrors.crontab ?? null} />
            <TimezoneSelect value={timezone} onChange={setTimezone} error={fieldErrors.timezone ?? null} />
            <RecipientsField value={recipients} onChange={setRecipients} validateNow={tried} error={fieldErrors.recipients ?? null} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {savedQueryId === null ? (
          <Button variant="contained" onClick={onSaveFirst}>
            Save query
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void schedule()} disabled={busy}>
            Schedule
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
