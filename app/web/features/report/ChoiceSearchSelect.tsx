import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Choice, sameChoice } from '../admin-shared/choice';

/** Typing pauses this long before the options are asked again. */
const SEARCH_PAUSE_MS = 250;

interface ChoiceSearchSelectProps {
  label: string;
  value: Choice | null;
  onChange: (value: Choice | null) => void;
  /** Asks for the options matching `text`: an RTK Query hook's result for that text. */
  useOptions: (text: string) => { data?: Choice[]; isFetching: boolean };
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** One named thing (a dashboard, a chart, a database) picked from the server's matches for what is typed. */
export function ChoiceSearchSelect({ label, value, onChange, useOptions, error, helperText, required, disabled }: ChoiceSearchSelectProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text === value?.text ? '' : text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const options = useOptions(search);
  const choices = options.data ?? [];

  return (
    <Autocomplete
      options={value && !choices.some((choice) => sameChoice(choice, value)) ? [value, ...choices] : choices}
      value={value}
      disabled={disabled}
      loading={options.isFetching}
      isOptionEqualToValue={sameChoice}
      getOptionLabel={(option) => option.text}
      getOptionKey={(option) => option.value}
      filterOptions={(all) => all}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={error !== undefined} helperText={error ?? helperText} />}
      noOptionsText={options.isFetching ? 'Loading…' : 'No matches'}
    />
  );
}
