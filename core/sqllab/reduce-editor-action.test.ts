import { describe, expect, it } from 'vitest';
import { selectActiveQueryEditor, selectActiveQueryEditorId } from './editor-selectors.js';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const base = (options: Parameters<typeof createSqlLabState>[0] = {}): SqlLabState =>
  createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, defaultQueryLimit: 500, now: 0, ...options });

const add = (id: string, now = 100, fields: Record<string, unknown> = {}): SqlLabAction =>
  sqlLabActions.addQueryEditor({ queryEditor: { id, ...fields }, now });

const names = (state: SqlLabState) => state.queryEditors.map((queryEditor) => queryEditor.name);

describe('initial state', () => {
  it('has one active tab named "Untitled query" with the default database and limit', () => {
    const state = base();
    expect(state.queryEditors).toHaveLength(1);
    expect(state.queryEditors[0]).toMatchObject({ id: 'tab1', name: 'Untitled query', dbId: 1, queryLimit: 500, inLocalStorage: true, tabViewId: null });
    expect(selectActiveQueryEditorId(state)).toBe('tab1');
  });

  it('can start without tabs', () => {
    const state = createSqlLabState();
    expect(state.queryEditors).toEqual([]);
    expect(selectActiveQueryEditor(state)).toBeUndefined();
  });
});

describe('adding tabs', () => {
  it('names new tabs Untitled Query N and makes each active', () => {
    const state = reduce(base(), add('tab2'), add('tab3'));
    expect(names(state)).toEqual(['Untitled query', 'Untitled Query 1', 'Untitled Query 2']);
    expect(selectActiveQueryEditorId(state)).toBe('tab3');
    expect(state.tabHistory).toEqual(['tab1', 'tab2', 'tab3']);
  });

  it('continues after the highest number even when tabs were closed', () => {
    const state = reduce(
      base(),
      add('tab2'),
      add('tab3'),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 200 }),
      add('tab4'),
    );
    expect(names(state)).toEqual(['Untitled query', 'Untitled Query 2', 'Untitled Query 3']);
  });

  it('inherits database, catalog, schema and limit from the active tab', () => {
    const state = reduce(
      base(),
      sqlLabActions.setQueryEditorDb({ queryEditorId: 'tab1', dbId: 4, now: 10 }),
      sqlLabActions.setQueryEditorCatalog({ queryEditorId: 'tab1', catalog: 'main', now: 10 }),
      sqlLabActions.setQueryEditorSchema({ queryEditorId: 'tab1', schema: 'sales', now: 10 }),
      sqlLabActions.setQueryEditorQueryLimit({ queryEditorId: 'tab1', queryLimit: 50, now: 10 }),
      add('tab2'),
    );
    expect(state.queryEditors[1]).toMatchObject({ dbId: 4, catalog: 'main', schema: 'sales', queryLimit: 50, sql: '', updatedAt: 100 });
  });

  it('keeps given fields; a given database does not inherit the active catalog and schema', () => {
    const state = reduce(
      base(),
      sqlLabActions.setQueryEditorSchema({ queryEditorId: 'tab1', schema: 'sales', now: 10 }),
      add('tab2', 100, { dbId: 9, name: 'Revenue', sql: 'SELECT 2' }),
    );
    expect(state.queryEditors[1]).toMatchObject({ dbId: 9, schema: null, name: 'Revenue', sql: 'SELECT 2' });
  });

  it('ignores a duplicate id', () => {
    const state = base();
    expect(reduce(state, add('tab1'))).toBe(state);
  });
});

