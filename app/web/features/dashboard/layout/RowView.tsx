import Box from '@mui/material/Box';
import { useContext } from 'react';
import { LayoutBackground, type LayoutComponent } from '@core/dashboard/index.js';
import { GridMetricsContext } from '../dashboard-contexts';
import { EditFrame } from './EditFrame';
import { LayoutItem } from './LayoutItem';
import { BackgroundTool } from './StyleTools';
import { useContainerDrop } from './use-layout-dnd';

/** A row: its charts, markdown and columns side by side, top-aligned, a gutter apart. */
export function RowView({ component }: { component: LayoutComponent }) {
  const metrics = useContext(GridMetricsContext);
  const drop = useContainerDrop(component.id);
  const white = component.meta.background === LayoutBackground.WHITE;
  return (
    <EditFrame component={component} className="grid-row" tools={<BackgroundTool component={component} />} sx={{ width: '100%' }}>
      <Box
        ref={drop.ref}
        className={white ? 'background--white' : 'background--transparent'}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: `${metrics.gutter}px`,
          minHeight: 16,
          borderRadius: 1,
          ...(white ? { bgcolor: 'background.paper' } : {}),
        }}
      >
        {component.children.map((childId) => (
          <LayoutItem key={childId} id={childId} />
        ))}
      </Box>
    </EditFrame>
  );
}
