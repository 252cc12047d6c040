import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFormActions } from '../../../components/DialogFormActions';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useGetDashboardRelatedChoicesQuery, type RelatedChoice } from '../dashboard-api';
import { parseMetadataText } from '../model/save-payload';
import { ColorSchemePicker } from './ColorSchemePicker';

/** The values of the dashboard properties form. */
export interface PropertiesFormValues {
  dashboard_title: string;
  slug: string;
  owners: RelatedChoice[];
  roles: RelatedChoice[];
  certified_by: string;
  certification_details: string;
  /** The metadata as JSON text (without the layout). */
  json_metadata: string;
}

/** Props of {@link PropertiesDialog}. */
export interface PropertiesDialogProps {
  open: boolean;
  initialValues: PropertiesFormValues;
  /** Shows the roles field (the role-based access flag). */
  showRoles: boolean;
  /** Applies the values; a rejection keeps the dialog open (the caller shows the error). */
  onSubmit: (values: PropertiesFormValues) => Promise<void>;
  onClose: () => void;
  /** "Apply" (edit mode, saved with the dashboard) or "Save" (at once). */
  submitLabel: string;
}

/** Multiple choice of owners or roles, searched on the server as the user types. */
function RelatedPicker({ field, label, value, onChange }: { field: 'owners' | 'roles'; label: string; value: RelatedChoice[]; onChange: (value: RelatedChoice[]) => void }) {
  const [input, setInput] = useState('');
  const filter = useDebouncedValue(input, 250);
  const choices = useGetDashboardRelatedChoicesQuery({ field, filter });
  const options = choices.isError ? [] : (choices.data ?? []);
  const loading = choices.isFetching || filter !== input;
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={loading}
      filterOptions={(choices) => choices}
      getOptionLabel={(choice) => choice.text}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text) => setInput(text)}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}

/**
 * "Edit properties": title, slug, owners, roles (with role-based access), certification and the
 * metadata as JSON, validated before it is applied (a JSON object is required).
 */
export function PropertiesDialog({ open, initialValues, showRoles, onSubmit, onClose, submitLabel }: PropertiesDialogProps) {
  const titleId = useId();
  const { control, register, handleSubmit, reset, watch, setValue, formState } = useForm<PropertiesFormValues>({ defaultValues: initialValues, mode: 'onChange' });
  useEffect(() => {
    if (open) reset(initialValues);
  }, [open, initialValues, reset]);
  const certifiedBy = watch('certified_by');
  const metadata = parseMetadataText(watch('json_metadata'));
  // The picker writes into the metadata text, so the JSON stays the one place the scheme lives.
  const setColorScheme = (schemeId: string) => {
    if (metadata) setValue('json_metadata', JSON.stringify({ ...metadata, color_scheme: schemeId }, null, 2), { shouldValidate: true, shouldDirty: true });
  };
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The caller reported the failure; the form stays open with what was typed.
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Dashboard properties</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Basic information
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField label="Name" size="small" {...register('dashboard_title')} slotProps={{ inputLabel: { shrink: true } }} placeholder="[ untitled dashboard ]" />
            <TextField
              label="URL slug"
              size="small"
              {...register('slug', { pattern: { value: /^[\p{L}\p{N}_\- ]*$/u, message: 'Use letters, digits, dashes and underscores' } })}
              error={Boolean(errors.slug)}
              helperText={errors.slug?.message ?? 'A readable name for the URL'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Access
          </Typography>
          <Controller name="owners" control={control} render={({ field }) => <RelatedPicker field="owners" label="Owners" value={field.value} onChange={field.onChange} />} />
          {showRoles && (
            <Controller name="roles" control={control} render={({ field }) => <RelatedPicker field="roles" label="Roles" value={field.value} onChange={field.onChange} />} />
          )}
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Certification
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField label="Certified by" size="small" {...register('certified_by')} helperText="Person or group that has certified this dashboard." />
            <TextField
              label="Certification details"
              size="small"
              {...register('certification_details')}
              disabled={!certifiedBy?.trim()}
              helperText="Any additional detail to show in the certification tooltip."
            />
          </Box>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Colors
          </Typography>
          {metadata && <ColorSchemePicker value={metadata['color_scheme']} onChange={setColorScheme} />}
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Advanced
          </Typography>
          <TextField
            label="JSON metadata"
            multiline
            minRows={8}
            maxRows={20}
            {...register('json_metadata', { validate: (text) => (parseMetadataText(text) === null ? 'A valid JSON object is required' : true) })}
            error={Boolean(errors.json_metadata)}
            helperText={errors.json_metadata?.message ?? 'The dashboard’s metadata: refresh, colours, filter scopes…'}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.8125rem' } } }}
          />
        </DialogContent>
        <DialogFormActions submitLabel={submitLabel} onCancel={onClose} busy={isSubmitting} submitDisabled={Object.keys(errors).length > 0} />
      </Box>
    </Dialog>
  );
}
