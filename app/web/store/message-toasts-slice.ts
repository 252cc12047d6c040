import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS, type ToastKind } from './toast-kind';

export interface MessageToast {
  id: string;
  kind: ToastKind;
  text: string;
  /** Milliseconds before the toast dismisses itself; 0 keeps it until closed. */
  duration: number;
}

export interface ToastOptions {
  /** Overrides the kind's duration (§9); 0 keeps the toast until closed. */
  duration?: number;
  /** Skip the toast when one with the same kind and text is already shown. */
  noDuplicate?: boolean;
}

interface AddToastPayload {
  toast: MessageToast;
  noDuplicate: boolean;
}

export interface MessageToastsState {
  toasts: MessageToast[];
}

const initialState: MessageToastsState = { toasts: [] };

export const messageToastsSlice = createSlice({
  name: 'messageToasts',
  initialState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<AddToastPayload>) {
        const { toast, noDuplicate } = action.payload;
        if (noDuplicate && state.toasts.some((shown) => shown.kind === toast.kind && shown.text === toast.text)) {
          return;
        }
        state.toasts.push(toast);
      },
      prepare(kind: ToastKind, text: string, options: ToastOptions = {}) {
        const toast: MessageToast = { id: nanoid(), kind, text, duration: options.duration ?? TOAST_DURATION_MS[kind] };
        return { payload: { toast, noDuplicate: options.noDuplicate ?? false } };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

export const { addToast, removeToast } = messageToastsSlice.actions;
export const { selectToasts } = messageToastsSlice.selectors;
