import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { SankeyRoam } from './sankey-controls.js';

/** A pan and zoom of the drawing: screen = drawing × k + (x, y). */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

/** The view before any roaming. */
export const IDENTITY: ViewTransform = { k: 1, x: 0, y: 0 };
const MIN_SCALE = 0.5;
const MAX_SCALE = 8;
/** A drag shorter than this is a click, not a pan. */
const DRAG_THRESHOLD = 3;

/** What `useRoam` gives the component: the view and the pointer handlers that move it. */
export interface Roam {
  transform: ViewTransform;
  /** True while a drag pans the view (tooltips stay hidden meanwhile). */
  panning: boolean;
  onPointerDown: (event: ReactPointerEvent<Element>) => void;
  onPointerMove: (event: ReactPointerEvent<Element>) => void;
  onPointerUp: (event: ReactPointerEvent<Element>) => void;
  onDoubleClick: () => void;
}

/**
 * Pan and zoom for a chart, following Superset's `roam` values: `true` both, `'scale'` the mouse
 * wheel zooms about the pointer, `'move'` a drag pans, `false` neither. A double-click and any
 * change of `resetKey` (new data, a resize) bring back the whole drawing. The wheel listener is
 * not passive, so zooming does not scroll the page.
 */
export function useRoam(ref: RefObject<HTMLElement | null>, mode: SankeyRoam, resetKey: unknown): Roam {
  // The view belongs to the drawing it was made on: new data or a resize shows everything again.
  const [view, setView] = useState<{ owner: unknown; mode: SankeyRoam; transform: ViewTransform }>({ owner: resetKey, mode, transform: IDENTITY });
  const transform = view.owner === resetKey && view.mode === mode ? view.transform : IDENTITY;
  const setTransform = useCallback(
    (next: ViewTransform | ((current: ViewTransform) => ViewTransform)) =>
      setView((previous) => {
        const current = previous.owner === resetKey && previous.mode === mode ? previous.transform : IDENTITY;
        return { owner: resetKey, mode, transform: typeof next === 'function' ? next(current) : next };
      }),
    [resetKey, mode],
  );
  const [panning, setPanning] = useState(false);
  const press = useRef<{ x: number; y: number; start: ViewTransform; moved: boolean } | null>(null);
  const canScale = mode === true || mode === 'scale';
  const canMove = mode === true || mode === 'move';

  useEffect(() => {
    const element = ref.current;
    if (!element || !canScale) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const px = event.clientX - box.left;
      const py = event.clientY - box.top;
      setTransform((current) => {
        const k = Math.min(MAX_SCALE, Math.max(MIN_SCALE, current.k * 2 ** (-event.deltaY * 0.002)));
        const ratio = k / current.k;
        return { k, x: px - (px - current.x) * ratio, y: py - (py - current.y) * ratio };
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ref, canScale, setTransform]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<Element>) => {
      if (!canMove || event.button !== 0) return;
      press.current = { x: event.clientX, y: event.clientY, start: transform, moved: false };
    },
    [canMove, transform],
  );
  const onPointerMove = useCallback((event: ReactPointerEvent<Element>) => {
    const current = press.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      setPanning(true);
      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    }
    setTransform({ ...current.start, x: current.start.x + dx, y: current.start.y + dy });
  }, [setTransform]);
  const onPointerUp = useCallback((event: ReactPointerEvent<Element>) => {
    if (press.current?.moved) (event.currentTarget as Element).releasePointerCapture?.(event.pointerId);
    press.current = null;
    setPanning(false);
  }, []);
  const onDoubleClick = useCallback(() => setTransform(IDENTITY), [setTransform]);

  return { transform, panning, onPointerDown, onPointerMove, onPointerUp, onDoubleClick };
}
