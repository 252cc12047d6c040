import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DraftNameCellProps {
  name: string;
  verboseName: string;
  certifiedBy: string;
  /** Shows the name in red: the row has a problem to fix before saving. */
  hasProblem: boolean;
  /** More icons after the certified badge, e.g. a warning. */
  badges?: ReactNode;
  /** Shown under the names, e.g. a calculated column's SQL. */
  children?: ReactNode;
}

/** The first cell of an editor row: its name, a certified badge, and its verbose name under it. */
export function DraftNameCell({ name, verboseName, certifiedBy, hasProblem, badges, children }: DraftNameCellProps) {
  return (
    <TableCell>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, color: hasProblem ? 'error.main' : undefined }}>
          {name || '(unnamed)'}
        </Typography>
        {certifiedBy ? (
          <Tooltip title={`Certified by ${certifiedBy}`}>
            <VerifiedIcon fontSize="inherit" sx={{ color: 'primary.main' }} aria-label={`Certified by ${certifiedBy}`} />
          </Tooltip>
        ) : null}
        {badges}
      </Box>
      {verboseName ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {verboseName}
        </Typography>
      ) : null}
      {children}
    </TableCell>
  );
}
