import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FILTER_OPERATOR_CHOICES } from '@control-schemas/index.js';
import {
  coerceComparator,
  newFilterOptionName,
  operatorArity,
  type EditableAdhocFilter,
} from '@control-schemas/widgets/pickers/adhoc-filter-helpers.js';
import { CURRENT_RANGES, LAST_RANGES, PREVIOUS_RANGES } from '@control-schemas/widgets/pickers/time-range-expression.js';
import { NO_TIME_RANGE } from '@core/query/time-range/index.js';
import type { FilterOperator } from '@core/plugin-api/index.js';
import type { DatasetColumn } from '../../../dataset/dataset-types';
import { datasetColumnLabel, exploreColumnOf } from './dataset-columns';

/** The time ranges offered for the time pre-filter; any other expression can be typed. */
export const PRE_FILTER_TIME_RANGES: readonly string[] = [NO_TIME_RANGE, ...LAST_RANGES, ...PREVIOUS_RANGES, ...CURRENT_RANGES];

/** A new, empty pre-filter row (a column must be chosen before saving). */
export function newPreFilter(): EditableAdhocFilter {
  return { expressionType: 'SIMPLE', clause: 'WHERE', subject: '', operator: 'IN', comparator: [], filterOptionName: newFilterOptionName(), isExtra: false };
}

function comparatorText(comparator: unknown): string {
  if (comparator === null || comparator === undefined) return '';
  if (Array.isArray(comparator)) return comparator.map((value) => String(value)).join(', ');
  return String(comparator);
}

function PreFilterRow({ filter, columns, onChange, onRemove, index }: { filter: EditableAdhocFilter; columns: readonly DatasetColumn[]; onChange: (filter: EditableAdhocFilter) => void; onRemove: () => void; index: number }) {
  // Typed text is kept as typed ("a, " must not lose its comma while the list is written).
  const [text, setText] = useState(() => comparatorText(filter.comparator));
  const column = columns.find((candidate) => candidate.column_name === filter.subject);
  const operator = filter.operator ?? 'IN';
  const arity = operatorArity(operator);
  const comparatorOf = (value: string, nextOperator: FilterOperator, subject: string | null | undefined) => {
    const target = columns.find((candidate) => candidate.column_name === subject);
    const raw = operatorArity(nextOperator) === 'multi' ? value.split(',').map((part) => part.trim()).filter((part) => part !== '') : value;
    return coerceComparator(raw, target ? exploreColumnOf(target) : null, nextOperator);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.2fr auto', gap: 1, alignItems: 'start' }} data-testid="pre-filter-row">
      <TextField
        select
        size="small"
        label="Pre-filter column"
        value={column ? filter.subject : ''}
        onChange={(event) => onChange({ ...filter, subject: event.target.value, comparator: comparatorOf(text, operator, event.target.value) })}
      >
        {columns.map((candidate) => (
          <MenuItem key={candidate.column_name} value={candidate.column_name}>
            {datasetColumnLabel(candidate)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Operator"
        value={operator}
        onChange={(event) => {
          const next = event.target.value as FilterOperator;
          onChange({ ...filter, operator: next, comparator: comparatorOf(text, next, filter.subject) });
        }}
      >
        {FILTER_OPERATOR_CHOICES.filter((choice) => choice.const !== 'TEMPORAL_RANGE').map((choice) => (
          <MenuItem key={String(choice.const)} value={String(choice.const)}>
            {choice.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Value"
        value={arity === 'none' ? '' : text}
        disabled={arity === 'none'}
        helperText={arity === 'multi' ? 'Separate values with commas' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ ...filter, comparator: comparatorOf(event.target.value, operator, filter.subject) });
        }}
      />
      <IconButton aria-label={`Remove pre-filter ${index + 1}`} onClick={onRemove} size="small" sx={{ mt: 0.5 }}>
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Props of {@link PreFiltersField}. */
export interface PreFiltersFieldProps {
  columns: readonly DatasetColumn[];
  filters: readonly EditableAdhocFilter[];
  onFiltersChange: (filters: EditableAdhocFilter[]) => void;
  timeRange: string;
  onTimeRangeChange: (timeRange: string) => void;
  /** The pre-filters' problem, shown under them. */
  error?: string;
}

/**
 * What limits the filter's options: "column / operator / value" rows (WHERE adhoc filters) and a
 * time range, picked from the common ones or typed.
 */
export function PreFiltersField({ columns, filters, onFiltersChange, timeRange, onTimeRangeChange, error }: PreFiltersFieldProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {filters.map((filter, index) => (
        <PreFilterRow
          key={filter.filterOptionName ?? index}
          index={index}
          filter={filter}
          columns={columns}
          onChange={(next) => onFiltersChange(filters.map((candidate, at) => (at === index ? next : candidate)))}
          onRemove={() => onFiltersChange(filters.filter((_candidate, at) => at !== index))}
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onFiltersChange([...filters, newPreFilter()])}>
          Add pre-filter
        </Button>
      </Box>
      <Autocomplete
        freeSolo
        size="small"
        options={PRE_FILTER_TIME_RANGES}
        value={timeRange}
        inputValue={timeRange}
        onInputChange={(_event, value) => onTimeRangeChange(value)}
        onChange={(_event, value) => onTimeRangeChange(value ?? '')}
        renderInput={(params) => <TextField {...params} label="Time range" helperText="Only values in this time range are offered" />}
      />
    </Box>
  );
}
