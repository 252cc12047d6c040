import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useDragLayer } from 'react-dnd';
import type { DndService } from './dnd-service';

/**
 * Where a drop would land: a line between components (or the outline of an empty container) in
 * the primary colour when the layout rules allow the drop, in the error colour when they refuse it.
 */
export function DropIndicator({ dnd }: { dnd: DndService }) {
  const preview = useSyncExternalStore(
    (listener) => dnd.subscribe(listener),
    () => dnd.current(),
  );
  const dragging = useDragLayer((monitor) => monitor.isDragging());
  if (!dragging || !preview) return null;
  const { indicator, valid } = preview.resolved;
  const refused = !valid && preview.resolved.message !== undefined;
  if (!valid && !refused) return null;
  const area = indicator.right - indicator.left > 8 && indicator.bottom - indicator.top > 8;
  return (
    <Box
      data-testid="drop-indicator"
      data-drop-valid={valid}
      aria-hidden
      sx={{
        position: 'fixed',
        left: indicator.left,
        top: indicator.top,
        width: Math.max(4, indicator.right - indicator.left),
        height: Math.max(4, indicator.bottom - indicator.top),
        zIndex: 1200,
        pointerEvents: 'none',
        borderRadius: 1,
        ...(area
          ? { border: 2, borderStyle: 'dashed', borderColor: valid ? 'primary.main' : 'error.main', bgcolor: 'action.hover' }
          : { bgcolor: valid ? 'primary.main' : 'error.main' }),
      }}
    />
  );
}
