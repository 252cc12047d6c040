import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import type { LayoutComponent } from '@core/dashboard/index.js';
import { useLayoutEditing } from '../dashboard-contexts';
import { useComponentDrag, useLayoutItemRef } from './use-layout-dnd';

const TYPE_NAMES: Partial<Record<LayoutComponent['type'], string>> = {
  CHART: 'chart',
  MARKDOWN: 'markdown',
  HEADER: 'header',
  DIVIDER: 'divider',
  ROW: 'row',
  COLUMN: 'column',
  TABS: 'tabs',
  DYNAMIC: 'component',
};

/** Props of {@link EditFrame}. */
export interface EditFrameProps {
  component: LayoutComponent;
  children: ReactNode;
  /** More buttons for the edit toolbar (size, background…). */
  tools?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
  /** Extra attributes for tests and styling. */
  dataAttributes?: Record<string, string | number | undefined>;
}

/**
 * The box of a layout component: records where it is drawn (for drops) and, in edit mode, shows a
 * toolbar on hover with a drag handle, the component's own tools and a delete button.
 */
export function EditFrame({ component, children, tools, className, sx, dataAttributes }: EditFrameProps) {
  const { editMode, dispatch } = useLayoutEditing();
  const itemRef = useLayoutItemRef(component.id);
  const { isDragging, handleRef, previewRef } = useComponentDrag(component, editMode);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      itemRef(node);
      previewRef(node);
    },
    [itemRef, previewRef],
  );
  const name = TYPE_NAMES[component.type] ?? 'component';
  // Containers keep their tools on the left, so they do not cover the tools of what they hold.
  const container = component.type === 'ROW' || component.type === 'COLUMN' || component.type === 'TABS';
  return (
    <Box
      ref={ref}
      className={['dashboard-component', className].filter(Boolean).join(' ')}
      data-layout-id={component.id}
      data-layout-type={component.type}
      {...dataAttributes}
      sx={[
        { position: 'relative', minWidth: 0, opacity: isDragging ? 0.4 : 1 },
        editMode && {
          '&:hover > .dashboard-edit-toolbar, &:focus-within > .dashboard-edit-toolbar': { opacity: 1, pointerEvents: 'auto' },
          '&:hover': { outline: '1px dashed', outlineColor: 'primary.light', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
      {editMode && (
        <Box
          className="dashboard-edit-toolbar"
          data-no-export
          sx={{
            position: 'absolute',
            top: -14,
            ...(container ? { left: 8 } : { right: 8 }),
            zIndex: 4,
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            px: 0.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            opacity: 0,
            pointerEvents: 'none',
            transition: 'opacity 120ms',
          }}
        >
          <Tooltip title={`Drag to move the ${name}`}>
            <Box
              ref={(node: HTMLDivElement | null) => {
                handleRef(node);
              }}
              aria-label={`Move ${name}`}
              role="button"
              tabIndex={0}
              sx={{ display: 'grid', placeItems: 'center', cursor: 'grab', color: 'text.secondary', p: 0.25 }}
            >
              <DragIndicatorIcon fontSize="small" />
            </Box>
          </Tooltip>
          {tools}
          <Tooltip title={`Delete ${name}`}>
            <IconButton size="small" aria-label={`Delete ${name}`} onClick={() => dispatch({ type: 'DELETE_COMPONENT', id: component.id })}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
