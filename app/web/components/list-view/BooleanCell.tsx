import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A yes/no table cell: a check mark or a faint dash, read out as "Yes" or "No". */
export function BooleanCell({ value }: { value: boolean | null | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {value ? (
        <CheckIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
      ) : (
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          –
        </Box>
      )}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {value ? 'Yes' : 'No'}
      </Box>
    </Box>
  );
}
