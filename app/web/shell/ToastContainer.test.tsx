// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectToasts } from '../store/message-toasts-slice';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast } from '../store/toast-actions';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { ToastContainer } from './ToastContainer';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered;

beforeEach(async () => {
  vi.useFakeTimers();
  rendered = await renderApp(<ToastContainer />, { bootstrap: testBootstrap(testUser({ Admin: [] })) });
});
afterEach(async () => {
  await rendered.unmount();
  vi.useRealTimers();
});

const shownTexts = () => [...rendered.container.querySelectorAll('.MuiAlert-message')].map((el) => el.textContent);
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('ToastContainer', () => {
  it('stacks toasts with the severity of their kind (danger shows as error)', async () => {
    await act(async () => {
      rendered.store.dispatch(addInfoToast('Info'));
      rendered.store.dispatch(addSuccessToast('Saved'));
      rendered.store.dispatch(addWarningToast('Careful'));
      rendered.store.dispatch(addDangerToast('Failed to save slice'));
    });
    const alerts = [...rendered.container.querySelectorAll('.MuiAlert-root')];
    expect(shownTexts()).toEqual(['Info', 'Saved', 'Careful', 'Failed to save slice']);
    expect(alerts.map((alert) => [...alert.classList].find((c) => /^MuiAlert-color/.test(c)))).toEqual([
      'MuiAlert-colorInfo',
      'MuiAlert-colorSuccess',
      'MuiAlert-colorWarning',
      'MuiAlert-colorError',
    ]);
  });

  it('dismisses each toast after its kind’s duration', async () => {
    await act(async () => {
      rendered.store.dispatch(addInfoToast('info'));
      rendered.store.dispatch(addSuccessToast('success'));
      rendered.store.dispatch(addWarningToast('warning'));
      rendered.store.dispatch(addDangerToast('danger'));
    });
    await advance(3999);
    expect(shownTexts()).toEqual(['info', 'success', 'warning', 'danger']);
    await advance(1);
    expect(shownTexts()).toEqual(['warning', 'danger']);
    await advance(1999);
    expect(shownTexts()).toEqual(['warning', 'danger']);
    await advance(1);
    expect(shownTexts()).toEqual(['danger']);
    await advance(2000);
    expect(shownTexts()).toEqual([]);
    expect(selectToasts(rendered.store.getState())).toEqual([]);
  });

  it('times each toast from when it appeared', async () => {
    await act(async () => rendered.store.dispatch(addInfoToast('first')));
    await advance(3000);
    await act(async () => rendered.store.dispatch(addInfoToast('second')));
    await advance(1000);
    expect(shownTexts()).toEqual(['second']);
    await advance(3000);
    expect(shownTexts()).toEqual([]);
  });

  it('closes a toast when the user dismisses it', async () => {
    await act(async () => {
      rendered.store.dispatch(addDangerToast('first'));
      rendered.store.dispatch(addDangerToast('second'));
    });
    const close = rendered.container.querySelector<HTMLButtonElement>('button[title="Dismiss"]')!;
    await act(async () => close.click());
    expect(shownTexts()).toEqual(['second']);
  });

  it('keeps a toast with duration 0 until it is dismissed', async () => {
    await act(async () => rendered.store.dispatch(addWarningToast('sticky', { duration: 0 })));
    await advance(60_000);
    expect(shownTexts()).toEqual(['sticky']);
  });
});
