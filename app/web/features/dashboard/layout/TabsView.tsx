import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DEFAULT_TAB_TEXT, type LayoutComponent } from '@core/dashboard/index.js';
import { ConfirmDialog } from '../../../components/list-view/ConfirmDialog';
import { ActiveTabsContext, GridMetricsContext, useDashboardCharts, useLayoutEditing } from '../dashboard-contexts';
import { EditFrame } from './EditFrame';
import { InlineText } from './InlineText';
import { LayoutItem } from './LayoutItem';
import { useComponentDrag, useContainerDrop, useLayoutItemRef } from './use-layout-dnd';

/** Milliseconds a drag rests on a tab's label before that tab opens (to drop into it). */
const OPEN_ON_DRAG_MS = 400;

interface TabButtonProps extends TabProps {
  /** Set by the tab bar on the tab it shows. */
  selected?: boolean;
  tab: LayoutComponent;
  onRequestDelete: (tabId: string) => void;
  onOpen: () => void;
}

/** A tab's label: its title (renamed in place in edit mode), draggable, with a delete button in edit mode. */
function TabButton({ tab, onRequestDelete, onOpen, ...tabProps }: TabButtonProps) {
  const { editMode, dispatch } = useLayoutEditing();
  const itemRef = useLayoutItemRef(tab.id);
  const { handleRef, isDragging } = useComponentDrag(tab, editMode);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      itemRef(node);
      handleRef(node);
    },
    [itemRef, handleRef],
  );
  const text = typeof tab.meta.text === 'string' && tab.meta.text !== '' ? tab.meta.text : '';
  const placeholder = typeof tab.meta.defaultText === 'string' ? tab.meta.defaultText : DEFAULT_TAB_TEXT;
  const selected = Boolean(tabProps.selected);
  return (
    <Tab
      {...tabProps}
      ref={ref}
      component="div"
      data-layout-id={tab.id}
      data-layout-type="TAB"
      onDragEnter={() => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(onOpen, OPEN_ON_DRAG_MS);
      }}
      onDragLeave={() => {
        if (timer.current) clearTimeout(timer.current);
      }}
      sx={{ opacity: isDragging ? 0.4 : 1, minHeight: 44, textTransform: 'none', fontWeight: 600 }}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {editMode && selected ? (
            <InlineText
              editable
              value={text}
              placeholder={placeholder}
              label="Tab title"
              onCommit={(next) => dispatch({ type: 'UPDATE_COMPONENT_META', id: tab.id, meta: { text: next } })}
              sx={{ minWidth: 60, width: `${Math.max(6, (text || placeholder).length + 1)}ch` }}
            />
          ) : (
            <span>{text || placeholder}</span>
          )}
          {editMode && (
            <Tooltip title="Delete tab">
              <IconButton
                component="span"
                size="small"
                aria-label={`Delete tab ${text || placeholder}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onRequestDelete(tab.id);
                }}
                sx={{ p: 0.25, ml: 0.25 }}
              >
                <CloseIcon sx={{ fontSize: 14 }} />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      }
    />
  );
}

/** A tab's content: its rows, headers, columns… stacked; a drop area in edit mode. */
function TabPanel({ tab, hidden }: { tab: LayoutComponent; hidden: boolean }) {
  const { editMode } = useLayoutEditing();
  const metrics = useContext(GridMetricsContext);
  const drop = useContainerDrop(tab.id);
  return (
    <Box
      ref={drop.ref}
      role="tabpanel"
      aria-hidden={hidden}
      data-tab-id={tab.id}
      className="dashboard-component-tab-content"
      sx={{ display: hidden ? 'none' : 'flex', flexDirection: 'column', gap: `${metrics.gutter}px`, pt: 2, minHeight: editMode ? 160 : 0 }}
    >
      {tab.children.length === 0 && (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">
            {editMode ? 'Drag and drop components and charts to this tab' : 'There are no components in this tab'}
          </Typography>
        </Box>
      )}
      {tab.children.map((childId) => (
        <LayoutItem key={childId} id={childId} />
      ))}
    </Box>
  );
}

/**
 * Tabs: the tab bar (tabs reordered by dragging, renamed in place, added and deleted in edit mode)
 * and the shown tab's content. The other tabs stay mounted but hidden, so their charts keep their
 * state and load only once shown. The top-level tabs' bar can be hidden by `uiConfig`.
 */
export function TabsView({ component, topLevel }: { component: LayoutComponent; topLevel: boolean }) {
  const { layout, editMode, dispatch } = useLayoutEditing();
  const { activeTabs, setActiveTab } = useContext(ActiveTabsContext);
  const { chrome } = useDashboardCharts();
  const bar = useContainerDrop(component.id);
  const [deleting, setDeleting] = useState<string | null>(null);
  const tabs = component.children.map((id) => layout[id]).filter((tab): tab is LayoutComponent => tab?.type === 'TAB');
  const chosen = activeTabs[component.id];
  const active = tabs.some((tab) => tab.id === chosen) ? chosen! : tabs[0]?.id;
  const hideBar = topLevel && chrome.hideTab && !editMode;

  const content = (
    <Box className="dashboard-component-tabs" sx={{ width: '100%' }}>
      {!hideBar && (
        <Box
          ref={bar.ref}
          className="dashboard-component-tabs-bar"
          sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', ...(topLevel ? { bgcolor: 'background.paper', px: 1.5, mx: -3, mt: -2 } : {}) }}
        >
          <Tabs
            value={active ?? false}
            onChange={(_event, value: string) => setActiveTab(component.id, value)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={topLevel ? 'Dashboard tabs' : 'Tabs'}
            sx={{ minHeight: 44, flex: '0 1 auto' }}
          >
            {tabs.map((tab) => (
              <TabButton key={tab.id} value={tab.id} tab={tab} onRequestDelete={setDeleting} onOpen={() => setActiveTab(component.id, tab.id)} />
            ))}
          </Tabs>
          {editMode && (
            <Tooltip title="Add tab">
              <IconButton
                size="small"
                aria-label="Add tab"
                onClick={() => dispatch({ type: 'CREATE_COMPONENT', request: { type: 'TAB', destination: { id: component.id, index: tabs.length } } })}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
      {tabs.map((tab) => (
        <TabPanel key={tab.id} tab={tab} hidden={tab.id !== active} />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete dashboard tab?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch({ type: 'DELETE_COMPONENT', id: deleting });
          setDeleting(null);
        }}
      >
        Deleting a tab removes all the content in it. You can undo this with the Undo button until you save.
      </ConfirmDialog>
    </Box>
  );
  if (topLevel) return content;
  return (
    <EditFrame component={component} className="dashboard-component-tabs-holder" sx={{ width: '100%' }}>
      {content}
    </EditFrame>
  );
}
