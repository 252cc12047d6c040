import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { removeToast, selectToasts, type MessageToast } from '../store/message-toasts-slice';
import type { ToastKind } from '../store/toast-kind';

const SEVERITY: Readonly<Record<ToastKind, AlertColor>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

function ToastAlert({ toast }: { toast: MessageToast }) {
  const dispatch = useAppDispatch();
  const { id, duration } = toast;

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(removeToast(id)), duration);
    return () => clearTimeout(timer);
  }, [dispatch, id, duration]);

  return (
    <Alert
      severity={SEVERITY[toast.kind]}
      role={toast.kind === 'danger' || toast.kind === 'warning' ? 'alert' : 'status'}
      onClose={() => dispatch(removeToast(id))}
      slotProps={{ closeButton: { title: 'Dismiss' } }}
      sx={{ boxShadow: 6, border: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
      data-toast-kind={toast.kind}
    >
      {toast.text}
    </Alert>
  );
}

/** The message toasts, stacked bottom-right; each closes itself after its kind's duration. */
export function ToastContainer() {
  const toasts = useAppSelector(selectToasts);
  return (
    <Stack
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 'snackbar',
        width: 380,
        maxWidth: 'calc(100vw - 32px)',
        gap: 1,
        pointerEvents: toasts.length ? 'auto' : 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastAlert key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
