import { createSqlLabState, restorePersistedSqlLabState, selectActiveQueryEditor, sqlLabActions } from '@core/sqllab/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistSqlLabStore, readPersistedSqlLab, writePersistedSqlLab, type SqlLabStorage } from './sqllab-persistence';
import { createSqlLabStore } from './sqllab-store';
import { TabSyncBaselines } from './tab-sync-baselines';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: vi.fn((key: string, value: string) => void items.set(key, value)) } satisfies SqlLabStorage & { items: Map<string, string> };
};

afterEach(() => vi.useRealTimers());

describe('SQL Lab in local storage', () => {
  it('stores tabs, the active tab and queries, and reads them back', () => {
    const storage = memoryStorage();
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'a', now: 0 }));
    store.dispatch(sqlLabActions.addQueryEditor({ queryEditor: { id: 'b', sql: 'SELECT 2' }, now: 1 }));
    store.dispatch(sqlLabActions.setActiveQueryEditor({ queryEditorId: 'a' }));
    expect(writePersistedSqlLab(storage, store, 10, 'k')).toBe(true);
    const persisted = readPersistedSqlLab(storage, 'k')!;
    const restored = restorePersistedSqlLabState(createSqlLabState(), persisted, 20);
    expect(restored.queryEditors.map((queryEditor) => [queryEditor.id, queryEditor.sql])).toEqual([
      ['a', ''],
      ['b', 'SELECT 2'],
    ]);
    expect(selectActiveQueryEditor(restored)!.id).toBe('a');
  });

  it('stores the tabs’ sync baselines with the state, for open tabs only', () => {
    const storage = memoryStorage();
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'a', now: 0 }));
    const baselines = new TabSyncBaselines();
    baselines.record('a', { sql: 'SELECT 1', name: 'A', schema: null });
    baselines.record('closed', { sql: 'SELECT 9' });
    expect(writePersistedSqlLab(storage, store, 10, 'k', baselines)).toBe(true);
    const read = TabSyncBaselines.from(readPersistedSqlLab(storage, 'k')!.syncedTabs);
    expect(read.snapshot()).toEqual({ a: { sql: 'SELECT 1', name: 'A', schema: null } });
    expect(TabSyncBaselines.from('garbage').snapshot()).toEqual({});
    expect(TabSyncBaselines.from({ a: [1], b: { sql: 'x', cursorPosition: { row: 1 } } }).snapshot()).toEqual({ b: { sql: 'x' } });
  });

  it('ignores unreadable or missing storage', () => {
    expect(readPersistedSqlLab(null)).toBeNull();
    expect(readPersistedSqlLab({ getItem: () => '{oops', setItem: () => undefined })).toBeNull();
    expect(readPersistedSqlLab({ getItem: () => '[1]', setItem: () => undefined })).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(writePersistedSqlLab(full, createSqlLabStore(createSqlLabState()), 0)).toBe(false);
  });

  it('writes at most once per delay after changes, and at once when stopped', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'a', now: 0 }));
    const stop = persistSqlLabStore(store, storage, { delayMs: 1_000, key: 'k' });
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'a', sql: 'S', now: 1 }));
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'a', sql: 'SE', now: 2 }));
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(readPersistedSqlLab(storage, 'k')!.queryEditors![0]!.sql).toBe('SE');
    store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId: 'a', sql: 'SEL', now: 3 }));
    stop();
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    expect(readPersistedSqlLab(storage, 'k')!.queryEditors![0]!.sql).toBe('SEL');
  });
});
