import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CronEditor, RecipientsField, ReportApiError, TimezoneSelect, describeCron, recipientErrors } from '../report-kit/index.js';
import type { DashboardTabChoice } from '../report-kit/index.js';
import { FIELD_OF_API, type ReportFormValues } from './report-form-values.js';
import { FORMAT_LABELS, formatsFor, type ReportSubject } from './report-subject.js';

export interface ReportFormProps {
  subject: ReportSubject;
  initial: ReportFormValues;
  tabs: readonly DashboardTabChoice[];
  /** Saves the values; a {@link ReportApiError} with field errors is shown on the fields. */
  onSubmit(values: ReportFormValues): Promise<void>;
  onCancel(): void;
  submitLabel: string;
}

/** The form of one report: name, description, schedule, time zone, format, tab, recipients. */
export function ReportForm({ subject, initial, tabs, onSubmit, onCancel, submitLabel }: ReportFormProps) {
  const { control, register, handleSubmit, setError, setValue, watch, formState } = useForm<ReportFormValues>({ defaultValues: initial, mode: 'onTouched' });
  const [formError, setFormError] = useState<string | null>(null);
  const timezone = watch('timezone');
  const format = watch('reportFormat');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ReportApiError)) {
        setFormError(error instanceof Error ? error.message : String(error));
        return;
      }
      const unplaced: string[] = [];
      for (const [apiField, texts] of Object.entries(error.fieldErrors)) {
        const field = FIELD_OF_API[apiField];
        if (field) setError(field, { type: 'server', message: texts.join(' ') });
        else unplaced.push(`${apiField}: ${texts.join(' ')}`);
      }
      if (unplaced.length > 0 || Object.keys(error.fieldErrors).length === 0) setFormError(unplaced.length > 0 ? unplaced.join('; ') : error.message);
    }
  });

  const errors = formState.errors;
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="report-form">
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField
          size="small"
          label="Report name"
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'report-name' } }}
          {...register('name', { validate: (value) => (value.trim() ? true : 'Enter a name for the report.') })}
        />
        <TextField size="small" label="Description" multiline minRows={2} error={Boolean(errors.description)} helperText={errors.description?.message} slotProps={{ htmlInput: { 'data-testid': 'report-description' } }} {...register('description')} />
        <Controller
          control={control}
          name="crontab"
          rules={{ validate: (value) => { const described = describeCron(value); return described.ok ? true : described.error; } }}
          render={({ field, fieldState }) => <CronEditor value={field.value} onChange={field.onChange} timezone={timezone} error={fieldState.error?.type === 'server' ? fieldState.error.message : null} />}
        />
        <Controller
          control={control}
          name="timezone"
          rules={{ required: 'Choose a time zone.' }}
          render={({ field, fieldState }) => <TimezoneSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? null} />}
        />
        <Controller
          control={control}
          name="reportFormat"
          render={({ field, fieldState }) => (
            <TextField select size="small" label="Send as" value={field.value} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} slotProps={{ select: { inputProps: { 'data-testid': 'report-format' } } }}>
              {formatsFor(subject).map((option) => (
                <MenuItem key={option} value={option}>{FORMAT_LABELS[option]}</MenuItem>
              ))}
            </TextField>
          )}
        />
        {subject.kind === 'dashboard' && tabs.length > 0 && (
          <Controller
            control={control}
            name="dashboardTab"
            render={({ field, fieldState }) => (
              <TextField select size="small" label="Dashboard tab" value={field.value} onChange={field.onChange} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? 'Send one tab, or the whole dashboard'} slotProps={{ select: { inputProps: { 'data-testid': 'report-tab' } } }}>
                <MenuItem value="">Whole dashboard</MenuItem>
                {tabs.map((tab) => (
                  <MenuItem key={tab.id} value={tab.id}>{tab.label}</MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Controller
          control={control}
          name="recipients"
          rules={{ validate: (value) => Object.values(recipientErrors(value))[0] ?? true }}
          // react-hook-form would read a value with a `target` key as a change event: set it instead.
          render={({ field, fieldState }) => (
            <RecipientsField value={field.value} onChange={(next) => setValue('recipients', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} validateNow={formState.isSubmitted} error={fieldState.error?.type === 'server' ? fieldState.error.message : null} />
          )}
        />
        {subject.kind === 'chart' && (format === 'PNG' || format === 'PDF') && (
          <Controller
            control={control}
            name="forceScreenshot"
            render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label="Take a fresh screenshot each time (ignore cached images)" />}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>Back</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} data-testid="report-submit">{submitLabel}</Button>
      </DialogActions>
    </Box>
  );
}
