import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { messageToastsSlice, removeToast, selectToasts } from './message-toasts-slice';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast } from './toast-actions';
import { TOAST_DURATION_MS } from './toast-kind';

const createStore = () => configureStore({ reducer: { [messageToastsSlice.reducerPath]: messageToastsSlice.reducer } });

describe('messageToasts slice', () => {
  it('gives each kind its duration from the spec (§9)', () => {
    expect(TOAST_DURATION_MS).toEqual({ info: 4000, success: 4000, warning: 6000, danger: 8000 });
    const store = createStore();
    store.dispatch(addInfoToast('Query was stopped.'));
    store.dispatch(addSuccessToast('Your query was saved'));
    store.dispatch(addWarningToast('This chart has been moved to a different filter scope.'));
    store.dispatch(addDangerToast('Failed to save slice'));
    expect(selectToasts(store.getState()).map(({ kind, text, duration }) => [kind, text, duration])).toEqual([
      ['info', 'Query was stopped.', 4000],
      ['success', 'Your query was saved', 4000],
      ['warning', 'This chart has been moved to a different filter scope.', 6000],
      ['danger', 'Failed to save slice', 8000],
    ]);
  });

  it('stacks several toasts, each with its own id, in the order they came', () => {
    const store = createStore();
    store.dispatch(addDangerToast('Failed to stop query.'));
    store.dispatch(addDangerToast('Failed to stop query.'));
    const toasts = selectToasts(store.getState());
    expect(toasts).toHaveLength(2);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(2);
  });

  it('dismisses one toast by id and keeps the others', () => {
    const store = createStore();
    store.dispatch(addInfoToast('first'));
    store.dispatch(addInfoToast('second'));
    const [first] = selectToasts(store.getState());
    store.dispatch(removeToast(first!.id));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual(['second']);
  });

  it('accepts a custom duration, and skips duplicates when asked', () => {
    const store = createStore();
    store.dispatch(addWarningToast('Saving…', { duration: 0 }));
    store.dispatch(addWarningToast('Saving…', { noDuplicate: true }));
    store.dispatch(addInfoToast('Saving…', { noDuplicate: true }));
    const toasts = selectToasts(store.getState());
    expect(toasts.map(({ kind, duration }) => [kind, duration])).toEqual([
      ['warning', 0],
      ['info', 4000],
    ]);
  });
});
