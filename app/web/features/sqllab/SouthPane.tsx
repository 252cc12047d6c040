import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { selectTablesOfQueryEditor, sqlLabActions, type QueryEditor, type SqlLabQuery, type SqlLabState } from '@core/sqllab/index.js';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { QueryHistoryList } from './QueryHistoryList';
import { QueryResultsView } from './QueryResultsView';
import { useSqlLab } from './sqllab-store';
import { useSqlLabSession } from './sqllab-session';

/** Props of {@link SouthPane}. */
export interface SouthPaneProps {
  queryEditor: QueryEditor;
  onCreateChart: (query: SqlLabQuery) => void;
  /** Which pane tab to show; the page switches to a preview when one starts. */
  activePane: string;
  onActivePaneChange: (pane: string) => void;
}

/** The pane under the editor: the latest results, the tab's query history, and table data previews. */
export function SouthPane({ queryEditor, onCreateChart, activePane, onActivePaneChange }: SouthPaneProps) {
  const session = useSqlLabSession();
  const [shownQueryId, setShownQueryId] = useState<string | null>(null);
  useEffect(() => setShownQueryId(null), [queryEditor.latestQueryId, queryEditor.id]);
  const shownId = shownQueryId ?? queryEditor.latestQueryId;
  const query = useSqlLab(useCallback((state: SqlLabState) => (shownId ? state.queries[shownId] : undefined), [shownId]));
  const previews = useSqlLab(
    useCallback((state: SqlLabState) => selectTablesOfQueryEditor(state, queryEditor.id).filter((table) => table.dataPreviewQueryId !== null), [queryEditor.id]),
  );
  const previewQuery = useSqlLab(
    useCallback((state: SqlLabState) => {
      const table = previews.find((candidate) => `preview:${candidate.id}` === activePane);
      return table?.dataPreviewQueryId ? state.queries[table.dataPreviewQueryId] : undefined;
    }, [previews, activePane]),
  );
  const pane = activePane === 'results' || activePane === 'history' || previews.some((table) => `preview:${table.id}` === activePane) ? activePane : 'results';

  const closePreview = (event: MouseEvent, tableId: string) => {
    event.stopPropagation();
    session.store.dispatch(sqlLabActions.setDataPreviewQueryId({ tableId, queryId: null }));
    if (pane === `preview:${tableId}`) onActivePaneChange('results');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Tabs
        value={pane}
        onChange={(_event, value: string) => onActivePaneChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Results and history"
        sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider', px: 1, '& .MuiTab-root': { minHeight: 36, py: 0, textTransform: 'none', fontSize: '0.8125rem' } }}
      >
        <Tab value="results" label="Results" />
        <Tab value="history" label="Query history" />
        {previews.map((table) => (
          <Tab
            key={table.id}
            value={`preview:${table.id}`}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                Preview: {table.name}
                <Box component="span" role="button" aria-label={`Close preview of ${table.name}`} onClick={(event: MouseEvent) => closePreview(event, table.id)} sx={{ display: 'inline-flex', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}>
                  <CloseIcon sx={{ fontSize: 14 }} />
                </Box>
              </Box>
            }
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, p: 1.5 }}>
        {pane === 'results' ? <QueryResultsView query={query} onCreateChart={onCreateChart} /> : null}
        {pane === 'history' ? (
          <QueryHistoryList
            queryEditorId={queryEditor.id}
            onShowResults={(queryId) => {
              setShownQueryId(queryId);
              onActivePaneChange('results');
            }}
          />
        ) : null}
        {pane.startsWith('preview:') ? <QueryResultsView query={previewQuery} emptyText="The preview was closed." /> : null}
      </Box>
    </Box>
  );
}
