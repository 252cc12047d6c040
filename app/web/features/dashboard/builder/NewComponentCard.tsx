import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDrag } from 'react-dnd';
import { DASHBOARD_DND_TYPE, type DashboardDragItem, useDndService } from '../layout/dnd-service';

/** Props of {@link NewComponentCard}. */
export interface NewComponentCardProps {
  item: DashboardDragItem;
  icon: ReactNode;
  label: string;
  /** A second line (a chart's viz type and dataset). */
  detail?: ReactNode;
  /** Dragging is off (a chart already on the dashboard). */
  disabled?: boolean;
  /** Shown on the right (e.g. "Added"). */
  badge?: ReactNode;
}

/** A card of the edit panel that drags a new component (or a saved chart) onto the dashboard. */
export function NewComponentCard({ item, icon, label, detail, disabled, badge }: NewComponentCardProps) {
  const dnd = useDndService();
  const [{ isDragging }, dragRef] = useDrag<DashboardDragItem, void, { isDragging: boolean }>(
    () => ({
      type: DASHBOARD_DND_TYPE,
      item,
      canDrag: () => !disabled && dnd !== null,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
      end: () => dnd?.end(),
    }),
    [item, disabled, dnd],
  );
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        dragRef(node);
      }}
      role="listitem"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-new-component={item.type}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: disabled ? 'default' : 'grab',
        opacity: isDragging ? 0.5 : disabled ? 0.6 : 1,
        '&:hover': disabled ? {} : { borderColor: 'primary.main', boxShadow: 1 },
      }}
    >
      <Box sx={{ display: 'grid', placeItems: 'center', width: 32, height: 32, borderRadius: 1, bgcolor: 'action.hover', color: 'primary.main', flex: 'none' }}>{icon}</Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        {detail ? (
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
      {badge}
    </Box>
  );
}
