import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, type Control } from 'react-hook-form';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { FormTextField } from '../database/FormTextField';
import type { AlertReportFormValues } from './alert-report-form-values';
import { useGetReportOwnerChoicesQuery } from './alert-report-api';

/** Name, owners, description and the active switch of an alert or report. */
export function GeneralSection({ control, kind }: { control: Control<AlertReportFormValues>; kind: string }) {
  const owners = useGetReportOwnerChoicesQuery();
  return (
    <Stack sx={{ gap: 2 }}>
      <FormTextField
        control={control}
        name="name"
        label={`${kind} name`}
        required
        fullWidth
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 150 } }}
        rules={{ validate: (value) => value.trim() !== '' || 'Enter a name.' }}
      />
      <Controller
        control={control}
        name="owners"
        render={({ field, fieldState }) => (
          <ChoiceMultiSelect
            label="Owners"
            value={field.value}
            onChange={field.onChange}
            options={owners.data ?? []}
            loading={owners.isLoading}
            error={fieldState.error?.message}
            helperText="Owners may change it; it runs as its creator while they own it, else as its first owner."
          />
        )}
      />
      <FormTextField control={control} name="description" label="Description" fullWidth multiline minRows={2} />
      <Controller
        control={control}
        name="active"
        render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />} label="Active" />}
      />
    </Stack>
  );
}
