import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { isQueryInProgress, selectLatestQuery, selectTablesOfQueryEditor, sqlLabActions, type QueryEditor, type SqlLabQuery, type SqlLabState, type TableSchema } from '@core/sqllab/index.js';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CreateAsDialog } from './CreateAsDialog';
import { CreateChartDialog } from './CreateChartDialog';
import { EditorToolbar } from './EditorToolbar';
import { EstimateCostDialog } from './EstimateCostDialog';
import { LeftBar } from './LeftBar';
import { runQuery, stopRunningQuery, type CreateAsRequest } from './query-runner';
import { SaveQueryDialog } from './SaveQueryDialog';
import { ScheduleQueryDialog } from './ScheduleQueryDialog';
import { useCanScheduleQueries } from './use-can-schedule-queries';
import { ShareQueryDialog } from './ShareQueryDialog';
import { SouthPane } from './SouthPane';
import { SqlEditor } from './SqlEditor';
import { useSqlLab } from './sqllab-store';
import { useSqlLabSession } from './sqllab-session';
import { parseTemplateParams } from './template-params';
import { TemplateParamsDialog } from './TemplateParamsDialog';
import { useCompletionSource } from './use-completion-source';

type DialogName = 'save' | 'share' | 'schedule' | 'params' | 'estimate' | 'createAs' | null;

const LEFT_BAR_WIDTH = 300;

/** A server tab not loaded yet: shown read-only until its SQL arrives. */
const readOnlyTab = (queryEditor: QueryEditor, unloaded: ReadonlySet<string>) => unloaded.has(queryEditor.id);

