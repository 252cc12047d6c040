import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { timezoneNames, utcOffsetLabel } from './timezones.js';

export interface TimezoneSelectProps {
  /** An IANA time zone name ("Europe/Paris"). */
  value: string;
  onChange(value: string): void;
  label?: string;
  disabled?: boolean;
  error?: string | null;
}

/** A time zone picked from the browser's list, searchable by name, with each zone's UTC offset. */
export function TimezoneSelect({ value, onChange, label = 'Timezone', disabled, error }: TimezoneSelectProps) {
  const options = useMemo(() => {
    const names = timezoneNames();
    return names.includes(value) || value === '' ? names : [value, ...names];
  }, [value]);
  const offsets = useMemo(() => new Map<string, string>(), []);
  const offsetOf = (zone: string) => {
    let offset = offsets.get(zone);
    if (offset === undefined) {
      offset = utcOffsetLabel(zone);
      offsets.set(zone, offset);
    }
    return offset;
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value || null}
      disabled={disabled}
      disableClearable={value !== ''}
      autoHighlight
      onChange={(_event, next) => {
        if (typeof next === 'string') onChange(next);
      }}
      renderOption={({ key, ...props }, zone) => (
        <li key={key} {...props}>
          {zone}
          <span style={{ marginLeft: 'auto', paddingLeft: 12, opacity: 0.6, fontSize: '0.85em' }}>{offsetOf(zone)}</span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? undefined} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'timezone-input' } }} />}
    />
  );
}
