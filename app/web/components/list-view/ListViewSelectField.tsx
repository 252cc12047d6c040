import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListFilterValue, ListViewSelectFilter } from './list-view-filter';

const ALL = '';

interface ListViewSelectFieldProps {
  filter: ListViewSelectFilter;
  value: ListFilterValue | undefined;
  onChange: (value: ListFilterValue | undefined) => void;
}

/** A filter choosing one option, or "All". Options are keyed by position since values may be booleans. */
export function ListViewSelectField({ filter, value, onChange }: ListViewSelectFieldProps) {
  const selectedIndex = value === undefined ? -1 : filter.options.findIndex((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={selectedIndex < 0 ? ALL : String(selectedIndex)}
      disabled={filter.disabled}
      helperText={filter.helperText}
      onChange={(event) => {
        const index = event.target.value === ALL ? -1 : Number(event.target.value);
        onChange(index < 0 ? undefined : filter.options[index]?.value);
      }}
      sx={{ minWidth: 180, flex: '0 1 220px' }}
    >
      <MenuItem value={ALL}>
        <em>All</em>
      </MenuItem>
      {filter.loading && filter.options.length === 0 ? (
        <MenuItem disabled value="loading">
          Loading…
        </MenuItem>
      ) : null}
      {filter.options.map((option, index) => (
        <MenuItem key={`${index}:${String(option.value)}`} value={String(index)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
