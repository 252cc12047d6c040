import type { FilterComponentProps } from '@core/plugin-api/index.js';
import { COMPACT_FIELD_SX } from '@control-schemas/widgets/compact-field.js';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { RangeFilterControls } from './config-schema.js';
import { rangeBoundsOf, rangeFilterState, rangeStep, rangeValueOf, type RangeValue } from './range-value.js';

/** The props the host passes to the `filter_range` component. */
export type RangeFilterProps = FilterComponentProps<RangeFilterControls, RangeValue>;

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** A typed bound: a number, or null for an empty field (that side open); undefined when it is not a number. */
function parseBound(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The `filter_range` input: an MUI range slider over the column's smallest and largest value,
 * and a number field for each bound (empty leaves that side open). A drag is reported when it
 * ends; a typed bound when the field loses focus or Enter is pressed.
 */
export default function RangeFilter(props: RangeFilterProps): ReactElement {
  const { filter, data, loading, error, filterState, setFilterState, orientation, width, inputId, required } = props;
  const bounds = rangeBoundsOf(data);
  const [lower, upper] = rangeValueOf(filterState.value);
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const [texts, setTexts] = useState<[string, string]>([textOf(lower), textOf(upper)]);

  // The value may change from outside (the filter bar's clear-all, a default): show it.
  useEffect(() => setTexts([textOf(lower), textOf(upper)]), [lower, upper]);

  const commitTexts = () => {
    const next = [parseBound(texts[0]), parseBound(texts[1])] as const;
    if (next[0] === undefined || next[1] === undefined) {
      setTexts([textOf(lower), textOf(upper)]);
      return;
    }
    if (next[0] !== lower || next[1] !== upper) setFilterState(rangeFilterState(next[0], next[1]));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commitTexts();
  };

  const sliderValue: [number, number] = dragged ?? (bounds ? [lower ?? bounds.min, upper ?? bounds.max] : [0, 0]);
  const empty = lower === null && upper === null;
  const helperText = error ?? (required && empty ? 'Value is required' : undefined);
  const horizontal = orientation === 'horizontal';
  const field = (index: 0 | 1) => (
    <TextField
      fullWidth
      size="small"
      type="number"
      value={texts[index]}
      placeholder={index === 0 ? textOf(bounds?.min ?? null) || 'Min' : textOf(bounds?.max ?? null) || 'Max'}
      error={helperText !== undefined}
      onChange={(event) => setTexts(index === 0 ? [event.target.value, texts[1]] : [texts[0], event.target.value])}
      onBlur={commitTexts}
      onKeyDown={onKeyDown}
      sx={COMPACT_FIELD_SX}
      slotProps={{
        htmlInput: index === 0 ? { id: inputId, 'data-bound': 'min' } : { 'aria-label': `${filter.name} maximum`, 'data-bound': 'max' },
      }}
    />
  );

  return (
    <Box data-filter-type="filter_range" sx={{ width: '100%', maxWidth: width, minWidth: 0 }}>
      {/* Slider over the two bounds in both orientations: side by side, the number fields get too narrow to read. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: horizontal ? 0 : 0.5 }}>
        <Box sx={{ px: 1 }}>
          <Slider
            size="small"
            value={sliderValue}
            min={bounds?.min ?? 0}
            max={bounds?.max ?? 0}
            step={bounds ? rangeStep(bounds) : 1}
            disabled={!bounds || loading || bounds.min === bounds.max}
            getAriaLabel={(index) => (index === 0 ? `${filter.name} minimum` : `${filter.name} maximum`)}
            valueLabelDisplay="auto"
            disableSwap
            onChange={(_event, next) => setDragged(next as [number, number])}
            onChangeCommitted={(_event, next) => {
              setDragged(null);
              const [from, to] = next as [number, number];
              setFilterState(rangeFilterState(from, to));
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {field(0)}
          <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
            –
          </Box>
          {field(1)}
        </Box>
      </Box>
      {helperText !== undefined && <FormHelperText error>{helperText}</FormHelperText>}
    </Box>
  );
}
