import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import type { ExploreColumn } from '../control-panel-context.js';
import { columnDisplayName, columnKindOf } from './column-kind.js';
import { ColumnTypeIcon } from './ColumnTypeIcon.js';

interface ColumnSelectProps {
  label: string;
  columns: readonly ExploreColumn[];
  /** The chosen column's name, or null. */
  value: string | null;
  onChange: (column: ExploreColumn | null) => void;
  autoFocus?: boolean;
}

/** A searchable select of dataset columns with type icons (the Simple tabs of the metric and filter editors). */
export function ColumnSelect({ label, columns, value, onChange, autoFocus = false }: ColumnSelectProps): ReactElement {
  const selected = value === null ? null : (columns.find((column) => column.column_name === value) ?? { column_name: value });
  const options = selected && !columns.includes(selected) ? [...columns, selected] : columns;
  return (
    <Autocomplete<ExploreColumn, false, false, false>
      size="small"
      options={options}
      value={selected}
      onChange={(_event, column) => onChange(column)}
      getOptionLabel={columnDisplayName}
      isOptionEqualToValue={(option, current) => option.column_name === current.column_name}
      filterOptions={(candidates, { inputValue }) => {
        const query = inputValue.trim().toLowerCase();
        return candidates.filter(
          (column) => columns.includes(column) && (query === '' || `${column.column_name} ${column.verbose_name ?? ''}`.toLowerCase().includes(query)),
        );
      }}
      renderOption={({ key, ...optionProps }, column) => (
        <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', gap: 0.75, fontSize: 13 }}>
          <ColumnTypeIcon kind={columnKindOf(column)} />
          {columnDisplayName(column)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected ? <ColumnTypeIcon kind={columnKindOf(selected)} /> : params.slotProps.input.startAdornment,
            },
          }}
        />
      )}
    />
  );
}
