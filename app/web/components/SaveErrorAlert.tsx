import Alert from '@mui/material/Alert';

/**
 * Why a save was refused, above the form or dialog content; nothing while there is no message.
 * Line breaks are kept: one refusal may name several fields, a line each.
 */
export function SaveErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
      {message}
    </Alert>
  );
}
