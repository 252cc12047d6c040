import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { LayoutComponent } from '@core/dashboard/index.js';
import { GridMetricsContext, useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { heightInPixels, widthInPixels } from '../model/grid-geometry';
import { markdownToSafeHtml } from '../model/markdown-html';
import { EditFrame } from './EditFrame';
import { highlightSx } from './highlight';
import { useResizable } from './ResizeHandles';

/** Typography of rendered markdown inside a dashboard box. */
export const markdownBodySx = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h1': { fontSize: '1.75rem', fontWeight: 600, mt: 0, mb: 1.5 },
  '& h2': { fontSize: '1.375rem', fontWeight: 600, mb: 1 },
  '& h3': { fontSize: '1.125rem', fontWeight: 600, mb: 1 },
  '& p': { my: 1 },
  '& a': { color: 'primary.main' },
  '& code': { fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflow: 'auto' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& img': { maxWidth: '100%' },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
} as const;

/**
 * A markdown box: its sanitised rendering; in edit mode a click (or the toolbar's Edit button)
 * turns it into a source editor, and leaving the editor saves the text as an undoable edit.
 */
export function MarkdownView({ component }: { component: LayoutComponent }) {
  const { editMode, dispatch } = useLayoutEditing();
  const { highlightedId } = useDashboardCharts();
  const metrics = useContext(GridMetricsContext);
  const { size, handles } = useResizable(component);
  const code = typeof component.meta.code === 'string' ? component.meta.code : '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(code);
  useEffect(() => {
    if (!editing) setDraft(code);
  }, [code, editing]);
  useEffect(() => {
    if (!editMode) setEditing(false);
  }, [editMode]);
  const html = useMemo(() => markdownToSafeHtml(editing ? draft : code), [editing, draft, code]);

  const commit = () => {
    setEditing(false);
    if (draft !== code) dispatch({ type: 'UPDATE_COMPONENT_META', id: component.id, meta: { code: draft } });
  };

  return (
    <EditFrame
      component={component}
      className="dashboard-markdown"
      sx={{ width: widthInPixels(size.width, metrics), flex: 'none' }}
      tools={
        <Tooltip title={editing ? 'Preview' : 'Edit markdown'}>
          <IconButton size="small" aria-label={editing ? 'Preview markdown' : 'Edit markdown'} onMouseDown={(event) => event.preventDefault()} onClick={() => (editing ? commit() : setEditing(true))}>
            {editing ? <VisibilityOutlinedIcon fontSize="small" /> : <EditNoteIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      }
    >
      <Box
        id={component.id}
        sx={[
          {
            height: heightInPixels(size.height ?? 0),
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'auto',
            position: 'relative',
          },
          highlightedId === component.id && highlightSx,
        ]}
      >
        {editing ? (
          <Box
            component="textarea"
            aria-label="Markdown source"
            autoFocus
            value={draft}
            onChange={(event) => setDraft((event.target as HTMLTextAreaElement).value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Escape') commit();
              event.stopPropagation();
            }}
            sx={{
              display: 'block',
              width: '100%',
              height: '100%',
              resize: 'none',
              border: 0,
              outline: 0,
              p: 2,
              fontFamily: 'monospace',
              fontSize: '0.8125rem',
              lineHeight: 1.5,
              color: 'text.primary',
              bgcolor: 'background.paper',
            }}
          />
        ) : (
          <Box
            className="markdown-body"
            onClick={editMode ? () => setEditing(true) : undefined}
            sx={{ ...markdownBodySx, p: 2, minHeight: '100%', cursor: editMode ? 'text' : undefined }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </Box>
      {handles}
    </EditFrame>
  );
}
