import { SuccessToast } from '@core/plugin-api/index.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useEffect, useState } from 'react';
import { browserTimezone, createReport, getReport, updateReport, type ApiFetch, type ReportRecord } from '../report-kit/index.js';
import { ReportForm } from './ReportForm.js';
import { newReportValues, reportBodyOf, reportValuesOf, type ReportFormValues } from './report-form-values.js';
import type { ReportSubject } from './report-subject.js';
import type { Toast } from './use-attached-reports.js';
import { useFormSources } from './use-form-sources.js';

export interface ReportEditorProps {
  subject: ReportSubject;
  apiFetch: ApiFetch;
  toast: Toast;
  /** The report to edit, or null for a new one. */
  reportId: number | null;
  /** Back to the list; `changed` when a report was saved. */
  onDone(changed: boolean): void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; record: ReportRecord | null } | { status: 'failed'; message: string };

/** Loads what the form starts from (the record to edit, the user's address, the tabs) and saves it. */
export function ReportEditor({ subject, apiFetch, toast, reportId, onDone }: ReportEditorProps) {
  const sources = useFormSources(apiFetch, subject);
  const [loaded, setLoaded] = useState<Loaded>(reportId === null ? { status: 'ready', record: null } : { status: 'loading' });

  useEffect(() => {
    if (reportId === null) return;
    let cancelled = false;
    getReport(apiFetch, reportId).then(
      (record) => !cancelled && setLoaded({ status: 'ready', record }),
      (error: unknown) => !cancelled && setLoaded({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [apiFetch, reportId]);

  if (loaded.status === 'failed') {
    return (
      <>
        <DialogContent dividers><Alert severity="error">{loaded.message}</Alert></DialogContent>
        <DialogActions><Button onClick={() => onDone(false)}>Back</Button></DialogActions>
      </>
    );
  }
  if (loaded.status === 'loading' || sources.loading) {
    return (
      <DialogContent dividers>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}><CircularProgress size={28} aria-label="Loading the report" /></Box>
      </DialogContent>
    );
  }
  const record = loaded.record;
  const initial = record ? reportValuesOf(record, subject) : newReportValues(subject, browserTimezone(), sources.userEmail);
  const save = async (values: ReportFormValues) => {
    const body = reportBodyOf(values, subject, record?.extra ?? null);
    if (record) {
      await updateReport(apiFetch, record.id, body);
      toast('success', SuccessToast.REPORT_UPDATED);
    } else {
      await createReport(apiFetch, { ...body, active: true });
      toast('success', SuccessToast.REPORT_CREATED);
    }
    onDone(true);
  };
  return <ReportForm subject={subject} initial={initial} tabs={sources.tabs} onSubmit={save} onCancel={() => onDone(false)} submitLabel={record ? 'Save' : 'Add'} />;
}
