import type { FilterComponentProps } from '@core/plugin-api/index.js';
import { COMPACT_FIELD_SX } from '@control-schemas/widgets/compact-field.js';
import { ResolvedTimeRangeText } from '@control-schemas/widgets/pickers/ResolvedTimeRangeText.js';
import {
  CURRENT_RANGES,
  draftForMode,
  guessTimeRangeDraft,
  LAST_RANGES,
  PREVIOUS_RANGES,
  type TimeRangeDraft,
} from '@control-schemas/widgets/pickers/time-range-expression.js';
import { timeRangeErrorMessage, useResolvedTimeRange, type TimeRangeResolution } from '@control-schemas/widgets/pickers/use-resolved-time-range.js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactElement } from 'react';
import type { TimeFilterControls } from './config-schema.js';
import { NO_TIME_FILTER, timeFilterState, timeRangeOf } from './time-range-value.js';

/** The props the host passes to the `filter_time` component. */
export type TimeFilterProps = FilterComponentProps<TimeFilterControls, string>;

/** The choice that shows the `start : end` field. */
const ADVANCED = 'Advanced';
/** The column the resolved range is shown against: each chart applies it to its own. */
const COLUMN_LABEL = 'col';

const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Last', LAST_RANGES],
  ['Previous', PREVIOUS_RANGES],
  ['Current', CURRENT_RANGES],
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The select's choice for a stored range: No filter, a preset in its own spelling, or Advanced. */
function choiceOf(draft: TimeRangeDraft): string {
  if (draft.mode === 'No filter') return NO_TIME_FILTER;
  return draft.mode === 'Last' || draft.mode === 'Previous' || draft.mode === 'Current' ? draft.range : ADVANCED;
}

/** The `start : end` text a range starts from in the Advanced field. */
function advancedTextOf(draft: TimeRangeDraft, timeRange: string | null): string {
  const advanced = draftForMode('Advanced', draft);
  if (advanced.mode === 'Advanced' && (advanced.start || advanced.end)) return advanced.end ? `${advanced.start} : ${advanced.end}` : advanced.start;
  return timeRange ?? '';
}

/** A resolution's error message, or null when it resolved. */
const errorOf = (resolution: TimeRangeResolution): string | null => (resolution.status === 'error' ? resolution.message : null);

/**
 * The `filter_time` input, compact enough for a filter bar: a select of the common ranges (No
 * filter, Last day … year, Previous calendar week … year, Current day … year) and Advanced, which
 * shows a `start : end` field applied with Enter or Apply once the server resolves it. Under it,
 * the range the current expression resolves to (`services.resolveTimeRange`).
 */
export default function TimeFilter(props: TimeFilterProps): ReactElement {
  const { filterState, setFilterState, orientation, width, inputId, required, services, error } = props;
  const timeRange = timeRangeOf(filterState.value);
  const draft = guessTimeRangeDraft(timeRange);
  const storedChoice = choiceOf(draft);
  const [editing, setEditing] = useState<string | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);

  // A value set from outside (clear all, a default) ends an edit in progress.
  useEffect(() => {
    setEditing(null);
    setApplyError(null);
  }, [timeRange]);

  const advanced = editing !== null || storedChoice === ADVANCED;
  const expression = editing ?? timeRange ?? NO_TIME_FILTER;
  const resolved = useResolvedTimeRange(expression, services.resolveTimeRange);

  const choose = (choice: string) => {
    setApplyError(null);
    if (choice === ADVANCED) setEditing(advancedTextOf(draft, timeRange));
    else {
      setEditing(null);
      setFilterState(timeFilterState(choice));
    }
  };
  const apply = async () => {
    if (editing === null) return;
    const text = editing.trim();
    // The editor has usually resolved this very text already; the server is asked only when not.
    const known = text === editing && !resolved.pending ? resolved.resolution : null;
    const failure = known ? errorOf(known) : await services.resolveTimeRange(text).then(() => null, timeRangeErrorMessage);
    if (failure !== null) {
      setApplyError(failure);
      return;
    }
    setFilterState(timeFilterState(text));
    setEditing(null);
  };

  const helperText = error ?? applyError ?? (required && timeRange === null ? 'Value is required' : undefined);
  const horizontal = orientation === 'horizontal';

  return (
    <Box data-filter-type="filter_time" sx={{ width: '100%', maxWidth: width, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: horizontal ? 'row' : 'column', gap: 0.75 }}>
        <TextField
          select
          id={inputId}
          size="small"
          fullWidth
          value={advanced ? ADVANCED : storedChoice}
          error={helperText !== undefined}
          onChange={(event) => choose(event.target.value)}
          sx={COMPACT_FIELD_SX}
          slotProps={{ select: { native: true } }}
        >
          <option value={NO_TIME_FILTER}>{NO_TIME_FILTER}</option>
          {GROUPS.map(([group, ranges]) => (
            <optgroup key={group} label={group}>
              {ranges.map((range) => (
                <option key={range} value={range}>
                  {capitalize(range)}
                </option>
              ))}
            </optgroup>
          ))}
          <option value={ADVANCED}>Advanced…</option>
        </TextField>
        {advanced && (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              value={editing ?? timeRange ?? ''}
              placeholder="2024-01-01 : 2024-02-01"
              error={applyError !== null}
              onChange={(event) => {
                setApplyError(null);
                setEditing(event.target.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void apply();
              }}
              sx={COMPACT_FIELD_SX}
              slotProps={{ htmlInput: { 'aria-label': 'Time range: start : end', 'data-part': 'advanced' } }}
            />
            <Button size="small" variant="outlined" disabled={editing === null || editing.trim() === ''} onClick={() => void apply()}>
              Apply
            </Button>
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 0.25, px: 0.25 }}>
        <ResolvedTimeRangeText state={resolved} columnLabel={COLUMN_LABEL} testId="filter-time-resolved" />
      </Box>
      {helperText !== undefined && <FormHelperText error>{helperText}</FormHelperText>}
    </Box>
  );
}
