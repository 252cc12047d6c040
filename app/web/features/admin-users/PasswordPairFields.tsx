import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path, UseFormGetValues } from 'react-hook-form';
import { FormTextField } from '../database/FormTextField';
import { checkPassword } from './user-form-values';

interface PasswordPairFieldsProps<Values extends FieldValues> {
  control: Control<Values>;
  getValues: UseFormGetValues<Values>;
  /** The new password's field. */
  name: Path<Values>;
  /** The field that repeats it. */
  confirmName: Path<Values>;
  label: string;
  confirmLabel: string;
  /** What else a long enough new password must pass, e.g. differing from the current one. */
  validate?: (password: string) => true | string;
  /** Side by side from the `sm` breakpoint up, in a wide dialog; else one above the other. */
  sideBySide?: boolean;
}

/** A new password and its confirmation: long enough, and typed the same twice. */
export function PasswordPairFields<Values extends FieldValues>({
  control,
  getValues,
  name,
  confirmName,
  label,
  confirmLabel,
  validate,
  sideBySide = false,
}: PasswordPairFieldsProps<Values>) {
  const checkNew = (password: string) => {
    const strong = checkPassword(password);
    return strong === true && validate ? validate(password) : strong;
  };
  return (
    <Stack direction={sideBySide ? { xs: 'column', sm: 'row' } : 'column'} sx={{ gap: 2 }}>
      <FormTextField control={control} name={name} label={label} type="password" required fullWidth autoComplete="new-password" rules={{ validate: checkNew }} />
      <FormTextField
        control={control}
        name={confirmName}
        label={confirmLabel}
        type="password"
        required
        fullWidth
        autoComplete="new-password"
        rules={{ validate: (value) => value === getValues(name) || 'The passwords do not match.' }}
      />
    </Stack>
  );
}
