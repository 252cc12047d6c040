import { createContext } from 'react';

/**
 * True while a picture of the dashboard is being prepared: every chart of the shown tabs loads
 * and draws at once, scrolled to or not (charts otherwise load as they come into view). Charts
 * on hidden tabs are left alone: a picture shows only what the tabs show.
 */
export const RenderAllChartsContext = createContext(false);

/** The longest a download waits for the charts to draw before it takes the picture as they are. */
export const CHARTS_DRAWN_TIMEOUT_MS = 45_000;

/**
 * A chart that has drawn, failed, or waits for a required filter value: nothing more will come.
 * A chart whose data came but whose viz could not draw it shows the error in place of the drawing.
 */
function isSettled(holder: Element): boolean {
  const status = holder.getAttribute('data-chart-status');
  if (status === 'rendered' || status === 'failed') return true;
  if (status === 'success') return holder.querySelector('[data-testid="chart-container"] > [role="alert"]') !== null;
  return status === 'idle' && holder.querySelector('[data-testid="chart-waiting-for-filters"]') !== null;
}

/** Whether an element is laid out: not on a hidden tab (nor inside anything else not displayed). */
export function isDisplayed(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The charts shown in `container` (on its shown tabs) that have not drawn, failed or settled yet. */
export function chartsStillDrawing(container: Element, displayed: (element: Element) => boolean = isDisplayed): Element[] {
  return [...container.querySelectorAll('[data-chart-status]')].filter((holder) => displayed(holder) && !isSettled(holder));
}

/** Options of {@link waitForChartsDrawn}. */
export interface WaitForChartsOptions {
  /** Gives up after this long; {@link CHARTS_DRAWN_TIMEOUT_MS} by default. */
  timeoutMs?: number;
  /** Whether a chart holder is on a shown tab; {@link isDisplayed} by default. */
  displayed?: (element: Element) => boolean;
}

/**
 * Waits until every chart shown in `container` has drawn (or failed, or waits for a required
 * filter value), following the holders' `data-chart-status` as it changes. Answers how many were
 * still drawing when it gave up after `timeoutMs`: 0 when all of them finished in time.
 */
export function waitForChartsDrawn(container: Element, options: WaitForChartsOptions = {}): Promise<number> {
  const { timeoutMs = CHARTS_DRAWN_TIMEOUT_MS, displayed = isDisplayed } = options;
  return new Promise((resolve) => {
    const pending = () => chartsStillDrawing(container, displayed).length;
    // The holders change their status after a render: look again once this task is over, then on each change.
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (left: number) => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(settleTimer);
      resolve(left);
    };
    const check = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => {
        if (pending() === 0) finish(0);
      }, 0);
    };
    const observer = new MutationObserver(check);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-status'] });
    const giveUp = setTimeout(() => finish(pending()), timeoutMs);
    check();
  });
}
