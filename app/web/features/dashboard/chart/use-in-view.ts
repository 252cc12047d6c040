import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** One observer per scroll root and margin: dashboards hold many charts. */
const observers = new Map<Element | null, Map<string, { observer: IntersectionObserver; callbacks: Map<Element, () => void> }>>();

function observe(root: Element | null, rootMargin: string, element: Element, onVisible: () => void): () => void {
  let byMargin = observers.get(root);
  if (!byMargin) {
    byMargin = new Map();
    observers.set(root, byMargin);
  }
  let shared = byMargin.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) callbacks.get(entry.target)?.();
      },
      { root, rootMargin },
    );
    shared = { observer, callbacks };
    byMargin.set(rootMargin, shared);
  }
  const { observer, callbacks } = shared;
  callbacks.set(element, onVisible);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    callbacks.delete(element);
    if (callbacks.size === 0) {
      observer.disconnect();
      byMargin.delete(rootMargin);
      if (byMargin.size === 0) observers.delete(root);
    }
  };
}

/** Pixels of the margin (its largest side) as a number. */
function marginPixels(rootMargin: string): number {
  return Math.max(0, ...rootMargin.split(/\s+/).map((part) => parseFloat(part) || 0));
}

/** Whether the element is drawn within the viewport (plus `margin`) now. */
function inViewport(element: Element, margin: number): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  return rect.bottom >= -margin && rect.top <= window.innerHeight + margin && rect.right >= -margin && rect.left <= window.innerWidth + margin;
}

/**
 * Whether the element has come into view (within `rootMargin` of the scroll root) at least once:
 * true from then on. Always true when `eager`, or where IntersectionObserver does not exist. While
 * `everyShown` holds, an element that is laid out (not on a hidden tab) counts as seen wherever it
 * is scrolled: a picture of the whole dashboard is being taken.
 */
export function useSeenOnce(ref: RefObject<Element | null>, options: { root?: Element | null; rootMargin?: string; eager?: boolean; everyShown?: boolean } = {}): boolean {
  const eager = Boolean(options.eager) || typeof IntersectionObserver === 'undefined';
  const [seen, setSeen] = useState(eager);
  const root = options.root ?? null;
  const rootMargin = options.rootMargin ?? '200px 0px';
  const everyShown = Boolean(options.everyShown);
  useEffect(() => {
    if (everyShown && !seen && ref.current && ref.current.getClientRects().length > 0) setSeen(true);
  }, [everyShown, seen, ref]);
  // Charts drawn in view at once load at once, without waiting a frame for the observer.
  useLayoutEffect(() => {
    if (!eager && !seen && ref.current && inViewport(ref.current, marginPixels(rootMargin))) setSeen(true);
    // Only the first layout matters: later changes come through the observer.
  }, []);
  useEffect(() => {
    if (eager) {
      setSeen(true);
      return undefined;
    }
    if (seen || !ref.current) return undefined;
    return observe(root, rootMargin, ref.current, () => setSeen(true));
  }, [eager, seen, root, rootMargin, ref]);
  return seen;
}
