import { createSqlLabState, selectActiveQueryEditor } from '@core/sqllab/index.js';
import { describe, expect, it, vi } from 'vitest';
import { openRequestedQuery, type OpenRequestDeps } from './open-requested-query';
import { requestedQueryFrom, requestedQueryOf, sqlLabLocation } from './requested-query';
import { createSqlLabStore } from './sqllab-store';

describe('requested queries', () => {
  it('reads permalinks, saved queries, a chart’s datasource and plain SQL from the URL or router state', () => {
    expect(requestedQueryOf(new URLSearchParams(), null, 'abc')).toEqual({ kind: 'permalink', key: 'abc' });
    expect(requestedQueryOf(new URLSearchParams('permalink=kv:xyz'), null)).toEqual({ kind: 'permalink', key: 'kv:xyz' });
    expect(requestedQueryOf(new URLSearchParams('savedQueryId=12'), null)).toEqual({ kind: 'savedQuery', id: 12 });
    expect(requestedQueryOf(new URLSearchParams(), sqlLabLocation({ datasourceKey: '3__table', sql: 'SELECT 1' }).state)).toEqual({
      kind: 'datasource',
      datasourceKey: '3__table',
      sql: 'SELECT 1',
    });
    expect(requestedQueryOf(new URLSearchParams('datasourceKey=4__table'), null)).toEqual({ kind: 'datasource', datasourceKey: '4__table', sql: null });
    expect(requestedQueryOf(new URLSearchParams('dbid=2&schema=main&sql=SELECT%202&name=Two&autorun=true'), null)).toEqual({
      kind: 'sql',
      dbId: 2,
      schema: 'main',
      catalog: null,
      sql: 'SELECT 2',
      name: 'Two',
      autorun: true,
    });
    expect(requestedQueryOf(new URLSearchParams('savedQueryId=abc'), null)).toBeNull();
    expect(requestedQueryOf(new URLSearchParams(), { other: 1 })).toBeNull();
  });

  it('reads a requestedQuery object strictly: a datasource and SQL, else SQL for a database, never run by itself', () => {
    expect(requestedQueryFrom({ datasourceKey: '3__table', sql: 'SELECT 1', dbId: 9 })).toEqual({ kind: 'datasource', datasourceKey: '3__table', sql: 'SELECT 1' });
    expect(requestedQueryFrom({ sql: 'SELECT 2', dbId: 2, schema: 'main', name: 'Two', autorun: true })).toEqual({
      kind: 'sql', dbId: 2, schema: 'main', catalog: null, sql: 'SELECT 2', name: 'Two', autorun: false,
    });
    expect(requestedQueryFrom({ sql: 'SELECT 3', dbId: '2', schema: 7 })).toMatchObject({ dbId: null, schema: null });
    for (const nothing of [null, 'SELECT 1', [], {}, { sql: '' }, { datasourceKey: 3 }, { sql: 5 }]) expect(requestedQueryFrom(nothing)).toBeNull();
    expect(requestedQueryOf(new URLSearchParams(), { requestedQuery: { sql: 'SELECT 4', dbId: 4 } })).toMatchObject({ kind: 'sql', dbId: 4, sql: 'SELECT 4' });
  });

  const deps = (api: Partial<OpenRequestDeps['api']> = {}) => {
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'a', defaultDbId: 1, now: 0 }));
    const notify = vi.fn();
    return { store, notify, deps: { store, notify, api: { fetchDatasourceMetadata: vi.fn(), getSavedQuery: vi.fn(), getPermalink: vi.fn(), ...api } } as OpenRequestDeps };
  };

  it('opens a chart’s query in a new tab on its database and schema', async () => {
    const { store, deps: d } = deps({ fetchDatasourceMetadata: vi.fn(async () => ({ database: { id: 7 }, schema: 'sales', table_name: 'orders' })) });
    const opened = await openRequestedQuery(d, { kind: 'datasource', datasourceKey: '3__table', sql: 'SELECT 1' });
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({ id: opened!.queryEditorId, dbId: 7, schema: 'sales', sql: 'SELECT 1', name: 'orders' });
  });

  it('opens a saved query linked to its tab, and a permalink with its autorun flag', async () => {
    const { store, deps: d } = deps({
      getSavedQuery: vi.fn(async () => ({ id: 5, label: 'Top names', description: null, sql: 'SELECT name', schema: 'main', catalog: null, template_parameters: null, database: { id: 2 } })),
      getPermalink: vi.fn(async () => ({ dbId: 3, name: 'Shared', sql: 'SELECT 3', autorun: true })),
    });
    await openRequestedQuery(d, { kind: 'savedQuery', id: 5 });
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({ name: 'Top names', remoteId: 5, dbId: 2, sql: 'SELECT name' });
    const opened = await openRequestedQuery(d, { kind: 'permalink', key: 'k' });
    expect(opened!.autorun).toBe(true);
    expect(selectActiveQueryEditor(store.getState())).toMatchObject({ name: 'Shared', dbId: 3, sql: 'SELECT 3' });
  });

  it('shows the catalogue’s toast when something cannot be loaded', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('404')));
    const { store, notify, deps: d } = deps({ fetchDatasourceMetadata: failing, getSavedQuery: failing, getPermalink: failing });
    expect(await openRequestedQuery(d, { kind: 'datasource', datasourceKey: '9__table', sql: null })).toBeNull();
    expect(await openRequestedQuery(d, { kind: 'savedQuery', id: 9 })).toBeNull();
    expect(await openRequestedQuery(d, { kind: 'permalink', key: 'nope' })).toBeNull();
    expect(notify.mock.calls).toEqual([
      ['danger', "The datasource couldn't be loaded"],
      ['danger', "The query couldn't be loaded"],
      ['danger', 'An error occurred while loading the SQL'],
    ]);
    expect(store.getState().queryEditors).toHaveLength(1);
  });
});
