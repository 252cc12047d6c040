import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { formatResolvedTimeRange } from './time-range-expression.js';
import type { ResolvedTimeRangeState } from './use-resolved-time-range.js';

interface ResolvedTimeRangeTextProps {
  state: ResolvedTimeRangeState;
  columnLabel: string;
  testId: string;
}

/** `2024-01-01 ≤ col < 2024-02-01` under a time range, or why it does not resolve, in red. */
export function ResolvedTimeRangeText({ state, columnLabel, testId }: ResolvedTimeRangeTextProps): ReactElement {
  const { resolution, pending } = state;
  const error = resolution?.status === 'error';
  return (
    <Typography
      variant="caption"
      component="div"
      data-testid={testId}
      role={error && !pending ? 'alert' : undefined}
      aria-busy={pending}
      sx={{ color: error ? 'error.main' : 'text.secondary', opacity: pending ? 0.6 : 1, fontFamily: error ? undefined : 'monospace', minHeight: 18 }}
    >
      {resolution === null ? '…' : resolution.status === 'error' ? resolution.message : formatResolvedTimeRange(resolution, columnLabel)}
    </Typography>
  );
}
