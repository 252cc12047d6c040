import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { readFormErrors } from '../admin-shared/read-form-errors';
import { FormTextField } from '../database/FormTextField';
import { useCreateRlsRuleMutation, useUpdateRlsRuleMutation } from './rls-api';
import { NEW_RLS_FORM, rlsFormField, rlsPayload, rlsRuleToFormValues, type RlsFormValues } from './rls-form-values';
import type { RlsRule } from './rls-types';
import { RlsRelatedPicker } from './RlsRelatedPicker';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** What each filter type does, in a sentence. */
export const FILTER_TYPE_HELP = {
  Regular: 'Regular: the clause is added to the queries of users holding one of the roles below.',
  Base: 'Base: the clause is added to everyone’s queries except those of users holding one of the roles below.',
} as const;

interface RlsRuleDialogProps {
  /** The rule to edit; absent to add one. */
  rule?: RlsRule | null;
  onClose: () => void;
}

/** "Add rule" and "Edit rule": name, type, datasets, roles, group key and the SQL clause. */
export function RlsRuleDialog({ rule = null, onClose }: RlsRuleDialogProps) {
  const creating = rule === null;
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const [createRule] = useCreateRlsRuleMutation();
  const [updateRule] = useUpdateRlsRuleMutation();
  const { control, handleSubmit, setError, formState } = useForm<RlsFormValues>({
    defaultValues: rule ? rlsRuleToFormValues(rule) : NEW_RLS_FORM,
    mode: 'onTouched',
  });
  const filterType = useWatch({ control, name: 'filter_type' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const payload = rlsPayload(values);
      if (creating) await createRule(payload).unwrap();
      else await updateRule({ id: rule.id, payload }).unwrap();
      dispatch(addSuccessToast(creating ? `Added rule ${payload.name}` : `Saved rule ${payload.name}`));
      onClose();
    } catch (error) {
      const errors = await readFormErrors(error, rlsFormField);
      for (const [field, message] of Object.entries(errors.fields)) setError(field as keyof RlsFormValues, { type: 'server', message });
      setFormError(errors.form);
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{creating ? 'Add rule' : `Edit ${rule.name}`}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {formError}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 2.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <FormTextField
                control={control}
                name="name"
                label="Name"
                required
                fullWidth
                autoComplete="off"
                rules={{ validate: (value) => value.trim() !== '' || 'Enter a name.' }}
              />
              <FormTextField control={control} name="filter_type" label="Filter type" select required sx={{ minWidth: 200 }}>
                <MenuItem value="Regular">Regular</MenuItem>
                <MenuItem value="Base">Base</MenuItem>
              </FormTextField>
            </Stack>
            <Alert severity="info" variant="outlined" role="note" sx={{ py: 0 }}>
              {FILTER_TYPE_HELP[filterType]}
            </Alert>
            <Controller
              control={control}
              name="tables"
              rules={{ validate: (value) => value.length > 0 || 'Choose at least one dataset.' }}
              render={({ field, fieldState }) => (
                <RlsRelatedPicker
                  column="tables"
                  label="Datasets"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  helperText="The datasets whose queries get the clause."
                />
              )}
            />
            <Controller
              control={control}
              name="roles"
              render={({ field, fieldState }) => (
                <RlsRelatedPicker
                  column="roles"
                  label={filterType === 'Base' ? 'Excluded roles' : 'Roles'}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  helperText={filterType === 'Base' ? 'Users holding one of these roles are not filtered.' : 'Users holding one of these roles are filtered.'}
                />
              )}
            />
            <FormTextField
              control={control}
              name="group_key"
              label="Group key"
              fullWidth
              autoComplete="off"
              helperText="Rules sharing a group key are combined with OR; different groups, and rules without one, with AND."
            />
            <FormTextField
              control={control}
              name="clause"
              label="Clause"
              required
              fullWidth
              multiline
              minRows={4}
              placeholder="region = 'EMEA'"
              helperText="A SQL condition over the dataset's columns, added to the WHERE of every query it applies to."
              rules={{ validate: (value) => value.trim() !== '' || 'Enter a clause.' }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE, fontSize: '0.8125rem' } } }}
            />
            <FormTextField control={control} name="description" label="Description" fullWidth multiline minRows={2} />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {creating ? 'Add' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
