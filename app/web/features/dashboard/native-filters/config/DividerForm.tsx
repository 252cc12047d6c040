import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { NativeFilterDivider } from '@core/dashboard/index.js';
import { FormTextField } from '../../../database/FormTextField';
import { fromDividerFormValues, toDividerFormValues, type DividerFormValues } from './divider-form-values';
import { dividerFormErrors } from './filter-config-validation';

/** Props of {@link DividerForm}. */
export interface DividerFormProps {
  divider: NativeFilterDivider;
  /** Save was attempted: show the form's problems. */
  showErrors: boolean;
  onChange: (divider: NativeFilterDivider) => void;
}

const resolver: Resolver<DividerFormValues> = async (values) => {
  const problems = dividerFormErrors(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(problems).map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<DividerFormValues>;
  return { values: {}, errors };
};

/** A filter-bar divider's title (required) and description. */
export function DividerForm({ divider, showErrors, onChange }: DividerFormProps) {
  const latest = useRef({ divider, onChange });
  latest.current = { divider, onChange };
  const { control, watch, getValues, trigger } = useForm<DividerFormValues>({ defaultValues: toDividerFormValues(divider), resolver, mode: 'onChange' });
  const report = useCallback(() => latest.current.onChange(fromDividerFormValues(getValues(), latest.current.divider)), [getValues]);
  useEffect(() => {
    const subscription = watch(report);
    return () => subscription.unsubscribe();
  }, [watch, report]);
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="divider-form">
      <FormTextField control={control} name="title" label="Title" size="small" required autoFocus={divider.title === ''} />
      <FormTextField control={control} name="description" label="Description" size="small" multiline minRows={3} />
    </Box>
  );
}
