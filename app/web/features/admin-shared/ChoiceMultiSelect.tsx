import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Choice, sameChoice } from './choice';

/** Typing pauses this long before the options are asked again. */
const SEARCH_PAUSE_MS = 250;

interface ChoiceMultiSelectProps {
  label: string;
  value: readonly Choice[];
  onChange: (value: Choice[]) => void;
  /** The options for the current search text. */
  options: readonly Choice[];
  loading?: boolean;
  /** Asks for options matching the text once typing pauses; without it the options are filtered here. */
  onSearch?: (text: string) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A multi-select over named things (roles, datasets, users): chips for what is chosen, search as you type. */
export function ChoiceMultiSelect({
  label,
  value,
  onChange,
  options,
  loading,
  onSearch,
  error,
  helperText,
  required,
  disabled,
  placeholder,
}: ChoiceMultiSelectProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!onSearch) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options as Choice[]}
      value={value as Choice[]}
      loading={loading}
      filterSelectedOptions
      isOptionEqualToValue={sameChoice}
      getOptionLabel={(option) => option.text}
      getOptionKey={(option) => option.value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        // Picking an option clears what was typed; keep the search for the next pick instead.
        if (reason !== 'reset') setText(next);
      }}
      // Options are already the server's matches when it searches.
      {...(onSearch ? { filterOptions: (all: Choice[]) => all } : {})}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.text} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={value.length === 0 ? placeholder : undefined}
          error={error !== undefined}
          helperText={error ?? helperText}
        />
      )}
      noOptionsText={loading ? 'Loading…' : text ? 'No matches' : 'Nothing to choose'}
    />
  );
}
