import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * An `observeElementRect` for `useVirtualizer` that reports `fallback` while the scroll element
 * has no size (not laid out yet, or an environment without layout), so the first rows still render.
 * `onMeasure` hears every size reported, for layouts that depend on the viewport's width.
 */
export function observeRectOr(fallback: Rect, onMeasure?: (rect: Rect) => void) {
  return <T extends Element>(instance: Virtualizer<T, Element>, onRect: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => {
      const size = rect.width === 0 && rect.height === 0 ? fallback : rect;
      onMeasure?.(size);
      onRect(size);
    });
}
