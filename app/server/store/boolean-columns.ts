import type { SelectType } from 'kysely';
import type { Database } from './database.js';

type BooleanColumnOf<Row> = {
  [K in keyof Row]-?: [SelectType<Row[K]>] extends [boolean | null]
    ? [boolean] extends [SelectType<Row[K]>]
      ? K
      : never
    : never;
}[keyof Row] &
  string;

type BooleanColumnsByTable = {
  [T in keyof Database as BooleanColumnOf<Database[T]> extends never ? never : T]: readonly BooleanColumnOf<
    Database[T]
  >[];
};

/**
 * The boolean columns of each table, checked against the table interfaces by the compiler and
 * against the live schema by the tests.
 */
const booleanColumnsByTable: BooleanColumnsByTable = {
  ab_user: ['active'],
  dbs: [
    'expose_in_sqllab',
    'allow_run_async',
    'allow_ctas',
    'allow_cvas',
    'allow_dml',
    'allow_file_upload',
    'impersonate_user',
    'is_managed_externally',
  ],
  tables: [
    'is_sqllab_view',
    'filter_select_enabled',
    'normalize_columns',
    'always_filter_main_dttm',
    'is_managed_externally',
  ],
  table_columns: ['is_dttm', 'groupby', 'filterable', 'is_active'],
  slices: ['is_managed_externally'],
  dashboards: ['published', 'is_managed_externally'],
  tab_state: ['active', 'autorun', 'hide_left_bar'],
  table_schema: ['expanded'],
  query: ['select_as_cta', 'select_as_cta_used'],
  report_schedule: ['active', 'force_screenshot'],
};

/**
 * Names of boolean columns across the whole store. SQLite returns booleans as 0/1; a result
 * column with one of these names is turned back into a boolean (see `SqliteBooleanPlugin`).
 * No other table uses these names for a non-boolean column — the tests assert it.
 */
export const BOOLEAN_COLUMN_NAMES: ReadonlySet<string> = new Set(
  Object.values(booleanColumnsByTable).flat(),
);
