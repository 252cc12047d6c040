import { sqlLabActions, type SqlLabNotice } from '@core/sqllab/index.js';
import type { SqlLabStore } from './sqllab-store';

/**
 * Hands every pending notice of SQL Lab's state (failed migrations, a lost save, a tab that could
 * not be fetched) to `show`, then dismisses it, so each is shown once.
 */
export function drainNotices(store: SqlLabStore, show: (notice: SqlLabNotice) => void): void {
  for (const notice of store.getState().notices) {
    show(notice);
    store.dispatch(sqlLabActions.dismissNotice({ key: notice.key }));
  }
}
