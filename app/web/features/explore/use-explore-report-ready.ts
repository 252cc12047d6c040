import { useEffect, useState } from 'react';

const FINISHED = new Set(['rendered', 'failed', 'stopped']);

/**
 * Whether explore's chart area has finished: drawn, failed or stopped, or its data came but the
 * chart shows an error in place of the drawing (the viz could not load or transform it).
 */
export function chartAreaFinished(area: Element): boolean {
  const status = area.getAttribute('data-status');
  if (status !== null && FINISHED.has(status)) return true;
  return status === 'success' && area.querySelector('[data-testid="chart-container"] > [role="alert"]') !== null;
}

function setReportReady(ready: boolean): void {
  if (ready) document.documentElement.dataset['reportReady'] = 'true';
  else delete document.documentElement.dataset['reportReady'];
}

/**
 * The standalone explore page's report signal (`document.documentElement.dataset.reportReady`):
 * set once the chart area inside the returned ref's element has finished, or when the page could
 * not open the chart (`failed`), removed while the chart loads again and when the page closes.
 */
export function useExploreReportReady(failed: boolean): (element: HTMLElement | null) => void {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (failed) {
      setReportReady(true);
      return () => setReportReady(false);
    }
    if (!root) return undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(settle);
      const area = root.querySelector('[data-testid="chart-area"]');
      if (!area || !chartAreaFinished(area)) {
        setReportReady(false);
        return;
      }
      // The chart redraws after the status changes: look again once this task is over.
      settle = setTimeout(() => setReportReady(chartAreaFinished(area)), 0);
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
    check();
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      setReportReady(false);
    };
  }, [root, failed]);
  return setRoot;
}
