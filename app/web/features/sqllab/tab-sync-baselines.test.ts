import { createQueryEditor } from '@core/sqllab/index.js';
import { describe, expect, it } from 'vitest';
import { syncedTabValues, TabSyncBaselines } from './tab-sync-baselines';

describe('tab sync baselines', () => {
  it('tells the fields a tab changed since the server stored it, unknown ones counting as changed', () => {
    const baselines = new TabSyncBaselines();
    const tab = createQueryEditor({ id: 'a', tabViewId: '5', name: 'Revenue', sql: 'SELECT 1', dbId: 1 }, 0);
    expect(baselines.changedFields(tab)).toBeNull();
    baselines.record('a', { name: 'Revenue' });
    expect(baselines.changedFields(tab)!.has('name')).toBe(false);
    expect(baselines.changedFields(tab)!.has('sql')).toBe(true);
    baselines.record('a', tab);
    expect(baselines.changedFields(tab)).toEqual(new Set());
    expect(baselines.changedFields({ ...tab, sql: 'SELECT 2', schema: 'main' })).toEqual(new Set(['sql', 'schema']));
  });

  it('keeps only the synced fields, with plain values', () => {
    expect(syncedTabValues({ name: 'A', sql: undefined, cursorPosition: { row: 1 }, dbId: null, autorun: false, extra: 1 })).toEqual({ name: 'A', dbId: null, autorun: false });
  });
});
