import { sqlLabEditorActions, type SqlLabEditorAction } from './editor-actions.js';
import { sqlLabQueryActions, type SqlLabQueryAction } from './query-actions.js';
import { sqlLabSyncActions, type SqlLabSyncAction } from './sync-actions.js';
import { sqlLabTableActions, type SqlLabTableAction } from './table-actions.js';

/** Every action `sqlLabReducer` handles, discriminated by `type`. */
export type SqlLabAction = SqlLabQueryAction | SqlLabEditorAction | SqlLabTableAction | SqlLabSyncAction;

/** The member of {@link SqlLabAction} with the given `type`. */
export type SqlLabActionOf<T extends SqlLabAction['type']> = Extract<SqlLabAction, { type: T }>;

/**
 * All SQL Lab action creators.
 *
 * @example
 * ```ts
 * state = sqlLabReducer(state, sqlLabActions.setQueryEditorSql({ queryEditorId: 'a1', sql: 'SELECT 1', now: Date.now() }));
 * ```
 */
export const sqlLabActions = Object.freeze({
  ...sqlLabQueryActions,
  ...sqlLabEditorActions,
  ...sqlLabTableActions,
  ...sqlLabSyncActions,
});
