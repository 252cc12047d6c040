import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AlertOperator, ValidatorType } from '@plugins/report-kit/report-types';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../database/FormTextField';
import type { AlertReportFormValues } from './alert-report-form-values';
import { ChoiceSearchSelect } from './ChoiceSearchSelect';
import { useSearchDatabaseChoicesQuery } from './content-choices-api';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The conditions an alert can check, with Superset's wording. */
const CONDITIONS: readonly { value: ValidatorType | AlertOperator; label: string }[] = [
  { value: 'not null', label: 'not null' },
  { value: '<', label: '< (smaller than)' },
  { value: '<=', label: '<= (smaller or equal)' },
  { value: '>', label: '> (larger than)' },
  { value: '>=', label: '>= (larger or equal)' },
  { value: '==', label: '== (is equal)' },
  { value: '!=', label: '!= (is not equal)' },
];

/** One select for both fields: "not null" is its own validator, every other choice an operator with a threshold. */
function ConditionSelect({ control }: { control: Control<AlertReportFormValues> }) {
  const validator = useController({ control, name: 'validatorType' });
  const operator = useController({ control, name: 'operator' });
  return (
    <TextField
      select
      label="Trigger the alert when the value is"
      value={validator.field.value === 'not null' ? 'not null' : operator.field.value}
      onChange={(event) => {
        const next = event.target.value as ValidatorType | AlertOperator;
        if (next === 'not null' || next === 'operator') validator.field.onChange('not null');
        else {
          validator.field.onChange('operator');
          operator.field.onChange(next);
        }
      }}
      sx={{ flex: 1 }}
    >
      {CONDITIONS.map((condition) => (
        <MenuItem key={condition.value} value={condition.value}>
          {condition.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const useDatabases = (text: string) => useSearchDatabaseChoicesQuery(text);

/** An alert's query and the condition its value must meet for the alert to fire. */
export function AlertConditionSection({ control }: { control: Control<AlertReportFormValues> }) {
  const validatorType = useWatch({ control, name: 'validatorType' });
  return (
    <Stack sx={{ gap: 2 }}>
      <Controller
        control={control}
        name="database"
        rules={{ validate: (value) => value !== null || 'Choose a database.' }}
        render={({ field, fieldState }) => (
          <ChoiceSearchSelect label="Database" required value={field.value} onChange={field.onChange} useOptions={useDatabases} error={fieldState.error?.message} />
        )}
      />
      <FormTextField
        control={control}
        name="sql"
        label="SQL query"
        required
        fullWidth
        multiline
        minRows={4}
        placeholder="SELECT count(*) FROM orders WHERE status = 'failed'"
        helperText="A single SELECT returning one row of one number (or nothing)."
        rules={{ validate: (value) => value.trim() !== '' || 'Enter the query the alert runs.' }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE, fontSize: '0.8125rem' } } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <ConditionSelect control={control} />
        {validatorType === 'operator' ? (
          <FormTextField
            control={control}
            name="threshold"
            label="Threshold"
            type="number"
            required
            sx={{ flex: 1 }}
            rules={{ validate: (value) => (value.trim() !== '' && Number.isFinite(Number(value))) || 'Enter a number.' }}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