describe('removing tabs', () => {
  it('records the tab in destroyed editors with a timestamp and drops its tables and queries', () => {
    const state = reduce(
      base(),
      add('tab2'),
      sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab2', dbId: 1, name: 'orders' } }),
      sqlLabActions.startQuery({ query: { id: 'p1', dbId: 1, sql: 'SELECT * FROM orders', runAsync: false, isDataPreview: true }, now: 120 }),
      sqlLabActions.setDataPreviewQueryId({ tableId: 't1', queryId: 'p1' }),
      sqlLabActions.startQuery({ query: { id: 'q1', sqlEditorId: 'tab2', dbId: 1, sql: 'SELECT 1', runAsync: false }, now: 130 }),
      sqlLabActions.startQuery({ query: { id: 'q2', sqlEditorId: 'tab1', dbId: 1, sql: 'SELECT 2', runAsync: false }, now: 140 }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 5_000 }),
    );
    expect(state.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1']);
    expect(state.destroyedQueryEditors.tab2).toEqual({ destroyedAt: 5_000, tabViewId: null, deletePending: false });
    expect(state.tables).toEqual([]);
    expect(Object.keys(state.queries)).toEqual(['q2']);
  });

  it('marks a synced tab for deletion on the server when backend persistence is on', () => {
    const state = reduce(
      base({ backendPersistence: true }),
      add('tab2', 100, { tabViewId: '42' }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 5_000 }),
    );
    expect(state.destroyedQueryEditors.tab2).toEqual({ destroyedAt: 5_000, tabViewId: '42', deletePending: true });
  });

  it('falls back to the previously active tab', () => {
    const state = reduce(
      base(),
      add('tab2'),
      add('tab3'),
      sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab2' }),
      sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab3' }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab3', now: 1 }),
    );
    expect(selectActiveQueryEditorId(state)).toBe('tab2');
    expect(state.tabHistory).toEqual(['tab1', 'tab2']);
  });

  it('keeps a tab active when the history empties and allows closing the last tab', () => {
    const twoTabs = reduce(base(), add('tab2'), sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab1' }));
    const state = { ...twoTabs, tabHistory: ['tab1'] };
    const afterRemove = reduce(state, sqlLabActions.removeQueryEditor({ queryEditorId: 'tab1', now: 1 }));
    expect(afterRemove.tabHistory).toEqual(['tab2']);
    const empty = reduce(afterRemove, sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 2 }));
    expect(empty.queryEditors).toEqual([]);
    expect(selectActiveQueryEditorId(empty)).toBeNull();
  });
});

describe('active tab and switching', () => {
  it('records the tab history without duplicates', () => {
    const state = reduce(
      base(),
      add('tab2'),
      add('tab3'),
      sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab1' }),
      sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab2' }),
    );
    expect(state.tabHistory).toEqual(['tab3', 'tab1', 'tab2']);
  });

  it('ignores unknown tabs and re-activating the active tab', () => {
    const state = reduce(base(), add('tab2'));
    expect(reduce(state, sqlLabActions.setActiveQueryEditor({ queryEditorId: 'nope' }))).toBe(state);
    expect(reduce(state, sqlLabActions.setActiveQueryEditor({ queryEditorId: 'tab2' }))).toBe(state);
  });

  it('cycles next and previous with wrap-around', () => {
    const three = reduce(base(), add('tab2'), add('tab3'));
    const next = reduce(three, sqlLabActions.switchQueryEditor({ offset: 1 }));
    expect(selectActiveQueryEditorId(next)).toBe('tab1');
    const previous = reduce(next, sqlLabActions.switchQueryEditor({ offset: -1 }));
    expect(selectActiveQueryEditorId(previous)).toBe('tab3');
    const back = reduce(previous, sqlLabActions.switchQueryEditor({ offset: -1 }), sqlLabActions.switchQueryEditor({ offset: -1 }));
    expect(selectActiveQueryEditorId(back)).toBe('tab1');
    expect(selectActiveQueryEditorId(reduce(back, sqlLabActions.switchQueryEditor({ offset: -1 })))).toBe('tab3');
  });

  it('does nothing without tabs', () => {
    const empty = createSqlLabState();
    expect(reduce(empty, sqlLabActions.switchQueryEditor({ offset: 1 }))).toBe(empty);
  });
});

