import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useContext } from 'react';
import { useDragLayer } from 'react-dnd';
import { DASHBOARD_ROOT_ID, type LayoutComponent, hasTopLevelTabs } from '@core/dashboard/index.js';
import { GridMetricsContext, useLayoutEditing } from '../dashboard-contexts';
import type { DashboardDragItem } from './dnd-service';
import { LayoutItem } from './LayoutItem';
import { TabsView } from './TabsView';
import { useContainerDrop, useLayoutItemRef } from './use-layout-dnd';

/** The strip above the grid where dropped tabs become the dashboard's top-level tabs (shown while tabs are dragged). */
function RootDropStrip() {
  const drop = useContainerDrop(DASHBOARD_ROOT_ID);
  const draggingTabs = useDragLayer((monitor) => monitor.isDragging() && (monitor.getItem() as DashboardDragItem | null)?.type === 'TABS');
  return (
    <Box
      ref={drop.ref}
      data-testid="dashboard-root-drop"
      sx={{
        // Sticky, so the strip is in reach wherever the dashboard is scrolled to.
        position: 'sticky',
        top: 0,
        zIndex: 5,
        bgcolor: 'background.paper',
        height: draggingTabs ? 48 : 0,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        border: draggingTabs ? 1 : 0,
        borderStyle: 'dashed',
        borderColor: drop.isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        transition: 'height 120ms',
        mb: draggingTabs ? 2 : 0,
      }}
    >
      <Typography variant="body2">Drop here to make these the dashboard’s top-level tabs</Typography>
    </Box>
  );
}

/** The grid: the dashboard's rows, headers, tabs… stacked a gutter apart; a drop area in edit mode. */
function GridView({ grid }: { grid: LayoutComponent }) {
  const { editMode, requestEdit } = useLayoutEditing();
  const metrics = useContext(GridMetricsContext);
  const drop = useContainerDrop(grid.id);
  const itemRef = useLayoutItemRef(grid.id);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      drop.ref(node);
      itemRef(node);
    },
    [drop.ref, itemRef],
  );
  return (
    <Box ref={ref} className="grid-container" data-layout-id={grid.id} sx={{ display: 'flex', flexDirection: 'column', gap: `${metrics.gutter}px`, minHeight: editMode ? 240 : 0 }}>
      {grid.children.length === 0 && editMode && (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 6, textAlign: 'center', color: 'text.secondary' }}>
          <Typography variant="body1">Drag and drop components and charts to the dashboard</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Pick them from the panel on the right.
          </Typography>
        </Box>
      )}
      {grid.children.length === 0 && !editMode && (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 6, textAlign: 'center', color: 'text.secondary', bgcolor: 'background.paper' }}>
          <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
            There are no charts added to this dashboard
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {requestEdit ? 'Edit the dashboard to add charts, headers, text and tabs.' : 'Its owners have not added anything yet.'}
          </Typography>
          {requestEdit ? (
            <Button variant="contained" sx={{ mt: 2 }} onClick={requestEdit}>
              Edit the dashboard
            </Button>
          ) : null}
        </Box>
      )}
      {grid.children.map((childId) => (
        <LayoutItem key={childId} id={childId} />
      ))}
    </Box>
  );
}

/** The dashboard's layout from its root: the top-level tabs, or the grid. */
export function DashboardGrid() {
  const { layout, editMode } = useLayoutEditing();
  const topId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const top = topId === undefined ? undefined : layout[topId];
  if (!top) return null;
  return (
    <>
      {editMode && !hasTopLevelTabs(layout) && <RootDropStrip />}
      {top.type === 'TABS' ? <TabsView component={top} topLevel /> : <GridView grid={top} />}
    </>
  );
}
