import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { LayoutBackground, type LayoutComponent } from '@core/dashboard/index.js';
import { GridMetricsContext, useLayoutEditing } from '../dashboard-contexts';
import { widthInPixels } from '../model/grid-geometry';
import { EditFrame } from './EditFrame';
import { LayoutItem } from './LayoutItem';
import { useResizable } from './ResizeHandles';
import { BackgroundTool } from './StyleTools';
import { useContainerDrop } from './use-layout-dnd';

/** A column: its width on the grid, holding charts, markdown, headers and rows stacked. */
export function ColumnView({ component }: { component: LayoutComponent }) {
  const { editMode } = useLayoutEditing();
  const metrics = useContext(GridMetricsContext);
  const { size, handles } = useResizable(component);
  const drop = useContainerDrop(component.id);
  const white = component.meta.background === LayoutBackground.WHITE;
  return (
    <EditFrame component={component} className="grid-column" tools={<BackgroundTool component={component} />} sx={{ width: widthInPixels(size.width, metrics), flex: 'none' }}>
      <Box
        ref={drop.ref}
        className={white ? 'background--white' : 'background--transparent'}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: `${metrics.gutter}px`,
          minHeight: editMode ? 96 : 0,
          borderRadius: 1,
          ...(white ? { bgcolor: 'background.paper' } : {}),
          ...(editMode ? { outline: '1px dashed', outlineColor: 'divider' } : {}),
        }}
      >
        {component.children.length === 0 && editMode ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', m: 'auto', p: 2, textAlign: 'center' }}>
            Drop charts, markdown or headers here
          </Typography>
        ) : null}
        {component.children.map((childId) => (
          <LayoutItem key={childId} id={childId} />
        ))}
      </Box>
      {handles}
    </EditFrame>
  );
}
