import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { RecipientsField } from '@plugins/report-kit/RecipientsField';
import { recipientErrors } from '@plugins/report-kit/recipients';
import type { RecipientConfig, RecipientType } from '@plugins/report-kit/report-types';
import { Controller, useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import type { AlertReportFormValues } from './alert-report-form-values';

const METHODS: readonly RecipientType[] = ['Email', 'Webhook'];

/** What is wrong with a notification method's recipients, or `true`. */
export function checkNotification(type: RecipientType, config: RecipientConfig): true | string {
  if (type === 'Webhook') {
    try {
      const url = new URL(config.target.trim());
      return url.protocol === 'http:' || url.protocol === 'https:' ? true : 'Enter an http(s) URL.';
    } catch {
      return 'Enter an http(s) URL.';
    }
  }
  const errors = recipientErrors(config);
  return errors.target ?? errors.ccTarget ?? errors.bccTarget ?? true;
}

/** The notification methods: each Email (To, Cc, Bcc) or Webhook (URL), added and removed freely. */
export function NotificationSection({ form }: { form: UseFormReturn<AlertReportFormValues> }) {
  const { control, setValue } = form;
  const { fields, append, remove, update } = useFieldArray({ control, name: 'notifications', rules: { minLength: 1 } });
  const { errors, isSubmitted } = useFormState({ control, name: 'notifications' });
  // A recipient config has a `target` key, which `field.onChange` would take for an input event: set it as a value.
  const setConfig = (index: number, config: RecipientConfig) =>
    setValue(`notifications.${index}.config`, config, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });
  const listError = errors.notifications?.root?.message ?? errors.notifications?.message;

  return (
    <Stack sx={{ gap: 1.5 }}>
      {fields.map((item, index) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }} aria-label={`Notification method ${index + 1}`} role="group">
          <TextField
            select
            size="small"
            label="Method"
            value={item.type}
            onChange={(event) => update(index, { type: event.target.value as RecipientType, config: { target: '' } })}
            sx={{ width: 140, flexShrink: 0 }}
          >
            {METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {method}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Controller
              control={control}
              name={`notifications.${index}.config`}
              rules={{ validate: (config, values) => checkNotification(values.notifications[index]?.type ?? 'Email', config) }}
              render={({ field, fieldState }) =>
                item.type === 'Email' ? (
                  <RecipientsField value={field.value} onChange={(config) => setConfig(index, config)} validateNow={isSubmitted} error={fieldState.error?.type === 'server' ? fieldState.error.message : null} />
                ) : (
                  <TextField
                    size="small"
                    fullWidth
                    required
                    label="Webhook URL"
                    placeholder="https://hooks.example.com/report"
                    value={field.value.target}
                    onChange={(event) => setConfig(index, { target: event.target.value })}
                    onBlur={field.onBlur}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message ?? 'Receives a JSON POST on each run.'}
                  />
                )
              }
            />
          </Box>
          <Tooltip title="Remove this method">
            <span>
              <IconButton aria-label={`Remove notification method ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Paper>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ type: fields.some((item) => item.type === 'Email') ? 'Webhook' : 'Email', config: { target: '' } })}>
          Add notification method
        </Button>
      </Box>
    </Stack>
  );
}