describe('cloning to a new tab', () => {
  const withQuery = () =>
    reduce(
      base(),
      sqlLabActions.renameQueryEditor({ queryEditorId: 'tab1', name: 'Revenue', now: 1 }),
      sqlLabActions.setQueryEditorTemplateParams({ queryEditorId: 'tab1', templateParams: '{"x":1}', now: 1 }),
      sqlLabActions.startQuery({
        query: { id: 'q1', sqlEditorId: 'tab1', dbId: 3, catalog: 'c', schema: 's', sql: 'SELECT 3', runAsync: false },
        now: 10,
      }),
    );

  it('names the clone of a query "Copy of <tab>" and copies its SQL and database', () => {
    const state = reduce(withQuery(), sqlLabActions.cloneQueryToNewTab({ source: { queryId: 'q1' }, newQueryEditorId: 'tab2', autorun: true, now: 20 }));
    expect(state.queryEditors[1]).toMatchObject({
      id: 'tab2',
      name: 'Copy of Revenue',
      dbId: 3,
      catalog: 'c',
      schema: 's',
      sql: 'SELECT 3',
      queryLimit: 500,
      templateParams: '{"x":1}',
      autorun: true,
    });
    expect(selectActiveQueryEditorId(state)).toBe('tab2');
  });

  it('clones a tab', () => {
    const state = reduce(
      withQuery(),
      sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 4', now: 30 }),
      sqlLabActions.cloneQueryToNewTab({ source: { queryEditorId: 'tab1' }, newQueryEditorId: 'tab2', now: 40 }),
    );
    expect(state.queryEditors[1]).toMatchObject({ name: 'Copy of Revenue', sql: 'SELECT 4', autorun: false });
  });

  it('uses the query’s tab name when its tab is gone, and ignores unknown sources', () => {
    const orphan = reduce(
      base(),
      sqlLabActions.refreshQueries({ alteredQueries: [{ id: 'q9', tab: 'Old tab', dbId: 2, sql: 'SELECT 9', state: 'success' }] }),
      sqlLabActions.cloneQueryToNewTab({ source: { queryId: 'q9' }, newQueryEditorId: 'tab2', now: 1 }),
    );
    expect(orphan.queryEditors[1]!.name).toBe('Copy of Old tab');
    const state = base();
    expect(reduce(state, sqlLabActions.cloneQueryToNewTab({ source: { queryId: 'nope' }, newQueryEditorId: 'x', now: 1 }))).toBe(state);
  });
});

