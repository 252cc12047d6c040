import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { describeCron } from './cron-description.js';
import { CRON_PRESET_LABELS, WEEKDAYS, clockText, cronOf, parseClock, presetOf, switchPreset, type CronPreset, type CronPresetKind } from './cron-presets.js';

export interface CronEditorProps {
  /** The cron expression (five fields). */
  value: string;
  onChange(value: string): void;
  /** The schedule's time zone, named after the description. */
  timezone?: string;
  label?: string;
  /** An error from outside (the server's), shown instead of the description. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A report's schedule: a choice of common schedules (every minute, hour, day at a time, week on a
 * day, month on a day) and the cron expression itself, always said in words below, with what is
 * wrong when the expression is not a schedule.
 */
export function CronEditor({ value, onChange, timezone, label = 'Schedule', error, disabled }: CronEditorProps) {
  const id = useId();
  const [customChosen, setCustomChosen] = useState(false);
  const preset = presetOf(value);
  const kind: CronPresetKind = customChosen ? 'custom' : preset.kind;
  const description = describeCron(value);
  const problem = error ?? (description.ok ? null : description.error);

  const choose = (next: CronPreset) => {
    const cron = cronOf(next);
    if (cron !== null) onChange(cron);
  };
  const chooseKind = (next: CronPresetKind) => {
    setCustomChosen(next === 'custom');
    if (next !== 'custom') choose(switchPreset(preset, next));
  };
  const chooseTime = (text: string) => {
    const clock = parseClock(text);
    if (clock && (preset.kind === 'day' || preset.kind === 'week' || preset.kind === 'month')) choose({ ...preset, ...clock });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="cron-editor">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{label}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField select size="small" label="Repeat" value={kind} disabled={disabled} onChange={(event) => chooseKind(event.target.value as CronPresetKind)} sx={{ minWidth: 200 }} slotProps={{ select: { inputProps: { 'data-testid': 'cron-preset' } } }}>
          {CRON_PRESET_LABELS.map(([key, text]) => (
            <MenuItem key={key} value={key}>{text}</MenuItem>
          ))}
        </TextField>
        {preset.kind === 'week' && !customChosen && (
          <TextField select size="small" label="On" value={preset.weekday} disabled={disabled} onChange={(event) => choose({ ...preset, weekday: Number(event.target.value) })} sx={{ minWidth: 150 }}>
            {WEEKDAYS.map((day, index) => (
              <MenuItem key={day} value={index}>{day}</MenuItem>
            ))}
          </TextField>
        )}
        {preset.kind === 'month' && !customChosen && (
          <TextField select size="small" label="On day" value={preset.monthDay} disabled={disabled} onChange={(event) => choose({ ...preset, monthDay: Number(event.target.value) })} sx={{ minWidth: 110 }}>
            {Array.from({ length: 31 }, (_, index) => index + 1).map((day) => (
              <MenuItem key={day} value={day}>{day}</MenuItem>
            ))}
          </TextField>
        )}
        {preset.kind === 'hour' && !customChosen && (
          <TextField select size="small" label="At minute" value={preset.minute} disabled={disabled} onChange={(event) => choose({ ...preset, minute: Number(event.target.value) })} sx={{ minWidth: 120 }}>
            {Array.from({ length: 12 }, (_, index) => index * 5).concat(preset.minute % 5 === 0 ? [] : [preset.minute]).sort((a, b) => a - b).map((minute) => (
              <MenuItem key={minute} value={minute}>{`:${String(minute).padStart(2, '0')}`}</MenuItem>
            ))}
          </TextField>
        )}
        {(preset.kind === 'day' || preset.kind === 'week' || preset.kind === 'month') && !customChosen && (
          <TextField size="small" type="time" label="At" value={clockText(preset.hour, preset.minute)} disabled={disabled} onChange={(event) => chooseTime(event.target.value)} sx={{ width: 130 }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, 'data-testid': 'cron-time' } }} />
        )}
      </Box>
      <TextField
        id={`${id}-cron`}
        size="small"
        label="Cron expression"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        error={problem !== null}
        helperText={problem ?? `${description.ok ? description.text : ''}${timezone ? ` (${timezone})` : ''}`}
        slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'cron-expression', style: { fontFamily: 'monospace' } } }}
      />
    </Box>
  );
}
