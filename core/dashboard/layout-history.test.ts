import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import type { LayoutMap } from './layout-component.js';
import { canRedo, canUndo, createLayoutHistory, createLayoutHistoryReducer, type LayoutHistory, type LayoutHistoryAction } from './layout-history.js';
import { chart, counterIdSource, grid, layoutOf, row } from './test-fixtures.js';

const UNDO_WARNING = (slots: number) =>
  `You have used all ${slots} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;

const start = deepFreeze(layoutOf(grid(row('ROW-1', chart('CHART-a', 1)))));
const rename = (n: number): LayoutHistoryAction => ({ type: 'UPDATE_COMPONENT_META', id: 'CHART-a', meta: { sliceNameOverride: `Name ${n}` } });
const nameOf = (layout: LayoutMap) => layout['CHART-a']!.meta.sliceNameOverride;

function run(reduce: (state: LayoutHistory, action: LayoutHistoryAction) => LayoutHistory, state: LayoutHistory, actions: LayoutHistoryAction[]): LayoutHistory {
  return actions.reduce(reduce, state);
}

describe('layout history', () => {
  const reduce = createLayoutHistoryReducer({ idSource: counterIdSource() });

  it('starts clean', () => {
    const history = createLayoutHistory(start);
    expect(history).toEqual({ past: [], present: start, future: [], start, unsavedChanges: false, maxUndoHistoryExceeded: false, warning: null });
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
  });

  it('records a change and marks it unsaved', () => {
    const history = reduce(createLayoutHistory(start), rename(1));
    expect(history.past).toEqual([start]);
    expect(nameOf(history.present)).toBe('Name 1');
    expect(history.unsavedChanges).toBe(true);
    expect(canUndo(history)).toBe(true);
  });

  it('undoes and redoes, clearing the unsaved flag when back at the start', () => {
    const changed = run(reduce, createLayoutHistory(start), [rename(1), rename(2)]);
    const once = reduce(changed, { type: 'UNDO' });
    expect(nameOf(once.present)).toBe('Name 1');
    expect(once.unsavedChanges).toBe(true);
    const twice = reduce(once, { type: 'UNDO' });
    expect(twice.present).toBe(start);
    expect(twice.unsavedChanges).toBe(false);
    expect(canRedo(twice)).toBe(true);
    const redone = reduce(twice, { type: 'REDO' });
    expect(nameOf(redone.present)).toBe('Name 1');
    expect(redone.unsavedChanges).toBe(true);
    expect(redone.future).toHaveLength(1);
  });

  it('drops the redo steps on a new change', () => {
    const history = run(reduce, createLayoutHistory(start), [rename(1), rename(2), { type: 'UNDO' }, rename(3)]);
    expect(history.future).toEqual([]);
    expect(history.past.map(nameOf)).toEqual([undefined, 'Name 1']);
  });

  it('ignores undo and redo with nothing to undo or redo', () => {
    const history = createLayoutHistory(start);
    expect(reduce(history, { type: 'UNDO' })).toBe(history);
    expect(reduce(history, { type: 'REDO' })).toBe(history);
  });

  it('warns once when all 10 undo slots are used, keeps 11 steps and drops the oldest beyond', () => {
    let history = createLayoutHistory(start);
    const warnings: (string | null)[] = [];
    for (let n = 1; n <= 13; n += 1) {
      history = reduce(history, rename(n));
      warnings.push(history.warning);
    }
    expect(warnings.slice(0, 9)).toEqual(Array(9).fill(null));
    expect(warnings[9]).toBe(UNDO_WARNING(10));
    expect(warnings.slice(10)).toEqual([null, null, null]);
    expect(history.maxUndoHistoryExceeded).toBe(true);
    expect(history.past).toHaveLength(11);
    expect(history.past.map(nameOf)).toEqual(['Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6', 'Name 7', 'Name 8', 'Name 9', 'Name 10', 'Name 11', 'Name 12']);
  });

  it('warns on the change that uses the last slot, whatever mix of changes and undos led there, and only once', () => {
    let history = run(reduce, createLayoutHistory(start), [rename(1), rename(2), rename(3), { type: 'UNDO' }, { type: 'UNDO' }]);
    const warnings: (string | null)[] = [];
    for (let n = 4; n <= 12; n += 1) {
      history = reduce(history, rename(n));
      warnings.push(history.warning);
    }
    // 1 step left after the undos, then 9 changes: the 9th fills the 10th slot.
    expect(history.past).toHaveLength(10);
    expect(warnings).toEqual([...Array(8).fill(null), UNDO_WARNING(10)]);
    history = run(reduce, history, [{ type: 'UNDO' }, { type: 'UNDO' }, rename(13), rename(14)]);
    expect(history.past).toHaveLength(10);
    expect(history.warning).toBeNull();
  });

  it('clears the unsaved flag when every change is undone back to the loaded layout, even after the warning', () => {
    for (const changes of [10, 11]) {
      let history = createLayoutHistory(start);
      for (let n = 1; n <= changes; n += 1) history = reduce(history, rename(n));
      expect(history.maxUndoHistoryExceeded).toBe(true);
      for (let n = 1; n < changes; n += 1) history = reduce(history, { type: 'UNDO' });
      expect(history.unsavedChanges).toBe(true);
      history = reduce(history, { type: 'UNDO' });
      expect(history.present).toBe(start);
      expect(history.past).toEqual([]);
      expect(history.unsavedChanges).toBe(false);
    }
  });

  it('keeps the unsaved flag after undoing everything once steps were dropped', () => {
    let history = createLayoutHistory(start);
    for (let n = 1; n <= 12; n += 1) history = reduce(history, rename(n));
    for (let n = 0; n < 11; n += 1) history = reduce(history, { type: 'UNDO' });
    expect(history.past).toEqual([]);
    expect(nameOf(history.present)).toBe('Name 1');
    expect(history.unsavedChanges).toBe(true);
  });

  it('restarts the history on save, and warns again after the next 10 changes', () => {
    let history = createLayoutHistory(start);
    for (let n = 1; n <= 10; n += 1) history = reduce(history, rename(n));
    const saved = reduce(history, { type: 'LAYOUT_SAVED' });
    expect(saved).toEqual({ past: [], present: history.present, future: [], start: history.present, unsavedChanges: false, maxUndoHistoryExceeded: false, warning: null });
    let again = saved;
    for (let n = 11; n <= 20; n += 1) again = reduce(again, rename(n));
    expect(again.warning).toBe(UNDO_WARNING(10));
  });

  it('restarts from a loaded layout on hydrate', () => {
    const changed = reduce(createLayoutHistory(start), rename(1));
    const loaded = layoutOf(grid());
    expect(reduce(changed, { type: 'HYDRATE_LAYOUT', layout: loaded })).toEqual(createLayoutHistory(loaded));
  });

  it('keeps a refused edit out of the history and shows its message', () => {
    const changed = reduce(createLayoutHistory(start), rename(1));
    const refused = reduce(changed, { type: 'DELETE_COMPONENT', id: 'GRID_ID' });
    expect(refused.present).toBe(changed.present);
    expect(refused.past).toBe(changed.past);
    expect(refused.warning).toBe('This part of the dashboard layout cannot be removed.');
    const next = reduce(refused, rename(2));
    expect(next.warning).toBeNull();
  });

  it('keeps an edit that changes nothing out of the history', () => {
    const changed = reduce(createLayoutHistory(start), rename(1));
    expect(reduce(changed, rename(1))).toBe(changed);
    const clean = createLayoutHistory(start);
    expect(reduce(clean, rename(0)).past).toHaveLength(1);
    expect(reduce(clean, { type: 'DELETE_TOP_LEVEL_TABS' })).toBe(clean);
  });

  it('uses the given number of undo slots', () => {
    const small = createLayoutHistoryReducer({ undoLimit: 2 });
    const history = run(small, createLayoutHistory(start), [rename(1), rename(2), rename(3), rename(4)]);
    expect(history.past.map(nameOf)).toEqual(['Name 1', 'Name 2', 'Name 3']);
    expect(history.maxUndoHistoryExceeded).toBe(true);
    expect(run(small, createLayoutHistory(start), [rename(1), rename(2)]).warning).toBe(UNDO_WARNING(2));
  });

  it('uses the id source for components it creates', () => {
    const history = reduce(createLayoutHistory(start), { type: 'CREATE_COMPONENT', request: { type: 'HEADER', destination: { id: 'GRID_ID', index: 0 } } });
    expect(history.present['GRID_ID']!.children[0]).toMatch(/^HEADER-n\d+$/);
  });
});