describe('editing a tab', () => {
  it('renames, trimming, and ignores blank names', () => {
    const renamed = reduce(base(), sqlLabActions.renameQueryEditor({ queryEditorId: 'tab1', name: '  Sales  ', now: 7 }));
    expect(renamed.queryEditors[0]).toMatchObject({ name: 'Sales', updatedAt: 7 });
    expect(reduce(renamed, sqlLabActions.renameQueryEditor({ queryEditorId: 'tab1', name: ' ', now: 8 }))).toBe(renamed);
  });

  it('sets fields stored on the server and stamps updatedAt', () => {
    const state = reduce(
      base(),
      sqlLabActions.setQueryEditorSql({ queryEditorId: 'tab1', sql: 'SELECT 1', now: 10 }),
      sqlLabActions.setQueryEditorTemplateParams({ queryEditorId: 'tab1', templateParams: '{}', now: 11 }),
      sqlLabActions.setQueryEditorAutorun({ queryEditorId: 'tab1', autorun: true, now: 12 }),
      sqlLabActions.setQueryEditorHideLeftBar({ queryEditorId: 'tab1', hideLeftBar: true, now: 13 }),
    );
    expect(state.queryEditors[0]).toMatchObject({ sql: 'SELECT 1', templateParams: '{}', autorun: true, hideLeftBar: true, updatedAt: 13 });
  });

  it('changing the database clears catalog and schema; changing the catalog clears the schema', () => {
    const state = reduce(
      base(),
      sqlLabActions.setQueryEditorCatalog({ queryEditorId: 'tab1', catalog: 'c1', now: 1 }),
      sqlLabActions.setQueryEditorSchema({ queryEditorId: 'tab1', schema: 's1', now: 1 }),
    );
    expect(reduce(state, sqlLabActions.setQueryEditorCatalog({ queryEditorId: 'tab1', catalog: 'c2', now: 2 })).queryEditors[0]).toMatchObject({
      catalog: 'c2',
      schema: null,
    });
    expect(reduce(state, sqlLabActions.setQueryEditorDb({ queryEditorId: 'tab1', dbId: 2, now: 2 })).queryEditors[0]).toMatchObject({
      dbId: 2,
      catalog: null,
      schema: null,
    });
    expect(reduce(state, sqlLabActions.setQueryEditorDb({ queryEditorId: 'tab1', dbId: 1, now: 2 }))).toBe(state);
  });

  it('keeps the query limit a positive integer capped by the database maximum', () => {
    const capped = base({ maxRow: 100 });
    expect(capped.queryEditors[0]!.maxRow).toBe(100);
    expect(reduce(capped, add('tab2')).queryEditors[1]!.maxRow).toBe(100);
    expect(reduce(capped, sqlLabActions.setQueryEditorQueryLimit({ queryEditorId: 'tab1', queryLimit: 1_000, now: 1 })).queryEditors[0]!.queryLimit).toBe(100);
    for (const invalid of [0, -5, 2.5, Number.NaN]) {
      expect(reduce(capped, sqlLabActions.setQueryEditorQueryLimit({ queryEditorId: 'tab1', queryLimit: invalid, now: 1 }))).toBe(capped);
    }
  });

  it('sets selected text, cursor and pane split without marking the tab for sync', () => {
    const state = reduce(
      base(),
      sqlLabActions.setQueryEditorSelectedText({ queryEditorId: 'tab1', selectedText: 'SELECT' }),
      sqlLabActions.setQueryEditorCursorPosition({ queryEditorId: 'tab1', cursorPosition: { row: 2, column: 4 } }),
      sqlLabActions.setQueryEditorSplit({ queryEditorId: 'tab1', northPercent: 140, southPercent: -3 }),
    );
    expect(state.queryEditors[0]).toMatchObject({
      selectedText: 'SELECT',
      cursorPosition: { row: 2, column: 4 },
      northPercent: 100,
      southPercent: 0,
      updatedAt: 0,
    });
  });

  it('ignores edits of unknown tabs', () => {
    const state = base();
    expect(reduce(state, sqlLabActions.setQueryEditorSql({ queryEditorId: 'nope', sql: 'x', now: 1 }))).toBe(state);
  });
});

describe('saved queries', () => {
  it('links a created or updated saved query to the tab, which takes its name', () => {
    const savedQuery = { remoteId: 12, name: 'Weekly revenue', dbId: 1, catalog: null, schema: 'sales', sql: 'SELECT 1', templateParams: null };
    const state = reduce(base(), sqlLabActions.linkSavedQuery({ queryEditorId: 'tab1', savedQuery, now: 50 }));
    expect(state.queryEditors[0]).toMatchObject({ remoteId: 12, name: 'Weekly revenue', updatedAt: 50 });
    const renamed = reduce(state, sqlLabActions.linkSavedQuery({ queryEditorId: 'tab1', savedQuery: { ...savedQuery, name: 'Revenue v2' }, now: 60 }));
    expect(renamed.queryEditors[0]!.name).toBe('Revenue v2');
  });

  it('opens a saved query in a new tab linked to it', () => {
    const state = reduce(base(), add('tab2', 5, { remoteId: 12, name: 'Weekly revenue', sql: 'SELECT 1' }));
    expect(state.queryEditors[1]).toMatchObject({ remoteId: 12, name: 'Weekly revenue', sql: 'SELECT 1' });
  });
});

