import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import { CUSTOM_BOUND_UNITS, formatLocalDateTime, normalizeDateTime, type CustomBound } from './time-range-expression.js';

const KIND_TITLES: ReadonlyArray<readonly [CustomBound['kind'], string]> = [
  ['specific', 'Specific date/time'],
  ['relative', 'Relative date/time'],
  ['now', 'Now'],
  ['today', 'Midnight today'],
];

interface CustomBoundInputProps {
  /** `START` or `END`: names the fields. */
  label: string;
  bound: CustomBound;
  onChange: (bound: CustomBound) => void;
  /** Which way a new relative bound points: before now for the start, after for the end. */
  defaultDirection: 'before' | 'after';
}

function boundOfKind(kind: CustomBound['kind'], direction: 'before' | 'after'): CustomBound {
  switch (kind) {
    case 'specific': {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      return { kind, dateTime: formatLocalDateTime(midnight) };
    }
    case 'relative':
      return { kind, amount: 7, unit: 'day', direction };
    default:
      return { kind };
  }
}

/** One end of a Custom time range: a date-time, N units before or after now, now, or midnight today. */
export function CustomBoundInput({ label, bound, onChange, defaultDirection }: CustomBoundInputProps): ReactElement {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        select
        size="small"
        label={label}
        value={bound.kind}
        onChange={(event) => onChange(boundOfKind(event.target.value as CustomBound['kind'], defaultDirection))}
      >
        {KIND_TITLES.map(([kind, title]) => (
          <MenuItem key={kind} value={kind} dense>
            {title}
          </MenuItem>
        ))}
      </TextField>
      {bound.kind === 'specific' && (
        <TextField
          size="small"
          type="datetime-local"
          label={`${label} date/time`}
          value={bound.dateTime}
          onChange={(event) => onChange({ kind: 'specific', dateTime: normalizeDateTime(event.target.value) ?? event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
      )}
      {bound.kind === 'relative' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '60px 1fr 1.2fr', gap: 0.5 }}>
          <TextField
            size="small"
            type="number"
            label="N"
            value={Number.isFinite(bound.amount) ? bound.amount : ''}
            onChange={(event) => onChange({ ...bound, amount: event.target.value === '' ? Number.NaN : Math.trunc(Number(event.target.value)) })}
            slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `${label} amount` } }}
          />
          <TextField
            select
            size="small"
            label="Unit"
            value={bound.unit}
            onChange={(event) => onChange({ ...bound, unit: event.target.value as typeof bound.unit })}
            slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${label} unit` } } }}
          >
            {CUSTOM_BOUND_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit} dense>
                {`${unit}s`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Direction"
            value={bound.direction}
            onChange={(event) => onChange({ ...bound, direction: event.target.value === 'after' ? 'after' : 'before' })}
            slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${label} direction` } } }}
          >
            <MenuItem value="before" dense>
              before now
            </MenuItem>
            <MenuItem value="after" dense>
              after now
            </MenuItem>
          </TextField>
        </Box>
      )}
    </Box>
  );
}
