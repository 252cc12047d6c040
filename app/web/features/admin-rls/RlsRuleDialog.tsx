import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { useAppDispatch } from '../../store/hooks';
import { addSuccessToast } from '../../store/toast-actions';
import { useFormSave } from '../admin-shared/use-form-save';
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
  const dispatch = useAppDispatch();
  const [createRule] = useCreateRlsRuleMutation();
  const [updateRule] = useUpdateRlsRuleMutation();
  const form = useForm<RlsFormValues>({
    defaultValues: rule ? rlsRuleToFormValues(rule) : NEW_RLS_FORM,
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const filterType = useWatch({ control, name: 'filter_type' });

  const { onSubmit, formError } = useFormSave(form, rlsFormField, async (values) => {
    const payload = rlsPayload(values);
    if (creating) await createRule(payload).unwrap();
    else await updateRule({ id: rule.id, payload }).unwrap();
    dispatch(addSuccessToast(creating ? `Added rule ${payload.name}` : `Saved rule ${payload.name}`));
    onClose();
  });

  return (
    <FormDialog
      title={creating ? 'Add rule' : `Edit ${rule.name}`}
      submitLabel={creating ? 'Add' : 'Save'}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="md"
      dividers
    >
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
    </FormDialog>
  );
}
