import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { useControlPanel } from '../control-panel-context.js';
import { CustomBoundInput } from './CustomBoundInput.js';
import { EditorPopover } from './EditorPopover.js';
import { ResolvedTimeRangeText } from './ResolvedTimeRangeText.js';
import {
  buildTimeRangeExpression,
  CURRENT_RANGES,
  draftForMode,
  guessTimeRangeDraft,
  isTimeRangeDraftComplete,
  LAST_RANGES,
  PREVIOUS_RANGES,
  TIME_RANGE_MODES,
  type TimeRangeDraft,
  type TimeRangeMode,
} from './time-range-expression.js';
import { useResolvedTimeRange } from './use-resolved-time-range.js';

const PRESETS: Readonly<Record<'Last' | 'Previous' | 'Current', readonly string[]>> = {
  Last: LAST_RANGES,
  Previous: PREVIOUS_RANGES,
  Current: CURRENT_RANGES,
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TimeRangeEditorProps {
  anchorEl: Element | null;
  /** The stored `time_range`. */
  value: string;
  /** The column the range applies to, named in the resolved-range text. */
  columnLabel: string;
  onApply: (timeRange: string) => void;
  onClose: () => void;
}

/**
 * Edits a time range by mode (No filter, Last, Previous, Current, Custom, Advanced), previewing
 * the range the server resolves it to. Until something is changed, Apply keeps the stored value
 * exactly as written.
 */
export function TimeRangeEditor({ anchorEl, value, columnLabel, onApply, onClose }: TimeRangeEditorProps): ReactElement {
  const { services } = useControlPanel();
  const [draft, setDraft] = useState<TimeRangeDraft>(() => guessTimeRangeDraft(value));
  const [edited, setEdited] = useState(false);
  const expression = edited ? buildTimeRangeExpression(draft) : value;
  const preview = useResolvedTimeRange(expression, services.resolveTimeRange);
  const complete = isTimeRangeDraftComplete(draft);
  const canApply = complete && !preview.pending && preview.resolution?.status === 'resolved';

  const update = (next: TimeRangeDraft) => {
    setDraft(next);
    setEdited(true);
  };

  return (
    <EditorPopover
      anchorEl={anchorEl}
      title="Edit time range"
      onClose={onClose}
      onSave={() => canApply && onApply(expression)}
      saveDisabled={!canApply}
      saveText="Apply"
      cancelText="Cancel"
      width={360}
    >
      <TextField
        select
        size="small"
        fullWidth
        label="Range type"
        value={draft.mode}
        onChange={(event) => update(draftForMode(event.target.value as TimeRangeMode, draft))}
      >
        {TIME_RANGE_MODES.map((mode) => (
          <MenuItem key={mode} value={mode} dense>
            {mode}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ mt: 1.5 }}>
        {draft.mode === 'No filter' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The chart is not filtered on time.
          </Typography>
        )}
        {(draft.mode === 'Last' || draft.mode === 'Previous' || draft.mode === 'Current') && (
          <RadioGroup
            aria-label={`${draft.mode} ranges`}
            value={draft.range}
            onChange={(event) => update({ mode: draft.mode as 'Last' | 'Previous' | 'Current', range: event.target.value })}
          >
            {PRESETS[draft.mode].map((range) => (
              <FormControlLabel
                key={range}
                value={range}
                control={<Radio size="small" sx={{ py: 0.25 }} />}
                label={capitalize(range)}
                slotProps={{ typography: { variant: 'body2' } }}
              />
            ))}
          </RadioGroup>
        )}
        {draft.mode === 'Custom' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <CustomBoundInput label="START" bound={draft.start} defaultDirection="before" onChange={(start) => update({ ...draft, start })} />
            <CustomBoundInput label="END" bound={draft.end} defaultDirection="after" onChange={(end) => update({ ...draft, end })} />
          </Box>
        )}
        {draft.mode === 'Advanced' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <TextField
              size="small"
              label="START (inclusive)"
              value={draft.start}
              placeholder="DATEADD(DATETIME(&quot;today&quot;), -7, day)"
              onChange={(event) => update({ ...draft, start: event.target.value })}
            />
            <TextField size="small" label="END (exclusive)" value={draft.end} placeholder="today" onChange={(event) => update({ ...draft, end: event.target.value })} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Dates (2024-01-31), now, today, 7 days ago, start of this month, DATEADD(…); leave a side empty to leave it open.
            </Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          Actual time range
        </Typography>
        <ResolvedTimeRangeText state={preview} columnLabel={columnLabel} testId="time-range-preview" />
      </Box>
    </EditorPopover>
  );
}
