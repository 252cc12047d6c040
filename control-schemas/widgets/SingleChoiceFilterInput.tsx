import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FilterComponentProps } from '@core/plugin-api/index.js';
import { useEffect, useMemo, type ReactElement } from 'react';
import { COMPACT_FIELD_SX } from './compact-field.js';

/** One choice of a single-choice filter: the stored value and its label. */
export interface SingleChoiceOption {
  value: string;
  label: string;
}

/** Props of {@link SingleChoiceFilterInput}: the host's filter props plus the choices and wording. */
export interface SingleChoiceFilterInputProps extends Pick<FilterComponentProps<Record<string, unknown>, string[]>, 'data' | 'loading' | 'error' | 'setFilterState' | 'width' | 'inputId' | 'required'> {
  /** The filter type key, written to `data-filter-type`. */
  filterType: string;
  options: readonly SingleChoiceOption[];
  /** The chosen value, or null. */
  value: string | null;
  /** Shown when there is nothing to choose from, e.g. "No time grains". */
  noOptionsText: string;
  /** Shown in the empty input, e.g. "Select a time grain". */
  placeholder: string;
}

/**
 * A native filter's searchable single-choice input (time column, time grain): the value is stored
 * as a one-item list, as Superset does; a chosen value that is no longer among the options is
 * dropped once the options have arrived.
 */
export function SingleChoiceFilterInput(props: SingleChoiceFilterInputProps): ReactElement {
  const { data, loading, error, setFilterState, width, inputId, required, filterType, options, value, noOptionsText, placeholder } = props;
  const settled = !loading && !error && data !== undefined;

  useEffect(() => {
    if (settled && value !== null && !options.some((option) => option.value === value)) setFilterState({ value: null });
  }, [settled, value, options, setFilterState]);

  const selected = useMemo<SingleChoiceOption | null>(
    () => (value === null ? null : (options.find((option) => option.value === value) ?? { value, label: value })),
    [value, options],
  );
  const helperText = error ?? (required && value === null ? 'Value is required' : undefined);

  return (
    <Box data-filter-type={filterType} sx={{ width: '100%', maxWidth: width, minWidth: 0 }}>
      <Autocomplete<SingleChoiceOption, false, false, false>
        id={inputId}
        size="small"
        fullWidth
        options={options}
        value={selected}
        loading={loading}
        loadingText="Loading…"
        noOptionsText={error ?? noOptionsText}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, current) => option.value === current.value}
        onChange={(_event, next) => setFilterState(next ? { value: [next.value], label: next.label } : { value: null })}
        renderInput={(params) => (
          <TextField {...params} sx={COMPACT_FIELD_SX} placeholder={value === null ? placeholder : undefined} error={helperText !== undefined} helperText={helperText} />
        )}
      />
    </Box>
  );
}
