import Box from '@mui/material/Box';
import { useCallback, useContext, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { type LayoutComponent, GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH, getWidthBounds, hasResizableHeight } from '@core/dashboard/index.js';
import { GridMetricsContext, useLayoutEditing } from '../dashboard-contexts';
import { type GridSize, type ResizeAxes, resizedSize } from '../model/grid-geometry';

interface DragStart {
  x: number;
  y: number;
  size: GridSize;
  axes: ResizeAxes;
  bounds: { minWidth: number; maxWidth: number };
}

/** The size of a component in grid units, as stored or while it is being resized. */
export function storedSize(component: LayoutComponent): GridSize {
  const width = typeof component.meta.width === 'number' ? component.meta.width : GRID_DEFAULT_CHART_WIDTH;
  if (!hasResizableHeight(component.type)) return { width };
  const height = typeof component.meta.height === 'number' ? component.meta.height : GRID_DEFAULT_CHART_HEIGHT;
  return { width, height };
}

/**
 * Resizing of a chart, markdown or column in edit mode: answers the size to draw (the live size
 * while a handle is dragged, snapped to whole columns and base units) and the handles to put in
 * the component's box (a `position: relative` element). Letting go applies one
 * `RESIZE_COMPONENT`, so a resize is one undo step.
 */
export function useResizable(component: LayoutComponent): { size: GridSize; handles: ReactNode; resizing: boolean } {
  const { layout, editMode, dispatch } = useLayoutEditing();
  const metrics = useContext(GridMetricsContext);
  const [live, setLive] = useState<GridSize | null>(null);
  const start = useRef<DragStart | null>(null);
  const size = live ?? storedSize(component);

  const begin = useCallback(
    (event: ReactPointerEvent<HTMLElement>, axes: ResizeAxes) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      const bounds = getWidthBounds(layout, component.id) ?? { minWidth: 1, maxWidth: 12 };
      start.current = { x: event.clientX, y: event.clientY, size: storedSize(component), axes, bounds };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setLive(storedSize(component));
    },
    [layout, component],
  );
  const move = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from) return;
      setLive(resizedSize(from.size, { dx: event.clientX - from.x, dy: event.clientY - from.y }, metrics, from.bounds, from.axes));
    },
    [metrics],
  );
  const finish = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from) return;
      start.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      const next = resizedSize(from.size, { dx: event.clientX - from.x, dy: event.clientY - from.y }, metrics, from.bounds, from.axes);
      setLive(null);
      if (next.width !== from.size.width || next.height !== from.size.height) {
        dispatch({ type: 'RESIZE_COMPONENT', id: component.id, size: next });
      }
    },
    [metrics, dispatch, component.id],
  );

  if (!editMode) return { size, handles: null, resizing: false };
  const withHeight = hasResizableHeight(component.type);
  const handle = (axes: ResizeAxes, label: string, sx: object, after: object, cursor: string) => (
    <Box
      key={label}
      role="separator"
      aria-label={label}
      data-resize-handle={label}
      onPointerDown={(event) => begin(event, axes)}
      onPointerMove={move}
      onPointerUp={finish}
      onPointerCancel={finish}
      sx={{
        position: 'absolute',
        zIndex: 3,
        cursor,
        touchAction: 'none',
        ...sx,
        '&::after': { content: '""', position: 'absolute', bgcolor: 'primary.main', opacity: live ? 0.6 : 0, transition: 'opacity 120ms', borderRadius: 1, ...after },
        '&:hover::after': { opacity: 0.6 },
      }}
    />
  );
  const handles = (
    <>
      {handle({ width: true, height: false }, 'Resize width', { top: 0, bottom: withHeight ? 12 : 0, right: -10, width: 12 }, { top: '40%', bottom: '40%', left: 4, width: 4 }, 'ew-resize')}
      {withHeight &&
        handle({ width: false, height: true }, 'Resize height', { left: 0, right: 12, bottom: -10, height: 12 }, { left: '40%', right: '40%', top: 4, height: 4 }, 'ns-resize')}
      {withHeight &&
        handle({ width: true, height: true }, 'Resize', { right: -10, bottom: -10, width: 16, height: 16 }, { right: 6, bottom: 6, width: 8, height: 8 }, 'nwse-resize')}
    </>
  );
  return { size, handles, resizing: live !== null };
}
