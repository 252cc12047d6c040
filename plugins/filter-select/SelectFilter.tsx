import type { ChartDataResponse, FilterComponentProps } from '@core/plugin-api/index.js';
import { COMPACT_FIELD_SX } from '@control-schemas/widgets/compact-field.js';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { withSelectDefaults, type SelectFilterControls } from './config-schema.js';
import { optionForValue, reconcileSelectValue, selectFilterState, selectOptionsOf, type SelectOption } from './select-options.js';
import { selectValuesOf, type SelectValue } from './to-extra-form-data.js';

const sameOptions = (a: readonly SelectOption[], b: readonly SelectOption[]) =>
  a.length === b.length && a.every((option, index) => option.value === b[index]!.value && option.label === b[index]!.label);

/** The props the host passes to the `filter_select` component. */
export type SelectFilterProps = FilterComponentProps<SelectFilterControls, SelectValue[]>;

/**
 * The `filter_select` input: a searchable MUI Autocomplete of the column's values, one or several
 * by `multiSelect`. Once options arrive it drops chosen values no longer among them (a parent
 * filter narrowed them) and, with `defaultToFirstItem`, chooses the first option when nothing is
 * chosen. With `searchAllOptions` typing is reported through `onSearch` and the answer, being a
 * search result rather than the column's list, never prunes the choice.
 */
export default function SelectFilter(props: SelectFilterProps): ReactElement {
  const { filter, data, loading, error, filterState, setFilterState, onSearch, orientation, width, inputId, required } = props;
  const controls = withSelectDefaults(filter.controlValues);
  const { multiSelect, inverseSelection, defaultToFirstItem, searchAllOptions } = controls;
  const column = filter.targets[0]?.column?.name;
  const loaded = useMemo(() => selectOptionsOf(data, column), [data, column]);
  const values = useMemo(() => selectValuesOf(filterState.value), [filterState.value]);
  const [search, setSearch] = useState('');
  const searching = searchAllOptions && search !== '';
  // Answers that arrived while a search was typed hold matches, not the column's whole list.
  const searchAnswers = useRef(new WeakSet<ChartDataResponse>());

  useEffect(() => {
    if (searching && data) searchAnswers.current.add(data);
  }, [searching, data]);

  const settled = !loading && !error && data !== undefined;
  useEffect(() => {
    if (!settled) return;
    const complete = !searching && !loaded.truncated && !searchAnswers.current.has(data);
    const next = reconcileSelectValue(values, loaded.options, { prune: complete, selectFirst: defaultToFirstItem });
    if (next) setFilterState(selectFilterState(next, loaded, inverseSelection));
  }, [settled, data, searching, loaded, values, defaultToFirstItem, inverseSelection, setFilterState]);

  // Autocomplete clears the typed text whenever its value changes identity: keep it while its content stays.
  const shown = useRef<SelectOption[]>([]);
  const current = values.map((value) => optionForValue(value, loaded.options, loaded.temporal));
  const selected = sameOptions(shown.current, current) ? shown.current : current;
  useEffect(() => {
    shown.current = selected;
  });
  const choose = (picked: readonly SelectOption[]) => setFilterState(selectFilterState(picked.map((option) => option.value), loaded, inverseSelection));
  const typed = (text: string) => {
    setSearch(text);
    if (searchAllOptions) onSearch?.(text);
  };
  const empty = values.length === 0;
  const helperText = error ?? (required && empty ? 'Value is required' : undefined);

  return (
    <Box data-filter-type="filter_select" sx={{ width: '100%', maxWidth: width, minWidth: 0 }}>
      <Autocomplete<SelectOption, boolean, boolean, false>
        id={inputId}
        size="small"
        fullWidth
        multiple={multiSelect}
        disableCloseOnSelect={multiSelect}
        disableClearable={!multiSelect && defaultToFirstItem}
        limitTags={orientation === 'horizontal' ? 1 : -1}
        options={loaded.options}
        value={multiSelect ? selected : (selected[0] ?? null)}
        loading={loading}
        loadingText="Loading…"
        noOptionsText={error ?? 'No options'}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => `${typeof option.value}:${String(option.value)}`}
        isOptionEqualToValue={(option, current) => option.value === current.value}
        onChange={(_event, next) => choose(Array.isArray(next) ? next : next ? [next] : [])}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'clear') typed(text);
          else if (search !== '') typed('');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            sx={COMPACT_FIELD_SX}
            placeholder={empty ? (multiSelect ? 'Select values' : 'Select a value') : undefined}
            error={helperText !== undefined}
            helperText={helperText}
          />
        )}
      />
    </Box>
  );
}