describe('loading server tabs', () => {
  it('adds server tabs as synced, skips destroyed ones and restores the active tab', () => {
    const state = reduce(
      { ...base(), destroyedQueryEditors: { '9': { destroyedAt: 1, tabViewId: '9', deletePending: true } } },
      sqlLabActions.loadQueryEditors({
        queryEditors: [
          { id: '7', tabViewId: '7', name: 'Server tab', sql: 'SELECT 7' },
          { id: '9', tabViewId: '9', name: 'Deleted tab' },
        ],
        activeQueryEditorId: '7',
        now: 300,
      }),
    );
    expect(state.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1', '7']);
    expect(state.queryEditors[1]).toMatchObject({ inLocalStorage: false, tabViewId: '7', syncedUpdatedAt: 300 });
    expect(selectActiveQueryEditorId(state)).toBe('7');
    expect(state.syncedActiveQueryEditorId).toBe('7');
  });

  it('keeps unsynced local edits of a tab the server also sends', () => {
    const synced = reduce(base(), sqlLabActions.loadQueryEditors({ queryEditors: [{ id: '7', tabViewId: '7', sql: 'old' }], now: 10 }));
    const edited = reduce(synced, sqlLabActions.setQueryEditorSql({ queryEditorId: '7', sql: 'new', now: 20 }));
    const fromServer = sqlLabActions.loadQueryEditors({ queryEditors: [{ id: '7', tabViewId: '7', sql: 'server' }], now: 30 });
    expect(reduce(edited, fromServer).queryEditors[1]!.sql).toBe('new');
    expect(reduce(synced, fromServer).queryEditors[1]!.sql).toBe('server');
  });

  it('a failed tab fetch raises a notice; a 404 removes the tab', () => {
    const state = reduce(base(), add('tab2', 1, { tabViewId: '5' }));
    const failed = reduce(state, sqlLabActions.queryEditorFetchFailed({ queryEditorId: 'tab2', status: 500, now: 9 }));
    expect(failed.notices).toEqual([{ key: 'fetchTabState:tab2', level: 'danger', text: 'An error occurred while fetching tab state', at: 9 }]);
    expect(failed.queryEditors).toHaveLength(2);
    const missing = reduce(state, sqlLabActions.queryEditorFetchFailed({ queryEditorId: 'tab2', status: 404, now: 9 }));
    expect(missing.queryEditors.map((queryEditor) => queryEditor.id)).toEqual(['tab1']);
    expect(missing.destroyedQueryEditors.tab2!.deletePending).toBe(false);
  });
});

describe('removing a tab cancels its sync work', () => {
  it('drops pending tasks of the tab and its tables but keeps other tabs’ tasks', () => {
    const state = reduce(
      base({ backendPersistence: true }),
      add('tab2', 1, { tabViewId: '5' }),
      sqlLabActions.addTable({ table: { id: 't1', queryEditorId: 'tab2', dbId: 1, name: 'orders' } }),
      sqlLabActions.syncTaskStarted({ kind: 'updateQueryEditor', entityId: 'tab2', now: 2 }),
      sqlLabActions.syncTaskStarted({ kind: 'migrateTable', entityId: 't1', now: 2 }),
      sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: 'tab1', now: 2 }),
      sqlLabActions.removeQueryEditor({ queryEditorId: 'tab2', now: 3 }),
    );
    expect(Object.keys(state.syncTasks)).toEqual(['migrateQueryEditor:tab1']);
  });

  it('loads server tabs whose fields are partly undefined with defaults', () => {
    const state = reduce(base(), sqlLabActions.loadQueryEditors({ queryEditors: [{ id: '7', tabViewId: '7', name: undefined, sql: undefined }], now: 1 }));
    expect(state.queryEditors[1]).toMatchObject({ name: 'Untitled query', sql: '' });
  });
});
