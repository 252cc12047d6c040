import { describe, expect, it } from 'vitest';
import { selectTablesOfQueryEditor } from './editor-selectors.js';
import { sqlLabActions, type SqlLabAction } from './sqllab-action.js';
import { sqlLabReducer } from './sqllab-reducer.js';
import { createSqlLabState, type SqlLabState } from './sqllab-state.js';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]): SqlLabState =>
  actions.reduce((current, action) => sqlLabReducer(Object.freeze(current), action), state);

const base = (): SqlLabState =>
  reduce(createSqlLabState({ initialQueryEditorId: 'tab1', defaultDbId: 1, now: 0 }), sqlLabActions.addQueryEditor({ queryEditor: { id: 'tab2' }, now: 1 }));

const addTable = (id: string, name: string, queryEditorId = 'tab1', schema: string | null = 'public'): SqlLabAction =>
  sqlLabActions.addTable({ table: { id, queryEditorId, dbId: 1, schema, name } });

const preview = (id: string): SqlLabAction =>
  sqlLabActions.startQuery({ query: { id, dbId: 1, sql: 'SELECT * FROM t LIMIT 100', runAsync: false, isDataPreview: true }, now: 5 });

describe('table schema panels', () => {
  it('adds a local, expanded panel at the top of its tab', () => {
    const state = reduce(base(), addTable('t1', 'orders'), addTable('t2', 'customers'), addTable('t3', 'other', 'tab2'));
    expect(selectTablesOfQueryEditor(state, 'tab1').map((table) => table.name)).toEqual(['customers', 'orders']);
    expect(state.tables.map((table) => table.id)).toEqual(['t3', 't2', 't1']);
    expect(state.tables[1]).toMatchObject({
      id: 't2',
      expanded: true,
      inLocalStorage: true,
      remoteId: null,
      catalog: null,
      schema: 'public',
      columns: [],
      dataPreviewQueryId: null,
    });
  });

  it('expands and updates a table already open in the same tab instead of adding it twice', () => {
    const state = reduce(
      base(),
      addTable('t1', 'orders'),
      sqlLabActions.collapseTable({ tableId: 't1' }),
      sqlLabActions.addTable({ table: { id: 't9', queryEditorId: 'tab1', dbId: 1, schema: 'public', name: 'orders', remoteId: 4 } }),
    );
    expect(state.tables).toHaveLength(1);
    expect(state.tables[0]).toMatchObject({ id: 't1', expanded: true, remoteId: 4, inLocalStorage: false });
  });

  it('treats the same name in another schema or tab as another table', () => {
    const state = reduce(base(), addTable('t1', 'orders'), addTable('t2', 'orders', 'tab1', 'sales'), addTable('t3', 'orders', 'tab2'));
    expect(state.tables).toHaveLength(3);
  });

  it('ignores tables of unknown tabs', () => {
    const state = base();
    expect(reduce(state, addTable('t1', 'orders', 'nope'))).toBe(state);
  });

  it('expands and collapses', () => {
    const collapsed = reduce(base(), addTable('t1', 'orders'), sqlLabActions.collapseTable({ tableId: 't1' }));
    expect(collapsed.tables[0]!.expanded).toBe(false);
    expect(reduce(collapsed, sqlLabActions.collapseTable({ tableId: 't1' }))).toBe(collapsed);
    expect(reduce(collapsed, sqlLabActions.expandTable({ tableId: 't1' })).tables[0]!.expanded).toBe(true);
  });

  it('stores fetched metadata', () => {
    const state = reduce(
      base(),
      addTable('t1', 'orders'),
      sqlLabActions.mergeTableMetadata({
        tableId: 't1',
        metadata: {
          columns: [{ name: 'id', type: 'INTEGER' }],
          selectStar: 'SELECT * FROM orders',
          primaryKey: { type: 'pk', column_names: ['id'] },
          foreignKeys: [],
          indexes: [{ type: 'index', name: 'ix', column_names: ['id'] }],
        },
      }),
    );
    expect(state.tables[0]).toMatchObject({ selectStar: 'SELECT * FROM orders', primaryKey: { column_names: ['id'] }, columns: [{ name: 'id' }] });
  });

  it('links a data preview query and drops the one it replaces', () => {
    const state = reduce(
      base(),
      addTable('t1', 'orders'),
      preview('p1'),
      sqlLabActions.setDataPreviewQueryId({ tableId: 't1', queryId: 'p1' }),
      preview('p2'),
      sqlLabActions.setDataPreviewQueryId({ tableId: 't1', queryId: 'p2' }),
    );
    expect(state.tables[0]!.dataPreviewQueryId).toBe('p2');
    expect(Object.keys(state.queries)).toEqual(['p2']);
  });

  it('removes panels with their data preview queries', () => {
    const state = reduce(
      base(),
      addTable('t1', 'orders'),
      addTable('t2', 'customers'),
      preview('p1'),
      sqlLabActions.setDataPreviewQueryId({ tableId: 't1', queryId: 'p1' }),
      sqlLabActions.removeTables({ tableIds: ['t1'] }),
    );
    expect(state.tables.map((table) => table.id)).toEqual(['t2']);
    expect(state.queries).toEqual({});
    expect(reduce(state, sqlLabActions.removeTables({ tableIds: ['nope'] }))).toBe(state);
  });

  it('forgets the preview link when the preview query is removed', () => {
    const state = reduce(
      base(),
      addTable('t1', 'orders'),
      preview('p1'),
      sqlLabActions.setDataPreviewQueryId({ tableId: 't1', queryId: 'p1' }),
      sqlLabActions.removeQuery({ queryId: 'p1' }),
    );
    expect(state.tables[0]!.dataPreviewQueryId).toBeNull();
  });
});
