import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface DialogFormActionsProps {
  /** The primary button's text, e.g. "Save". */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** While the save runs: both buttons are off and the primary one spins. */
  busy: boolean;
  /** Keeps the primary button off, e.g. until what it saves has loaded. */
  submitDisabled?: boolean;
  /**
   * The id of the `<form>` the primary button submits from outside it. Leave it out for a button
   * inside its form; with `onSubmit`, the button submits nothing and calls `onSubmit` instead.
   */
  form?: string;
  onSubmit?: () => void;
  /** Red primary button, for deleting. */
  destructive?: boolean;
  submitTestId?: string;
  /** Added to the footer's own spacing (one dialog draws a line above it, another less room). */
  sx?: SxProps<Theme>;
}

/** A dialog's footer: Cancel, then the primary button with a spinner while the save runs. */
export function DialogFormActions({
  submitLabel,
  onCancel,
  busy,
  submitDisabled = false,
  form,
  onSubmit,
  destructive = false,
  submitTestId,
  sx,
}: DialogFormActionsProps) {
  const submitProps = onSubmit ? { onClick: onSubmit } : { type: 'submit' as const, form };
  return (
    <DialogActions sx={[{ px: 3, py: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        {...submitProps}
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={busy || submitDisabled}
        data-testid={submitTestId}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
