import { formatMessage } from '../errors/index.js';
import type { ComponentIdSource } from './component-id.js';
import type { LayoutMap } from './layout-component.js';
import { UNDO_LIMIT } from './layout-constants.js';
import { type LayoutAction, applyLayoutAction } from './layout-action.js';
import { LayoutMessage } from './layout-messages.js';

/** The dashboard layout with its undo and redo history. */
export interface LayoutHistory {
  /** Earlier layouts, oldest first; undo returns to the last one. */
  past: LayoutMap[];
  present: LayoutMap;
  /** Undone layouts, the next redo first. */
  future: LayoutMap[];
  /** The layout the history started from: the one loaded or last saved. */
  start: LayoutMap;
  /** Set by any layout change (and by redo); cleared by a save, or by undoing back to `start`. */
  unsavedChanges: boolean;
  /** Set once every undo slot is used (the warning was given); cleared by a save. */
  maxUndoHistoryExceeded: boolean;
  /** A warning for the user from the last action (a refused edit, or running out of undo slots). */
  warning: string | null;
}

/** Actions of the layout history besides layout edits. */
export type LayoutHistoryControl =
  | { type: 'UNDO' }
  | { type: 'REDO' }
  /** The layout was saved: the history restarts from the present. */
  | { type: 'LAYOUT_SAVED' }
  /** A dashboard was (re)loaded: the history restarts from `layout`. */
  | { type: 'HYDRATE_LAYOUT'; layout: LayoutMap };

/** Anything the layout history reducer handles. */
export type LayoutHistoryAction = LayoutAction | LayoutHistoryControl;

/** Options of `createLayoutHistoryReducer`. */
export interface LayoutHistoryOptions {
  /** Undo slots (spec §9: 10). The history keeps `undoLimit + 2` layouts counting the present. */
  undoLimit?: number;
  /** Ids of components the edits create. */
  idSource?: ComponentIdSource;
}

/** A fresh history holding `layout`, with nothing to undo or redo and nothing unsaved. */
export function createLayoutHistory(layout: LayoutMap): LayoutHistory {
  return { past: [], present: layout, future: [], start: layout, unsavedChanges: false, maxUndoHistoryExceeded: false, warning: null };
}

/** Whether there is a step to undo. */
export function canUndo(history: LayoutHistory): boolean {
  return history.past.length > 0;
}

/** Whether there is an undone step to redo. */
export function canRedo(history: LayoutHistory): boolean {
  return history.future.length > 0;
}

/**
 * A reducer that applies layout actions to the present layout and keeps the undo history, as
 * Superset's dashboard does: a change pushes the previous layout onto `past` (at most
 * `undoLimit + 1` entries, the oldest dropped beyond) and clears `future`. The edit that makes
 * `past` reach `undoLimit` entries (the 10th change since loading or saving, with the spec's limit)
 * sets the warning "You have used all %(historyLength)s undo slots…", once until the next save.
 * Undoing back to the loaded or saved layout clears the unsaved flag. A refused edit changes
 * nothing but the warning; an edit that changes nothing leaves the history as it is.
 *
 * @example
 * ```ts
 * const reduce = createLayoutHistoryReducer();
 * let history = createLayoutHistory(layout);
 * history = reduce(history, { type: 'DELETE_COMPONENT', id: 'CHART-a' });
 * history = reduce(history, { type: 'UNDO' });
 * ```
 */
export function createLayoutHistoryReducer(options: LayoutHistoryOptions = {}): (state: LayoutHistory, action: LayoutHistoryAction) => LayoutHistory {
  const undoLimit = Math.max(1, Math.trunc(options.undoLimit ?? UNDO_LIMIT));
  // The history holds undoLimit + 2 layouts including the present: one slot beyond the limit shows it was reached.
  const maxPast = undoLimit + 1;
  const quiet = (state: LayoutHistory) => (state.warning === null ? state : { ...state, warning: null });

  return (state, action) => {
    switch (action.type) {
      case 'UNDO': {
        const previous = state.past.at(-1);
        if (previous === undefined) return quiet(state);
        // Back at the loaded or saved layout only if it is the very one: once the oldest steps were
        // dropped, an empty undo history ends on a later layout, still unsaved.
        const backAtStart = previous === state.start;
        return {
          ...state,
          past: state.past.slice(0, -1),
          present: previous,
          future: [state.present, ...state.future],
          unsavedChanges: backAtStart ? false : state.unsavedChanges,
          warning: null,
        };
      }
      case 'REDO': {
        const [next, ...future] = state.future;
        if (next === undefined) return quiet(state);
        return { ...state, past: [...state.past, state.present].slice(-maxPast), present: next, future, unsavedChanges: true, warning: null };
      }
      case 'LAYOUT_SAVED':
        return createLayoutHistory(state.present);
      case 'HYDRATE_LAYOUT':
        return createLayoutHistory(action.layout);
      default: {
        const result = applyLayoutAction(state.present, action, options.idSource);
        if (!result.ok) return { ...state, warning: result.message };
        if (result.layout === state.present) return quiet(state);
        const past = [...state.past, state.present].slice(-maxPast);
        const exceedsNow = !state.maxUndoHistoryExceeded && past.length >= undoLimit;
        return {
          past,
          present: result.layout,
          future: [],
          start: state.start,
          unsavedChanges: true,
          maxUndoHistoryExceeded: state.maxUndoHistoryExceeded || exceedsNow,
          warning: exceedsNow ? formatMessage(LayoutMessage.UNDO_SLOTS_USED, { historyLength: undoLimit }) : null,
        };
      }
    }
  };
}
