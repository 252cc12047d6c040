import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { recipientErrors } from './recipients.js';
import type { RecipientConfig } from './report-types.js';

export interface RecipientsFieldProps {
  value: RecipientConfig;
  onChange(value: RecipientConfig): void;
  /** An error from outside (the server's) for the To field. */
  error?: string | null;
  disabled?: boolean;
  /** Show what is wrong with the addresses as they are typed (true) or only once a field is left. */
  validateNow?: boolean;
}

type Slot = 'target' | 'ccTarget' | 'bccTarget';

const LABELS: Readonly<Record<Slot, string>> = { target: 'To', ccTarget: 'Cc', bccTarget: 'Bcc' };

/**
 * A report's email recipients: To, and Cc and Bcc once asked for, each a list of addresses
 * separated by commas; an entry that is not an address is named under its field.
 */
export function RecipientsField({ value, onChange, error, disabled, validateNow = false }: RecipientsFieldProps) {
  const [shown, setShown] = useState<Record<Slot, boolean>>({ target: true, ccTarget: Boolean(value.ccTarget), bccTarget: Boolean(value.bccTarget) });
  const [touched, setTouched] = useState<Record<Slot, boolean>>({ target: false, ccTarget: false, bccTarget: false });
  const problems = recipientErrors(value);
  const problemOf = (slot: Slot) => (slot === 'target' && error ? error : validateNow || touched[slot] ? problems[slot] : undefined);
  const set = (slot: Slot, text: string) => onChange({ ...value, [slot]: text });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="recipients-field">
      {(['target', 'ccTarget', 'bccTarget'] as const).filter((slot) => shown[slot]).map((slot) => (
        <TextField
          key={slot}
          size="small"
          label={LABELS[slot]}
          value={value[slot] ?? ''}
          disabled={disabled}
          required={slot === 'target'}
          placeholder="name@example.com, other@example.com"
          onChange={(event) => set(slot, event.target.value)}
          onBlur={() => setTouched((before) => ({ ...before, [slot]: true }))}
          error={Boolean(problemOf(slot))}
          helperText={problemOf(slot) ?? (slot === 'target' ? 'Email addresses, separated by commas' : undefined)}
          slotProps={{ htmlInput: { 'data-testid': `recipients-${slot}` } }}
        />
      ))}
      {(!shown.ccTarget || !shown.bccTarget) && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {!shown.ccTarget && <Button size="small" disabled={disabled} onClick={() => setShown((before) => ({ ...before, ccTarget: true }))}>Add Cc</Button>}
          {!shown.bccTarget && <Button size="small" disabled={disabled} onClick={() => setShown((before) => ({ ...before, bccTarget: true }))}>Add Bcc</Button>}
        </Box>
      )}
    </Box>
  );
}
