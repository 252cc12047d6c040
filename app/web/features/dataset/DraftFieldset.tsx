import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface DraftFieldsetProps {
  /** e.g. "Metric count": the fieldset's accessible name. */
  ariaLabel: string;
  onDone: () => void;
  children: ReactNode;
}

/** The fields of one editor row, shown under it, with "Done" to fold them away. */
export function DraftFieldset({ ariaLabel, onDone, children }: DraftFieldsetProps) {
  return (
    <Stack component="fieldset" aria-label={ariaLabel} sx={{ gap: 2, border: 0, m: 0, p: 2 }}>
      {children}
      <Box>
        <Button size="small" variant="outlined" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Stack>
  );
}
