import type { ScrollSize } from './embedded-protocol';

/**
 * The embedded page's full content size: the page is as tall as the iframe and the dashboard's
 * grid scrolls inside it, so the height is the page's less the grid's visible part plus the whole
 * grid (`scroller`'s content). A host sets its iframe to this size to show the dashboard without
 * a scroll bar.
 */
export function measureScrollSize(root: HTMLElement | null, scroller: HTMLElement | null = root?.querySelector<HTMLElement>('[data-testid="dashboard-scroll"]') ?? null): ScrollSize {
  if (!root) return { width: 0, height: 0 };
  const content = scroller?.firstElementChild;
  const height = scroller && content instanceof HTMLElement ? root.scrollHeight - scroller.clientHeight + content.scrollHeight : root.scrollHeight;
  return { width: Math.ceil(root.scrollWidth), height: Math.ceil(Math.max(0, height)) };
}
