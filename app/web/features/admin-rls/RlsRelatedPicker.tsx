import { useState } from 'react';
import type { Choice } from '../admin-shared/choice';
import { ChoiceMultiSelect } from '../admin-shared/ChoiceMultiSelect';
import { useGetRlsRelatedChoicesQuery } from './rls-api';

interface RlsRelatedPickerProps {
  column: 'tables' | 'roles';
  label: string;
  value: Choice[];
  onChange: (value: Choice[]) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
}

/** The datasets or roles of a rule, searched on the server as the user types. */
export function RlsRelatedPicker({ column, label, value, onChange, error, helperText, required }: RlsRelatedPickerProps) {
  const [filter, setFilter] = useState('');
  const choices = useGetRlsRelatedChoicesQuery({ column, filter });
  return (
    <ChoiceMultiSelect
      label={label}
      value={value}
      onChange={onChange}
      options={choices.data ?? []}
      loading={choices.isFetching}
      onSearch={setFilter}
      error={error}
      helperText={choices.error ? `The ${column === 'tables' ? 'datasets' : 'roles'} could not be loaded.` : helperText}
      required={required}
    />
  );
}
