import { addToast, type ToastOptions } from './message-toasts-slice';

/** Action creators for each toast kind: `dispatch(addDangerToast('Failed to save slice'))`. */
export const addInfoToast = (text: string, options?: ToastOptions) => addToast('info', text, options);
export const addSuccessToast = (text: string, options?: ToastOptions) => addToast('success', text, options);
export const addWarningToast = (text: string, options?: ToastOptions) => addToast('warning', text, options);
export const addDangerToast = (text: string, options?: ToastOptions) => addToast('danger', text, options);
