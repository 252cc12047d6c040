import { useCallback, useEffect, useRef, useState } from 'react';
import { type LayoutMap, findParentId, getTabPath } from '@core/dashboard/index.js';

/** How long a revealed component stays highlighted, in milliseconds. */
const HIGHLIGHT_MS = 3000;

/**
 * Brings a layout component into view: opens the tabs that enclose it, scrolls to it once drawn,
 * and highlights it for a moment. Answers `reveal(componentId)` and the highlighted id.
 */
export function useRevealComponent(layout: LayoutMap, setActiveTab: (tabsId: string, tabId: string) => void) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const reveal = useCallback(
    (componentId: string) => {
      if (!layout[componentId]) return false;
      for (const tabId of getTabPath(layout, componentId) ?? []) {
        const tabsId = findParentId(layout, tabId);
        if (tabsId !== undefined) setActiveTab(tabsId, tabId);
      }
      setPending(componentId);
      return true;
    },
    [layout, setActiveTab],
  );

  // Scroll once the tabs opened above have been drawn.
  useEffect(() => {
    if (pending === null) return undefined;
    const frame = requestAnimationFrame(() => {
      const element = document.querySelector(`[data-layout-id="${CSS.escape(pending)}"]`);
      element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      setHighlightedId(pending);
      setPending(null);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    });
    return () => cancelAnimationFrame(frame);
  }, [pending]);

  return { reveal, highlightedId };
}
