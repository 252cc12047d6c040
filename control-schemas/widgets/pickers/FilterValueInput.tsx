import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import type { OperatorArity } from './adhoc-filter-helpers.js';
import { CURRENT_RANGES, LAST_RANGES, PREVIOUS_RANGES } from './time-range-expression.js';

const TIME_RANGE_SUGGESTIONS: readonly string[] = ['No filter', ...LAST_RANGES, ...PREVIOUS_RANGES, ...CURRENT_RANGES];

interface FilterValueInputProps {
  arity: Exclude<OperatorArity, 'none'>;
  /** Text for one value or a time range; a list of texts for IN / NOT IN. */
  value: string | string[];
  onChange: (value: string | string[]) => void;
  /** Text typed into a list input but not yet added as a value (it is added on save). */
  pending: string;
  onPendingChange: (text: string) => void;
  /** Distinct values of the column, offered as suggestions. */
  suggestions: readonly string[];
  loading: boolean;
}

/**
 * The comparator field of a SIMPLE filter: free text with the column's values suggested, a list of
 * such values for IN / NOT IN, or a time-range expression for TEMPORAL_RANGE.
 */
export function FilterValueInput({ arity, value, onChange, pending, onPendingChange, suggestions, loading }: FilterValueInputProps): ReactElement {
  if (arity === 'multi') {
    return (
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        filterSelectedOptions
        options={[...suggestions]}
        loading={loading}
        value={Array.isArray(value) ? value : []}
        onChange={(_event, next) => onChange(next)}
        inputValue={pending}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset') onPendingChange(text);
          else onPendingChange('');
        }}
        renderInput={(params) => <TextField {...params} label="Values" placeholder="Type or pick values" />}
      />
    );
  }
  const text = Array.isArray(value) ? (value[0] ?? '') : value;
  const options = arity === 'timeRange' ? TIME_RANGE_SUGGESTIONS : suggestions;
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      size="small"
      options={[...options]}
      loading={arity !== 'timeRange' && loading}
      value={text === '' ? null : text}
      onChange={(_event, next) => onChange(next ?? '')}
      inputValue={text}
      onInputChange={(_event, next) => onChange(next)}
      renderInput={(params) => (
        <TextField {...params} label={arity === 'timeRange' ? 'Time range' : 'Value'} placeholder={arity === 'timeRange' ? 'Last week' : 'Type or pick a value'} />
      )}
    />
  );
}
