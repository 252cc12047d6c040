import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CronEditor } from '@plugins/report-kit/CronEditor';
import { describeCron } from '@plugins/report-kit/cron-description';
import { TimezoneSelect } from '@plugins/report-kit/TimezoneSelect';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../database/FormTextField';
import { checkWholeNumber, LOG_RETENTION_DAYS, type AlertReportFormValues } from './alert-report-form-values';

/** When it runs (cron in a time zone), how long its log is kept, and the run's time limits. */
export function ScheduleSection({ control, isAlert }: { control: Control<AlertReportFormValues>; isAlert: boolean }) {
  const timezone = useWatch({ control, name: 'timezone' });
  return (
    <Stack sx={{ gap: 2 }}>
      <Controller
        control={control}
        name="crontab"
        rules={{ validate: (value) => { const described = describeCron(value); return described.ok || described.error; } }}
        render={({ field, fieldState }) => (
          <CronEditor label="Frequency" value={field.value} onChange={field.onChange} timezone={timezone} error={fieldState.error?.type === 'server' ? fieldState.error.message : null} />
        )}
      />
      <Controller
        control={control}
        name="timezone"
        rules={{ validate: (value) => value !== '' || 'Choose a time zone.' }}
        render={({ field, fieldState }) => <TimezoneSelect value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? null} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Controller
          control={control}
          name="logRetention"
          render={({ field, fieldState }) => (
            <TextField select label="Log retention" value={field.value} onChange={(event) => field.onChange(Number(event.target.value))} error={fieldState.error !== undefined} helperText={fieldState.error?.message} sx={{ flex: 1 }}>
              {LOG_RETENTION_DAYS.map((days) => (
                <MenuItem key={days} value={days}>
                  {days === 1 ? '1 day' : `${days} days`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="workingTimeout"
          label="Working timeout (seconds)"
          type="number"
          sx={{ flex: 1 }}
          rules={{ validate: (value) => checkWholeNumber(value, 1, true) }}
        />
        {isAlert ? (
          <FormTextField
            control={control}
            name="gracePeriod"
            label="Grace period (seconds)"
            type="number"
            helperText="After firing, the alert stays quiet this long."
            sx={{ flex: 1 }}
            rules={{ validate: (value) => checkWholeNumber(value, 1, true) }}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
