import { SqlQueryState } from './query-state.js';
import type { SqlLabQuery, SqlLabQueryUpdate } from './sqllab-query.js';

/** A complete query record from the given fields; missing ones take neutral defaults. */
export function createSqlLabQuery(fields: SqlLabQueryUpdate): SqlLabQuery {
  return {
    sqlEditorId: null,
    tab: null,
    dbId: 0,
    catalog: null,
    schema: null,
    sql: '',
    templateParams: null,
    queryLimit: null,
    state: SqlQueryState.STARTED,
    serverState: null,
    results: null,
    rows: null,
    limitingFactor: null,
    tempSchema: null,
    tempTable: null,
    resultsKey: null,
    errorMessage: null,
    errors: [],
    link: null,
    startDttm: 0,
    endDttm: null,
    progress: 0,
    cached: false,
    runAsync: false,
    ctas: false,
    executedSql: null,
    isDataPreview: false,
    inLocalStorage: false,
    changedOn: null,
    ...definedFields(fields),
    id: fields.id,
  };
}

/** The fields of `value` whose value is not `undefined`, so a spread never erases with undefined. */
export function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
