import type { TesseraError } from '../errors/index.js';
import type { SqlQueryState } from './query-state.js';

/** A column of a SQL Lab result set, as `/api/v1/sqllab/results/` returns it. */
export interface QueryResultColumn {
  column_name: string;
  name?: string;
  type?: string | null;
  type_generic?: number | null;
  is_dttm?: boolean;
}

/** The result set of a query run. */
export interface QueryResults {
  data: Record<string, unknown>[];
  columns: QueryResultColumn[];
  selected_columns?: QueryResultColumn[];
  expanded_columns?: QueryResultColumn[];
  /** The display limit cut the rows shown. */
  displayLimitReached?: boolean;
}

/** A SQL Lab query run (product spec §3). Times are epoch milliseconds. */
export interface SqlLabQuery {
  /** Client id (`client_id` on the server). */
  id: string;
  /** The editor tab that ran it; null for table data previews. */
  sqlEditorId: string | null;
  /** Name of the tab at run time. */
  tab: string | null;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  templateParams: string | null;
  queryLimit: number | null;
  state: SqlQueryState;
  /** The state the server last reported, which a refresh may not copy into `state`. */
  serverState: SqlQueryState | null;
  results: QueryResults | null;
  rows: number | null;
  limitingFactor: string | null;
  tempSchema: string | null;
  tempTable: string | null;
  resultsKey: string | null;
  errorMessage: string | null;
  errors: TesseraError[];
  link: string | null;
  startDttm: number;
  endDttm: number | null;
  /** Progress in percent (0–100). */
  progress: number;
  cached: boolean;
  runAsync: boolean;
  ctas: boolean;
  executedSql: string | null;
  isDataPreview: boolean;
  /** True while the server does not know the query belongs to its tab. */
  inLocalStorage: boolean;
  /** Server change time, used to ask only for newer updates. */
  changedOn: number | null;
}

/** What a caller gives to start a run; the reducer sets state, times, progress and results. */
export type NewSqlLabQuery = Pick<SqlLabQuery, 'id' | 'dbId' | 'sql' | 'runAsync'> &
  Partial<
    Pick<
      SqlLabQuery,
      | 'sqlEditorId'
      | 'tab'
      | 'catalog'
      | 'schema'
      | 'templateParams'
      | 'queryLimit'
      | 'ctas'
      | 'tempSchema'
      | 'tempTable'
      | 'isDataPreview'
    >
  >;

/** A polled update of a query (`/api/v1/query/updated_since`), normalised to the client's fields. */
export type SqlLabQueryUpdate = Pick<SqlLabQuery, 'id'> & Partial<Omit<SqlLabQuery, 'id'>>;
