import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type GridMetrics, gridMetrics } from './model/grid-geometry';

/** Used when the grid's width cannot be measured (no layout engine, as in tests). */
const FALLBACK_GRID_WIDTH = 1200;

/**
 * The grid's pixel sizes, from the width of the element `ref` is put on, kept up to date as it
 * resizes. `initialWidth` is a first guess that spares drawing every chart twice before the first
 * measure.
 */
export function useGridMetrics(initialWidth: number, remeasureKey: unknown): { ref: RefObject<HTMLDivElement | null>; metrics: GridMetrics } {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => Math.max(0, initialWidth));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [remeasureKey]);
  const metrics = useMemo(() => gridMetrics(width > 0 ? width : FALLBACK_GRID_WIDTH), [width]);
  return { ref, metrics };
}
