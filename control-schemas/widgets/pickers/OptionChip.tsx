import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useContext, type ReactElement, type ReactNode, type Ref } from 'react';
import { DndContext, useDrag, useDrop } from 'react-dnd';

interface SortItem {
  index: number;
}

interface OptionChipProps {
  label: string;
  icon?: ReactNode;
  /** A longer description shown as the tooltip (the SQL of a metric, the full filter). */
  title?: string;
  /** Opens the chip's editor, anchored to the element clicked. */
  onClick?: (anchor: HTMLElement) => void;
  /** Shows the × button; absent for a value that cannot be cleared. */
  onRemove?: () => void;
  /** The react-dnd type chips of one control share, so they reorder among themselves only. */
  sortType: string;
  index: number;
  /** Moves the chip dragged from `from` to `to`; absent when the list cannot be reordered. */
  onMove?: (from: number, to: number) => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Set while the chip's editor is open. */
  selected?: boolean;
}

interface ChipFrameProps extends OptionChipProps {
  rootRef?: (node: HTMLDivElement | null) => void;
  sortable: boolean;
  isDragging: boolean;
  isOver: boolean;
}

function ChipFrame({
  label,
  icon,
  title,
  onClick,
  onRemove,
  disabled = false,
  ref,
  selected = false,
  rootRef,
  sortable,
  isDragging,
  isOver,
}: ChipFrameProps): ReactElement {
  const removable = Boolean(onRemove) && !disabled;
  return (
    <Box
      ref={rootRef}
      data-testid="option-chip"
      sx={{
        display: 'flex',
        alignItems: 'center',
        minWidth: 0,
        height: 28,
        border: '1px solid',
        borderColor: isOver || selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.4 : 1,
        cursor: sortable ? 'grab' : undefined,
      }}
    >
      {removable && (
        <IconButton size="small" aria-label={`Remove ${label}`} onClick={onRemove} sx={{ p: 0.25, mx: 0.25, borderRadius: 0.5 }}>
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
      <ButtonBase
        ref={ref}
        disabled={disabled || !onClick}
        onClick={(event) => onClick?.(event.currentTarget)}
        title={title ?? label}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          justifyContent: 'flex-start',
          gap: 0.5,
          px: removable ? 0.25 : 0.75,
          fontSize: 13,
          textAlign: 'left',
          borderLeft: removable ? '1px solid' : 'none',
          borderColor: 'divider',
          '&.Mui-disabled': { color: 'text.primary' },
        }}
      >
        {icon}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </Box>
      </ButtonBase>
    </Box>
  );
}

function SortableChip(props: OptionChipProps): ReactElement {
  const { sortType, index, onMove, disabled = false } = props;
  const sortable = Boolean(onMove) && !disabled;
  const [{ isDragging }, dragRef] = useDrag<SortItem, void, { isDragging: boolean }>(
    () => ({ type: sortType, item: { index }, canDrag: () => sortable, collect: (monitor) => ({ isDragging: monitor.isDragging() }) }),
    [sortType, index, sortable],
  );
  const [{ isOver }, dropRef] = useDrop<SortItem, void, { isOver: boolean }>(
    () => ({
      accept: sortType,
      canDrop: (item) => sortable && item.index !== index,
      drop: (item) => onMove?.(item.index, index),
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [sortType, index, sortable, onMove],
  );
  return (
    <ChipFrame
      {...props}
      rootRef={(node) => {
        dragRef(dropRef(node));
      }}
      sortable={sortable}
      isDragging={isDragging}
      isOver={isOver}
    />
  );
}

/**
 * One value of a column, metric or filter control: type icon, label (click to edit), × to remove.
 * Chips of a multi-value control can be dragged onto one another to reorder them (inside a
 * react-dnd `DndProvider`; without one they are plain chips).
 */
export function OptionChip(props: OptionChipProps): ReactElement {
  const { dragDropManager } = useContext(DndContext);
  return dragDropManager ? <SortableChip {...props} /> : <ChipFrame {...props} sortable={false} isDragging={false} isOver={false} />;
}
