import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface DraftFieldGridProps {
  /** The grid's columns from `md` up, e.g. "1fr 2fr"; narrower screens stack the fields. */
  columns?: string;
  children: ReactNode;
}

/** Editor fields side by side on wide screens, one under another on narrow ones. */
export function DraftFieldGrid({ columns = '1fr 1fr', children }: DraftFieldGridProps) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: columns }, gap: 2 }}>{children}</Box>;
}
