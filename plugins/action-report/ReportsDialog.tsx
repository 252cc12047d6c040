import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { MenuDialogBaseProps } from '@core/plugin-api/index.js';
import { useState } from 'react';
import type { ApiFetch } from '../report-kit/index.js';
import { ReportEditor } from './ReportEditor.js';
import { ReportRows } from './ReportRows.js';
import type { ReportSubject } from './report-subject.js';
import { useAttachedReports, type AttachedReport, type Toast } from './use-attached-reports.js';

export interface ReportsDialogProps extends MenuDialogBaseProps {
  subject: ReportSubject;
  apiFetch: ApiFetch;
  toast: Toast;
}

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number };

/**
 * "Email reports" of a chart or dashboard: the reports set up from its menus, each with a switch,
 * Edit and Delete (after a confirmation), and "Set up a new report", which opens the form.
 */
export function ReportsDialog({ subject, apiFetch, toast, onClose }: ReportsDialogProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<AttachedReport | null>(null);
  const { state, busyId, reload, toggle, remove } = useAttachedReports(apiFetch, subject, toast);
  const what = subject.kind === 'chart' ? 'chart' : 'dashboard';
  const backToList = (changed: boolean) => {
    setView({ kind: 'list' });
    if (changed) reload();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="email-reports-title" data-testid="email-reports-dialog">
      <DialogTitle id="email-reports-title" sx={{ pb: 0.5 }}>
        {view.kind === 'list' ? 'Email reports' : view.kind === 'create' ? 'Set up a new report' : 'Edit email report'}
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>{subject.title}</Typography>
      </DialogTitle>
      {view.kind === 'list' ? (
        <>
          <DialogContent dividers sx={{ minHeight: 120 }}>
            {state.status === 'loading' && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}><CircularProgress size={28} aria-label="Loading reports" /></Box>
            )}
            {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
            {state.status === 'loaded' && state.reports.length === 0 && (
              <DialogContentText data-testid="reports-empty">No email reports are set up for this {what} yet.</DialogContentText>
            )}
            {state.status === 'loaded' && state.reports.length > 0 && (
              <ReportRows reports={state.reports} busyId={busyId} onToggle={(report, active) => void toggle(report, active)} onEdit={(report) => setView({ kind: 'edit', id: report.row.id })} onDelete={setDeleting} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={() => setView({ kind: 'create' })} disabled={state.status !== 'loaded'} data-testid="report-new">Set up a new report</Button>
          </DialogActions>
        </>
      ) : (
        <ReportEditor subject={subject} apiFetch={apiFetch} toast={toast} reportId={view.kind === 'edit' ? view.id : null} onDone={backToList} />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} maxWidth="xs" data-testid="report-delete-confirm">
        <DialogTitle>Delete report?</DialogTitle>
        <DialogContent>
          <DialogContentText>Are you sure you want to delete {deleting?.row.name}? It will no longer be sent.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={deleting !== null && busyId === deleting.row.id} onClick={() => deleting && void remove(deleting).then(() => setDeleting(null))}>Delete</Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
