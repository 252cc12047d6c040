import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SuccessToast } from '@core/errors';
import { browserTimezone } from '@plugins/report-kit/timezones';
import type { ReportType } from '@plugins/report-kit/report-types';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useRequestErrorMessage } from '../../components/list-view';
import { selectCurrentUser } from '../../store/bootstrap-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
import { AlertConditionSection } from './AlertConditionSection';
import { useCreateAlertReportMutation, useGetAlertReportQuery, useUpdateAlertReportMutation } from './alert-report-api';
import { alertReportFormField, alertReportPayload, newAlertReportForm, recordToFormValues, type AlertReportFormValues } from './alert-report-form-values';
import { ContentSection } from './ContentSection';
import { GeneralSection } from './GeneralSection';
import { NotificationSection } from './NotificationSection';
import { ScheduleSection } from './ScheduleSection';

/** Superset's `ALERT_REPORTS_DEFAULT_CRON_VALUE`: every hour on the hour. */
const DEFAULT_CRON = '0 * * * *';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface AlertReportModalProps {
  kind: ReportType;
  /** The schedule to edit; null to add one. */
  reportId: number | null;
  onClose: () => void;
}

/**
 * "Add alert" / "Add report" and their edit: general fields, an alert's query and condition, the
 * content sent, the schedule, and the notification methods. The server's refusals show under the
 * fields they name; 'The report has been created' or 'Report updated' once saved.
 */
export function AlertReportModal({ kind, reportId, onClose }: AlertReportModalProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [defaults] = useState(() =>
    newAlertReportForm({
      owner: user ? { value: user.userId, text: `${user.firstName} ${user.lastName}`.trim() || user.username } : null,
      email: user?.email ?? '',
      timezone: browserTimezone(),
      crontab: DEFAULT_CRON,
    }),
  );
  const record = useGetAlertReportQuery(reportId ?? skipToken, { refetchOnMountOrArgChange: true });
  const loadError = useRequestErrorMessage(record.error);
  const [createReport] = useCreateAlertReportMutation();
  const [updateReport] = useUpdateAlertReportMutation();
  const form = useForm<AlertReportFormValues>({ defaultValues: defaults, mode: 'onTouched' });
  const { control, formState, reset } = form;
  const loading = reportId !== null && !record.data && !record.error;

  useEffect(() => {
    if (record.data && reportId !== null) reset(recordToFormValues(record.data, defaults));
  }, [record.data, reportId, reset, defaults]);

  const { onSubmit, formError } = useFormSave(form, alertReportFormField, async (values) => {
    const body = alertReportPayload(kind, values);
    if (reportId === null) await createReport({ ...body, creation_method: 'alerts_reports' }).unwrap();
    else await updateReport({ id: reportId, body }).unwrap();
    dispatch(addSuccessToast(reportId === null ? SuccessToast.REPORT_CREATED : SuccessToast.REPORT_UPDATED));
    onClose();
  });
  const noun = kind.toLowerCase();

  return (
    <FormDialog
      title={reportId === null ? `Add ${noun}` : `Edit ${noun}`}
      submitLabel={reportId === null ? 'Add' : 'Save'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      formError={formError ?? loadError}
      maxWidth="md"
      dividers
    >
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={`Loading the ${noun}`} />
        </Box>
      ) : (
        <Stack sx={{ gap: 3 }} divider={<Divider flexItem />}>
          <Section title="General">
            <GeneralSection control={control} kind={kind} />
          </Section>
          {kind === 'Alert' ? (
            <Section title="Alert condition">
              <AlertConditionSection control={control} />
            </Section>
          ) : null}
          <Section title="Content">
            <ContentSection form={form} />
          </Section>
          <Section title="Schedule">
            <ScheduleSection control={control} isAlert={kind === 'Alert'} />
          </Section>
          <Section title="Notification methods">
            <NotificationSection form={form} />
          </Section>
        </Stack>
      )}
    </FormDialog>
  );
}