/** The active tab: left bar, toolbar, editor, and the results pane under a draggable divider. */
export function QueryEditorPanel({ queryEditor }: { queryEditor: QueryEditor }) {
  const session = useSqlLabSession();
  const { store } = session;
  const { mode, systemMode } = useColorScheme();
  const colorMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const tables = useSqlLab(useCallback((state: SqlLabState) => selectTablesOfQueryEditor(state, queryEditor.id), [queryEditor.id]));
  const latest = useSqlLab(useCallback((state: SqlLabState) => selectLatestQuery(state, queryEditor.id), [queryEditor.id]));
  const completionSource = useCompletionSource(queryEditor, tables);
  const [dialog, setDialog] = useState<DialogName>(null);
  const canSchedule = useCanScheduleQueries();
  const [chartQuery, setChartQuery] = useState<SqlLabQuery | null>(null);
  const [formatting, setFormatting] = useState(false);
  const [activePane, setActivePane] = useState('results');
  const [createAsMethod, setCreateAsMethod] = useState<CreateAsRequest['method']>('TABLE');
  const [estimateRequest, setEstimateRequest] = useState<{ dbId: number; sql: string; schema: string | null; catalog: string | null; templateParams: string | null } | null>(null);

  const database = session.databases?.find((candidate) => candidate.id === queryEditor.dbId);
  // A tab without a database (or with one no longer exposed) takes the first one, as Superset does.
  const fallbackDbId = session.databases && session.databases.length > 0 && !database && !readOnlyTab(queryEditor, session.unloaded) ? session.databases[0]!.id : null;
  useEffect(() => {
    if (fallbackDbId !== null) store.dispatch(sqlLabActions.setQueryEditorDb({ queryEditorId: queryEditor.id, dbId: fallbackDbId, now: Date.now() }));
  }, [fallbackDbId, queryEditor.id, store]);
  const running = latest !== undefined && isQueryInProgress(latest.state);
  const readOnly = readOnlyTab(queryEditor, session.unloaded);
  const sqlToRun = () => (queryEditor.selectedText?.trim() ? queryEditor.selectedText : queryEditor.sql);
  const canRun = queryEditor.dbId !== null && queryEditor.sql.trim() !== '' && !readOnly;
  const now = () => Date.now();

  const createAsMethods = [...(database?.allow_ctas ? (['TABLE'] as const) : []), ...(database?.allow_cvas ? (['VIEW'] as const) : [])];

  const run = (ctas: CreateAsRequest | null = null) => {
    const current = store.getState().queryEditors.find((candidate) => candidate.id === queryEditor.id);
    if (!current || current.dbId === null) {
      session.notify('warning', 'Choose a database to run the query on.');
      return;
    }
    const sql = current.selectedText?.trim() ? current.selectedText : current.sql;
    if (sql.trim() === '') return;
    const params = parseTemplateParams(current.templateParams);
    if (!params.ok) {
      session.notify('danger', params.error);
      return;
    }
    if (isQueryInProgress(selectLatestQuery(store.getState(), current.id)?.state ?? 'success')) return;
    setActivePane('results');
    void runQuery(session.runner, { queryEditor: current, sql, runAsync: database?.allow_run_async ?? false, ctas });
  };

  const format = async () => {
    if (queryEditor.sql.trim() === '') return;
    setFormatting(true);
    try {
      const sql = await session.api.formatSql(queryEditor.sql, queryEditor.dbId);
      store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: queryEditor.id, sql, now: now() }));
    } catch (error) {
      session.notify('danger', `The SQL could not be formatted: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setFormatting(false);
    }
  };

  const insertSql = (sql: string) => {
    const current = queryEditor.sql.trimEnd();
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: queryEditor.id, sql: current === '' ? sql : `${current}\n\n${sql}`, now: now() }));
  };

  const preview = async (table: TableSchema) => {
    let sql = table.selectStar;
    if (!sql) {
      try {
        sql = await session.api.selectStar(table.dbId, table.name, table.schema);
      } catch (error) {
        session.notify('danger', `The data preview could not start: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    const previewDatabase = session.databases?.find((candidate) => candidate.id === table.dbId);
    setActivePane(`preview:${table.id}`);
    void runQuery(session.runner, {
      queryEditor: { ...queryEditor, dbId: table.dbId, schema: table.schema, catalog: table.catalog, templateParams: null, queryLimit: 100 },
      sql,
      runAsync: previewDatabase?.allow_run_async ?? false,
      previewTableId: table.id,
    });
  };

  // The divider between editor and results: dragged freely, stored when released.
  const columnRef = useRef<HTMLDivElement>(null);
  const [dragPercent, setDragPercent] = useState<number | null>(null);
  const northPercent = dragPercent ?? queryEditor.northPercent;
  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const column = columnRef.current;
    if (!column) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const bounds = column.getBoundingClientRect();
    const percentAt = (clientY: number) => Math.min(85, Math.max(15, ((clientY - bounds.top) / Math.max(1, bounds.height)) * 100));
    const target = event.currentTarget;
    let latestPercent = percentAt(event.clientY);
    const move = (moveEvent: PointerEvent) => {
      latestPercent = percentAt(moveEvent.clientY);
      setDragPercent(latestPercent);
    };
    const end = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      store.dispatch(sqlLabActions.setQueryEditorSplit({ queryEditorId: queryEditor.id, northPercent: latestPercent, southPercent: 100 - latestPercent }));
      setDragPercent(null);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
  };

  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 }}>
      {queryEditor.hideLeftBar ? null : (
        <Box sx={{ width: LEFT_BAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 0 }}>
          <LeftBar queryEditor={queryEditor} onPreview={(table) => void preview(table)} onInsertSql={insertSql} />
        </Box>
      )}
      <Box ref={columnRef} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', height: `${northPercent}%`, minHeight: 120, bgcolor: 'background.paper' }}>
          <EditorToolbar
            queryEditor={queryEditor}
            running={running}
            hasSelection={Boolean(queryEditor.selectedText?.trim())}
            canRun={canRun}
            formatting={formatting}
            onRun={() => run()}
            createAsMethods={createAsMethods}
            onCreateAs={(method) => {
              setCreateAsMethod(method);
              setDialog('createAs');
            }}
            onStop={() => latest && void stopRunningQuery(session.runner, latest)}
            onLimitChange={(queryLimit) => store.dispatch(sqlLabActions.setQueryEditorQueryLimit({ queryEditorId: queryEditor.id, queryLimit, now: now() }))}
            onEstimate={() => {
              if (queryEditor.dbId === null) return;
              setEstimateRequest({ dbId: queryEditor.dbId, sql: sqlToRun(), schema: queryEditor.schema, catalog: queryEditor.catalog, templateParams: queryEditor.templateParams });
              setDialog('estimate');
            }}
            onFormat={() => void format()}
            onTemplateParams={() => setDialog('params')}
            onSave={() => setDialog('save')}
            onShare={() => setDialog('share')}
            {...(canSchedule ? { onSchedule: () => setDialog('schedule') } : {})}
          />
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <SqlEditor
              modelId={queryEditor.id}
              value={queryEditor.sql}
              readOnly={readOnly}
              onChange={(sql) => store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: queryEditor.id, sql, now: now() }))}
              onSelectionChange={(selectedText) => store.dispatch(sqlLabActions.setQueryEditorSelectedText({ queryEditorId: queryEditor.id, selectedText }))}
              onRun={() => run()}
              onFormat={() => void format()}
              completionSource={completionSource}
              colorMode={colorMode}
              label={`SQL of ${queryEditor.name}`}
            />
          </Box>
        </Box>
        <Box
          role="separator"
          aria-orientation="horizontal"
          aria-label="Resize the editor and results"
          aria-valuenow={Math.round(northPercent)}
          onPointerDown={startDrag}
          sx={{ height: 6, flexShrink: 0, cursor: 'row-resize', bgcolor: 'divider', '&:hover': { bgcolor: 'primary.light' }, touchAction: 'none' }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'background.paper' }}>
          <SouthPane queryEditor={queryEditor} onCreateChart={setChartQuery} activePane={activePane} onActivePaneChange={setActivePane} />
        </Box>
      </Box>
      <SaveQueryDialog open={dialog === 'save'} queryEditor={queryEditor} onClose={() => setDialog(null)} />
      <ShareQueryDialog open={dialog === 'share'} queryEditor={queryEditor} onClose={() => setDialog(null)} />
      <ScheduleQueryDialog open={dialog === 'schedule'} queryEditor={queryEditor} onClose={() => setDialog(null)} onSaveFirst={() => setDialog('save')} />
      <TemplateParamsDialog
        open={dialog === 'params'}
        value={queryEditor.templateParams}
        onClose={() => setDialog(null)}
        onSave={(templateParams) => store.dispatch(sqlLabActions.setQueryEditorTemplateParams({ queryEditorId: queryEditor.id, templateParams, now: now() }))}
      />
      <EstimateCostDialog open={dialog === 'estimate'} request={estimateRequest} onClose={() => setDialog(null)} />
      <CreateAsDialog method={dialog === 'createAs' ? createAsMethod : null} dbId={queryEditor.dbId} schema={queryEditor.schema} onClose={() => setDialog(null)} onCreate={run} />
      <CreateChartDialog open={chartQuery !== null} query={chartQuery} onClose={() => setChartQuery(null)} />
    </Box>
  );
}
