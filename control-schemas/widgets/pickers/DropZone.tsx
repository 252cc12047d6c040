import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, type ReactElement, type ReactNode } from 'react';
import { DndContext, useDrop } from 'react-dnd';

/** A dragged datasource-panel item as a drop zone sees it: its react-dnd type and payload. */
export interface DroppedItem {
  itemType: string;
  item: unknown;
}

interface DropZoneProps {
  /** react-dnd item types the zone reacts to (`DND_ITEM.column`, `DND_ITEM.metric`). */
  accept: readonly string[];
  /** Why a hovering item cannot be dropped here, or null when it can. */
  refusalOf?: (dropped: DroppedItem) => string | null;
  onDropItem: (dropped: DroppedItem) => void;
  disabled?: boolean;
  children: ReactNode;
}

interface DropState {
  isOver: boolean;
  canDrop: boolean;
  dragging: boolean;
  refusal: string | null;
}

function DndDropZone({ accept, refusalOf, onDropItem, disabled = false, children }: DropZoneProps): ReactElement {
  const [{ isOver, canDrop, dragging, refusal }, dropRef] = useDrop<unknown, void, DropState>(
    () => ({
      accept: [...accept],
      canDrop: (item, monitor) => !disabled && (refusalOf?.({ itemType: String(monitor.getItemType()), item }) ?? null) === null,
      drop: (item, monitor) => {
        if (monitor.didDrop()) return;
        onDropItem({ itemType: String(monitor.getItemType()), item });
      },
      collect: (monitor) => {
        const item = monitor.getItem();
        const dragging = item !== null && accept.includes(String(monitor.getItemType()));
        const isOver = monitor.isOver({ shallow: false });
        const refusal = isOver && dragging && !disabled ? (refusalOf?.({ itemType: String(monitor.getItemType()), item }) ?? null) : null;
        return { isOver, canDrop: monitor.canDrop(), dragging, refusal };
      },
    }),
    [accept, refusalOf, onDropItem, disabled],
  );

  let outlineColor = 'transparent';
  if (isOver && !canDrop) outlineColor = 'error.main';
  else if (isOver) outlineColor = 'primary.main';
  else if (dragging && canDrop) outlineColor = 'primary.light';

  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        dropRef(node);
      }}
      data-drop-state={isOver ? (canDrop ? 'accept' : 'refuse') : dragging && canDrop ? 'ready' : 'idle'}
      sx={{
        borderRadius: 1,
        outlineWidth: 1,
        outlineStyle: isOver ? 'solid' : 'dashed',
        outlineColor,
        outlineOffset: 2,
        bgcolor: isOver && canDrop ? 'action.hover' : undefined,
      }}
    >
      {children}
      {refusal && (
        <Typography role="alert" variant="caption" sx={{ display: 'block', color: 'error.main', mt: 0.25 }}>
          {refusal}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The area of a control that accepts columns and metrics dragged from the datasource panel. While
 * something it accepts is dragged it shows a dashed outline; hovering, a solid one, or a red one
 * and the reason when it refuses the item (a text column on a time-only control). Outside a
 * react-dnd `DndProvider` it is a plain box: the control still works by clicking.
 */
export function DropZone(props: DropZoneProps): ReactElement {
  const { dragDropManager } = useContext(DndContext);
  return dragDropManager ? <DndDropZone {...props} /> : <Box>{props.children}</Box>;
}
