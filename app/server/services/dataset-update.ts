import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Principal } from '../security/principal.js';
import { syncDatasetPermissions } from '../security/object-permissions.js';
import { SecurityManager } from '../security/security-manager.js';
import type { Database } from '../store/database.js';
import type { DbsTable, SqlMetricsTable, TableColumnsTable, TablesTable } from '../store/tables/dataset-tables.js';
import type { DatasetBundle } from './dataset-bundle.js';
import { extraWithFolders, type DatasetFolderNode } from './dataset-folders.js';
import { syncColumns, type DiscoveredColumn } from './dataset-columns.js';
import { RowLevelSecurity } from './row-level-security.js';
import {
  FieldErrors,
  checkColumnsInput,
  checkMetricsInput,
  checkVirtualSql,
  datasetExists,
  datasetExistsMessage,
  resolveOwners,
  type ColumnInput,
  type DatasetSqlRules,
  type MetricInput,
} from './dataset-rules.js';
import { applyColumnSync, defaultMainDttmCol, setOwners } from './dataset-writes.js';
import { checkVersion, editVersionOf, nextStamp, updateVersioned } from './edit-version.js';

type JsonField = string | Record<string, unknown> | null;

/** A column in a PUT: with `id` it edits that column, without it adds one. */
export interface ColumnUpdate extends ColumnInput {
  verbose_name?: string | null;
  is_dttm?: boolean | null;
  groupby?: boolean;
  filterable?: boolean;
  description?: string | null;
  type?: string | null;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  is_active?: boolean | null;
  extra?: JsonField;
}

/** A metric in a PUT. */
export interface MetricUpdate extends MetricInput {
  verbose_name?: string | null;
  d3format?: string | null;
  currency?: JsonField;
  description?: string | null;
  extra?: JsonField;
  metric_type?: string | null;
  warning_text?: string | null;
}

/** The body of `PUT /api/v1/dataset/{pk}` (Superset's `DatasetPutSchema`). */
export interface DatasetUpdateInput {
  table_name?: string | null;
  sql?: string | null;
  database_id?: number;
  catalog?: string | null;
  schema?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  filter_select_enabled?: boolean | null;
  fetch_values_predicate?: string | null;
  normalize_columns?: boolean | null;
  always_filter_main_dttm?: boolean;
  offset?: number | null;
  default_endpoint?: string | null;
  cache_timeout?: number | null;
  is_sqllab_view?: boolean | null;
  template_params?: string | null;
  extra?: string | null;
  /** Superset's metric and column folders, kept in `extra` (dataset-folders.ts). */
  folders?: DatasetFolderNode[] | null;
  external_url?: string | null;
  is_managed_externally?: boolean | null;
  owners?: number[];
  columns?: ColumnUpdate[];
  metrics?: MetricUpdate[];
  /** The version the save was based on (see `edit-version`). */
  changed_on?: string | null;
}

/** Where a dataset's columns come from: its table, or its SQL. */
export interface DatasetSource {
  sql: string | null;
  table: string;
  schema: string | null;
  catalog: string | null;
  databaseId: number;
}

export interface DatasetUpdateOptions {
  /** `?override_columns=true`: the columns are replaced by the input, then re-read from the source. */
  overrideColumns: boolean;
  /** Whether the caller may point the dataset at this database. */
  canUseDatabase(database: Selectable<DbsTable>): boolean;
  /** Throws (403) unless the caller may write SQL for this database, as SQL Lab would let them. */
  authorizeSql(database: Selectable<DbsTable>): void;
  /** Why the engine refuses the SQL as a virtual dataset's, or null (see `dataset-virtual-sql.ts`). */
  sqlProblem(database: Selectable<DbsTable>, sql: string, schema: string | null): Promise<string | null>;
  /** Reads the source's columns (before the transaction opens). */
  discover(source: DatasetSource): Promise<DiscoveredColumn[]>;
  /** How SQL is checked for this database (see `guardDialectsOf`). */
  guardDialects(database: Selectable<DbsTable>): DatasetSqlRules;
}

const json = (value: JsonField | undefined): string | null | undefined =>
  value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value);

const SIMPLE_FIELDS = [
  'description', 'main_dttm_col', 'fetch_values_predicate', 'offset', 'default_endpoint', 'cache_timeout', 'template_params',
  'external_url',
] as const;
const FLAG_FIELDS = ['filter_select_enabled', 'normalize_columns', 'always_filter_main_dttm', 'is_sqllab_view', 'is_managed_externally'] as const;

