import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

interface StateLook {
  Icon: ComponentType<SvgIconProps>;
  color: string;
}

// Superset's states (`ReportState`), each with the icon and colour the list and the log show.
const LOOKS: Readonly<Record<string, StateLook>> = {
  Success: { Icon: CheckCircleOutlinedIcon, color: 'success.main' },
  Error: { Icon: ErrorOutlinedIcon, color: 'error.main' },
  Working: { Icon: SyncIcon, color: 'info.main' },
  'Not triggered': { Icon: RemoveCircleOutlinedIcon, color: 'text.secondary' },
  'On Grace': { Icon: HourglassEmptyIcon, color: 'warning.main' },
};

/** A run state (a schedule's last state or a log row's) as an icon and its name; "Not run yet" when there is none. */
export function ReportStateLabel({ state }: { state: string | null | undefined }) {
  if (!state) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Not run yet
      </Box>
    );
  }
  const look = LOOKS[state] ?? { Icon: RemoveCircleOutlinedIcon, color: 'text.secondary' };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <look.Icon fontSize="small" aria-hidden sx={{ color: look.color }} />
      {state}
    </Box>
  );
}
