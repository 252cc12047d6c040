/** The kinds of message toast (product spec §9) and how long each stays on screen. */
export type ToastKind = 'info' | 'success' | 'warning' | 'danger';

export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
};
