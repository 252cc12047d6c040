import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import type { ReactElement, ReactNode } from 'react';

interface EditorPopoverProps {
  anchorEl: Element | null;
  /** The accessible name of the dialog, e.g. "Edit metric". */
  title: string;
  onClose: () => void;
  /** Absent for editors that save on a click inside them (the column list). */
  onSave?: () => void;
  saveDisabled?: boolean;
  saveText?: string;
  cancelText?: string;
  width?: number;
  children: ReactNode;
}

/**
 * The popover the pickers edit a value in: content, then Cancel and Save. Rendered in a portal on
 * `document.body`; Escape or a click outside cancels.
 */
export function EditorPopover({
  anchorEl,
  title,
  onClose,
  onSave,
  saveDisabled = false,
  saveText = 'Save',
  cancelText = 'Close',
  width = 340,
  children,
}: EditorPopoverProps): ReactElement {
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width, maxWidth: 'calc(100vw - 16px)', p: 1.5 } } }}
    >
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
        <Button size="small" onClick={onClose}>
          {cancelText}
        </Button>
        {onSave && (
          <Button size="small" variant="contained" disabled={saveDisabled} onClick={onSave}>
            {saveText}
          </Button>
        )}
      </Box>
    </Popover>
  );
}
