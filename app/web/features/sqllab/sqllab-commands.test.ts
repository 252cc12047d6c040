import { createSqlLabState, DEFAULT_QUERY_EDITOR_NAME } from '@core/sqllab/index.js';
import { describe, expect, it } from 'vitest';
import { tabCommands } from './sqllab-commands';
import { createSqlLabStore } from './sqllab-store';

const names = (store: ReturnType<typeof createSqlLabStore>) => store.getState().queryEditors.map((queryEditor) => queryEditor.name);
const fresh = () => createSqlLabStore(createSqlLabState({ initialQueryEditorId: 'first', defaultDbId: 2, now: 0 }));

describe('tab commands', () => {
  it('names new tabs "Untitled Query N" after the first "Untitled query"', () => {
    const store = fresh();
    tabCommands.add(store);
    tabCommands.add(store);
    expect(names(store)).toEqual([DEFAULT_QUERY_EDITOR_NAME, 'Untitled Query 1', 'Untitled Query 2']);
    const third = store.getState().queryEditors[2]!;
    tabCommands.close(store, store.getState().queryEditors[1]!.id);
    tabCommands.add(store);
    expect(names(store)).toEqual([DEFAULT_QUERY_EDITOR_NAME, 'Untitled Query 2', 'Untitled Query 3']);
    expect(third.dbId).toBe(2);
    expect(third.id).toHaveLength(11);
  });

  it('renames, ignoring a blank name', () => {
    const store = fresh();
    tabCommands.rename(store, 'first', '  Revenue by month ');
    tabCommands.rename(store, 'first', '   ');
    expect(names(store)).toEqual(['Revenue by month']);
  });

  it('clones a tab as "Copy of <name>" and makes the copy active', () => {
    const store = fresh();
    tabCommands.rename(store, 'first', 'Orders');
    const copy = tabCommands.clone(store, { queryEditorId: 'first' });
    expect(names(store)).toEqual(['Orders', 'Copy of Orders']);
    expect(tabCommands.activeId(store)).toBe(copy);
  });

  it('switches to the next and previous tab with wrap-around', () => {
    const store = fresh();
    const second = tabCommands.add(store);
    const third = tabCommands.add(store);
    expect(tabCommands.activeId(store)).toBe(third);
    tabCommands.switch(store, 1);
    expect(tabCommands.activeId(store)).toBe('first');
    tabCommands.switch(store, -1);
    expect(tabCommands.activeId(store)).toBe(third);
    tabCommands.switch(store, -1);
    expect(tabCommands.activeId(store)).toBe(second);
  });

  it('opens a fresh "Untitled query" when the last tab closes', () => {
    const store = fresh();
    tabCommands.close(store, 'first');
    expect(names(store)).toEqual([DEFAULT_QUERY_EDITOR_NAME]);
    expect(store.getState().queryEditors[0]!.id).not.toBe('first');
  });

  it('closes the other tabs', () => {
    const store = fresh();
    const kept = tabCommands.add(store);
    tabCommands.add(store);
    tabCommands.closeOthers(store, kept);
    expect(store.getState().queryEditors.map((queryEditor) => queryEditor.id)).toEqual([kept]);
    expect(tabCommands.activeId(store)).toBe(kept);
  });
});
