import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { NO_TIME_RANGE } from '@core/query/time-range/index.js';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ReactElement } from 'react';
import { useControlPanel } from '../control-panel-context.js';
import { ResolvedTimeRangeText } from './ResolvedTimeRangeText.js';
import { TimeRangeEditor } from './TimeRangeEditor.js';
import { useResolvedTimeRange } from './use-resolved-time-range.js';

/** The column the range is shown against: `col`, as Superset writes it whatever the time column. */
const COLUMN_LABEL = 'col';

/**
 * The rjsf widget of `time_range`: the stored expression, the range the server resolves it to
 * below it (`2024-01-01 ≤ col < 2024-02-01`, or the error in red), and an editor popover with the
 * range types No filter, Last, Previous, Current, Custom and Advanced.
 */
export function TimeRangeWidget(props: WidgetProps): ReactElement {
  const { id, value, onChange, disabled, readonly } = props;
  const timeRange = typeof value === 'string' && value.trim() !== '' ? value : NO_TIME_RANGE;
  const { services } = useControlPanel();
  const resolved = useResolvedTimeRange(timeRange, services.resolveTimeRange);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Box>
      <ButtonBase
        id={id}
        disabled={Boolean(disabled || readonly)}
        aria-haspopup="dialog"
        aria-label={`Time range: ${timeRange}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 0.75,
          px: 1,
          minHeight: 30,
          border: '1px solid',
          borderColor: anchor ? 'primary.main' : 'divider',
          borderRadius: 1,
          fontSize: 13,
          textAlign: 'left',
          '&:hover': { borderColor: 'primary.main' },
        }}
      >
        <EventIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {timeRange}
        </Box>
      </ButtonBase>
      <Box sx={{ mt: 0.25, px: 0.25 }}>
        <ResolvedTimeRangeText state={resolved} columnLabel={COLUMN_LABEL} testId="resolved-time-range" />
      </Box>
      {anchor && (
        <TimeRangeEditor
          anchorEl={anchor}
          value={timeRange}
          columnLabel={COLUMN_LABEL}
          onApply={(next) => {
            setAnchor(null);
            onChange(next);
          }}
          onClose={() => setAnchor(null)}
        />
      )}
    </Box>
  );
}
