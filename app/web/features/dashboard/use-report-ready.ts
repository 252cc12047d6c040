import { type RefObject, useEffect } from 'react';
import { chartsStillDrawing } from './render-all-charts';

/**
 * Sets or clears the page's "every chart has finished" signal that report rendering waits for:
 * `document.documentElement.dataset.reportReady === 'true'`, absent otherwise.
 */
export function setReportReady(ready: boolean, root: HTMLElement = document.documentElement): void {
  if (ready) root.dataset['reportReady'] = 'true';
  else delete root.dataset['reportReady'];
}

/**
 * Follows the chart holders in `container` and calls `onChange(true)` once every chart on the
 * shown tabs has drawn or failed (looked at again once the current task is over, since holders
 * update after each render), `onChange(false)` as soon as one loads again (a refresh, a filter,
 * another tab). Answers a function that stops watching.
 */
export function watchChartsFinished(container: Element, onChange: (finished: boolean) => void, displayed?: (element: Element) => boolean): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const pending = () => chartsStillDrawing(container, displayed).length;
  const check = () => {
    clearTimeout(settle);
    if (pending() > 0) {
      onChange(false);
      return;
    }
    settle = setTimeout(() => onChange(pending() === 0), 0);
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-status', 'hidden', 'style'] });
  check();
  return () => {
    observer.disconnect();
    clearTimeout(settle);
  };
}

/**
 * The dashboard's report signal: `reportReady` is set while every chart of the shown tabs in the
 * grid has finished, and removed while one is loading and when the dashboard closes. In the
 * report mode (`standalone=3`) every chart loads at once, so the signal comes without scrolling.
 */
export function useReportReady(container: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const element = container.current;
    if (!enabled || !element) return undefined;
    const stop = watchChartsFinished(element, (finished) => setReportReady(finished));
    return () => {
      stop();
      setReportReady(false);
    };
  }, [container, enabled]);
}