function columnValues(c: ColumnUpdate): Updateable<TableColumnsTable> {
  const values: Updateable<TableColumnsTable> = { column_name: c.column_name };
  if (c.verbose_name !== undefined) values.verbose_name = c.verbose_name;
  if (c.is_dttm !== undefined) values.is_dttm = Boolean(c.is_dttm);
  if (c.groupby !== undefined) values.groupby = c.groupby;
  if (c.filterable !== undefined) values.filterable = c.filterable;
  if (c.expression !== undefined) values.expression = c.expression || null;
  if (c.description !== undefined) values.description = c.description;
  if (c.type !== undefined) values.type = c.type;
  if (c.python_date_format !== undefined) values.python_date_format = c.python_date_format;
  if (c.advanced_data_type !== undefined) values.advanced_data_type = c.advanced_data_type;
  if (c.is_active !== undefined) values.is_active = c.is_active ?? true;
  if (c.extra !== undefined) values.extra = json(c.extra) ?? null;
  return values;
}

function metricValues(m: MetricUpdate): Updateable<SqlMetricsTable> {
  const values: Updateable<SqlMetricsTable> = { metric_name: m.metric_name, expression: m.expression };
  if (m.verbose_name !== undefined) values.verbose_name = m.verbose_name;
  if (m.d3format !== undefined) values.d3format = m.d3format;
  if (m.currency !== undefined) values.currency = json(m.currency) ?? null;
  if (m.description !== undefined) values.description = m.description;
  if (m.extra !== undefined) values.extra = json(m.extra) ?? null;
  if (m.metric_type !== undefined) values.metric_type = m.metric_type;
  if (m.warning_text !== undefined) values.warning_text = m.warning_text;
  return values;
}

/**
 * Replaces a dataset's columns or metrics with the listed ones, Superset's way: listed items
 * with an id are edited, those without are added, stored ones not listed are deleted. Renames go
 * through a temporary name first so two columns may swap names in one save.
 */
async function replaceItems<T extends { id?: number }>(
  db: Kysely<Database>,
  table: 'table_columns' | 'sql_metrics',
  tableId: number,
  items: readonly T[],
  values: (item: T) => Record<string, unknown>,
  nameField: 'column_name' | 'metric_name',
  audit: { now: string; userId: number },
  replaceAll: boolean,
): Promise<void> {
  const keep = replaceAll ? [] : items.filter((i) => i.id !== undefined).map((i) => i.id!);
  let remove = db.deleteFrom(table).where('table_id', '=', tableId);
  if (keep.length > 0) remove = remove.where('id', 'not in', keep);
  await remove.execute();
  const stamp = { changed_on: audit.now, changed_by_fk: audit.userId };
  const edits = replaceAll ? [] : items.filter((i) => i.id !== undefined);
  for (const item of edits) {
    await db.updateTable(table).set({ [nameField]: `__renaming_${item.id}` } as never).where('id', '=', item.id!).where('table_id', '=', tableId).execute();
  }
  for (const item of edits) {
    await db.updateTable(table).set({ ...values(item), ...stamp } as never).where('id', '=', item.id!).where('table_id', '=', tableId).execute();
  }
  const additions = replaceAll ? items : items.filter((i) => i.id === undefined);
  for (const item of additions) {
    await db
      .insertInto(table)
      .values({ ...values(item), table_id: tableId, created_on: audit.now, created_by_fk: audit.userId, ...stamp } as never)
      .execute();
  }
}

/**
 * Applies `PUT /api/v1/dataset/{pk}`: validates everything first (422 listing every problem),
 * reads the source's columns when asked to override them, then writes the dataset, its columns,
 * metrics, owners and permission views in one transaction. A save naming the version it was
 * based on (`changed_on`) answers 409 and writes nothing when the dataset changed since. Answers
 * the dataset's new `changed_on`.
 */
export async function updateDataset(
  db: Kysely<Database>,
  principal: Principal,
  bundle: DatasetBundle,
  input: DatasetUpdateInput,
  options: DatasetUpdateOptions,
): Promise<string> {
  const { dataset } = bundle;
  const version = editVersionOf(input.changed_on);
  checkVersion(version, dataset.changed_on, 'dataset');
  const errors = new FieldErrors();
  let database = bundle.database;
  if (input.database_id !== undefined && input.database_id !== dataset.database_id) {
    const target = await db.selectFrom('dbs').selectAll().where('id', '=', input.database_id).executeTakeFirst();
    if (!target || !options.canUseDatabase(target)) errors.add('database', 'Database does not exist');
    else database = target;
  }
  const table = input.table_name?.trim() || dataset.table_name;
  const schema = input.schema !== undefined ? input.schema || null : dataset.schema;
  const catalog = input.catalog !== undefined ? input.catalog || null : dataset.catalog;
  const ref = { table, schema, catalog };
  if (await datasetExists(db, database.id, ref, dataset.id)) errors.add('table', datasetExistsMessage(ref));
  const dialects = options.guardDialects(database);
  let sqlText = dataset.sql;
  if (input.sql !== undefined) {
    if (input.sql?.trim()) sqlText = checkVirtualSql(input.sql, dialects, errors) ?? sqlText;
    else sqlText = null;
  }
  // New SQL, or old SQL sent to another database or schema, is SQL the caller runs there.
  if (sqlText !== null && (sqlText !== dataset.sql || database.id !== dataset.database_id || schema !== dataset.schema)) {
    options.authorizeSql(database);
    const problem = await options.sqlProblem(database, sqlText, schema);
    if (problem) errors.add('sql', problem);
  }
  if (input.extra) {
    try {
      JSON.parse(input.extra);
    } catch (error) {
      errors.add('extra', `Field cannot be decoded by JSON. ${(error as Error).message}`);
    }
  }
  // Saved expressions may name the dataset's columns as they will be after this save.
  const scope = { columns: [...bundle.columns, ...(input.columns ?? [])].map((c) => c.column_name), table: sqlText ? 'virtual_table' : table };
  if (input.columns) await checkColumnsInput(bundle.columns, input.columns, options.overrideColumns, dialects, scope, errors);
  if (input.metrics) await checkMetricsInput(bundle.metrics, input.metrics, dialects, scope, errors);
  const owners = input.owners !== undefined ? await resolveOwners(db, principal, input.owners, errors) : undefined;
  errors.throwIfAny();

  const found = options.overrideColumns ? await options.discover({ sql: sqlText, table, schema, catalog, databaseId: database.id }) : null;
  const now = nextStamp(dataset.changed_on);
  const audit = { now, userId: principal.userId };
  await db.transaction().execute(async (trx) => {
    const values: Updateable<TablesTable> = { table_name: table, schema, catalog, sql: sqlText, database_id: database.id, changed_on: now, changed_by_fk: principal.userId };
    const record = values as Record<string, unknown>;
    for (const field of SIMPLE_FIELDS) if (input[field] !== undefined) record[field] = input[field];
    for (const field of FLAG_FIELDS) if (input[field] !== undefined) record[field] = Boolean(input[field]);
    if (input.extra !== undefined) values.extra = input.extra;
    if (input.folders !== undefined) values.extra = extraWithFolders(values.extra ?? dataset.extra, input.folders);
    await updateVersioned(trx, 'tables', dataset.id, values, { version, stored: dataset.changed_on, kind: 'dataset' });
    if (input.columns) await replaceItems(trx, 'table_columns', dataset.id, input.columns, columnValues, 'column_name', audit, options.overrideColumns);
    if (input.metrics) await replaceItems(trx, 'sql_metrics', dataset.id, input.metrics, metricValues, 'metric_name', audit, false);
    if (owners) await setOwners(trx, dataset.id, owners);
    if (found) {
      const stored = await trx.selectFrom('table_columns').selectAll().where('table_id', '=', dataset.id).execute();
      await applyColumnSync(trx, dataset.id, syncColumns(stored, found), now, principal.userId);
      await defaultMainDttmCol(trx, dataset.id);
    }
    await syncDatasetPermissions(
      trx,
      { id: dataset.id, table_name: table, schema, catalog, database },
      { id: dataset.id, table_name: dataset.table_name, schema: dataset.schema, catalog: dataset.catalog, database: bundle.database },
    );
  });
  // A new name or database moved the dataset's grants; cached principals still hold the old names.
  if (table !== dataset.table_name || database.id !== dataset.database_id) SecurityManager.clearCachesOf(db);
  // Rules on this dataset hold for the table it reads, which the cached rules still know as before.
  if (table !== dataset.table_name || database.id !== dataset.database_id || schema !== dataset.schema || sqlText !== dataset.sql) {
    RowLevelSecurity.of(db).clearCache();
  }
  return now;
}
