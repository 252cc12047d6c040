import type { Kysely } from 'kysely';
import type { DatabaseEngineContribution, EngineConnection } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import type { ItemQuery, ListQuery } from '../http/rison-query.js';
import { canAccessDataset, canAccessSchema, canSeeDatabase } from '../security/datasource-access.js';
import { removeDatasetPermissions, syncDatasetPermissions } from '../security/object-permissions.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { DatabaseService } from './database-service.js';
import { loadDatasetBundle, type DatasetBundle } from './dataset-bundle.js';
import { discoverQueryColumns, discoverTableColumns, syncColumns } from './dataset-columns.js';
import { listDatasets } from './dataset-list.js';
import { updateDataset, type DatasetUpdateInput } from './dataset-update.js';
import { requireVirtualSqlAccess, virtualSqlProblem } from './dataset-virtual-sql.js';
import { FieldErrors, checkVirtualSql, datasetExists, datasetExistsMessage, guardDialectsOf, resolveOwners } from './dataset-rules.js';
import { DATASET_SHOW_COLUMNS, datasetDetail, datasourceData } from './dataset-serializer.js';
import { DEFAULT_COUNT_METRIC, applyColumnSync, defaultMainDttmCol, insertColumns, insertMetrics, newColumnRows, setOwners } from './dataset-writes.js';
import type { DatasetSource } from './dataset-update.js';
import { selectFields } from './select-fields.js';
import { isUniqueViolation } from './unique-violation.js';

/** The body of `POST /api/v1/dataset/`. */
export interface DatasetCreateInput {
  database: number;
  table_name: string;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  owners?: number[];
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  template_params?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
}

/** A dataset the caller may read, with its database's spec and a pooled connection on demand. */
export interface OpenedDataset {
  bundle: DatasetBundle;
  spec: DatabaseEngineContribution | undefined;
}

/**
 * Datasets: physical tables and virtual SQL queries registered for exploration, with their
 * columns and saved metrics. Reads are limited to what the caller may access (404 otherwise);
 * writes also need ownership; every write is one transaction; introspection of the source
 * happens before it opens, so the metadata store is never held while a database answers.
 */
export class DatasetService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly databases: DatabaseService,
  ) {}

  list(principal: Principal, query: ListQuery) {
    return listDatasets(this.db, principal, query);
  }

  /** The dataset, or 404 when it does not exist or the caller may not read it. */
  async open(principal: Principal, id: number): Promise<OpenedDataset> {
    const bundle = await loadDatasetBundle(this.db, id);
    if (!bundle || !canAccessDataset(principal, { ...bundle.dataset, database: bundle.database })) throw HttpError.notFound();
    return { bundle, spec: this.databases.specOf(bundle.database) };
  }

  /** The dataset for a write: readable (else 404) and owned by the caller unless admin (else 403). */
  async openForWrite(principal: Principal, id: number): Promise<OpenedDataset> {
    const opened = await this.open(principal, id);
    if (!principal.isAdmin && !opened.bundle.owners.some((o) => o.id === principal.userId)) {
      throw HttpError.forbidden('Changing this dataset is forbidden');
    }
    return opened;
  }

  async show(principal: Principal, id: number, query: ItemQuery) {
    const { bundle, spec } = await this.open(principal, id);
    return { id, result: selectFields(datasetDetail(bundle, spec), query.columns, DATASET_SHOW_COLUMNS) };
  }

  async datasource(principal: Principal, id: number) {
    const { bundle, spec } = await this.open(principal, id);
    return datasourceData(bundle, spec);
  }

  async create(principal: Principal, input: DatasetCreateInput) {
    const errors = new FieldErrors();
    const tableName = input.table_name.trim();
    const ref = { table: tableName, schema: input.schema || null, catalog: input.catalog || null };
    const virtualSql = input.sql?.trim() ? input.sql : null;
    if (await datasetExists(this.db, input.database, ref)) errors.add('table', datasetExistsMessage(ref));
    const database = await this.db.selectFrom('dbs').selectAll().where('id', '=', input.database).executeTakeFirst();
    if (!database || !canSeeDatabase(principal, database)) errors.add('database', 'Database does not exist');
    else if (virtualSql) requireVirtualSqlAccess(principal, database);
    else if (!canAccessSchema(principal, database, ref.schema, ref.catalog)) {
      errors.add('table', `You need access to the schema ${ref.schema ?? '(default)'} of database ${database.database_name} to create this dataset.`);
    }
    const sqlText = virtualSql ? checkVirtualSql(virtualSql, guardDialectsOf(database && this.databases.specOf(database)), errors) : null;
    const owners = await resolveOwners(this.db, principal, input.owners, errors);
    errors.throwIfAny();

    const { connection, spec } = await this.databases.connect(database!);
    const problem = sqlText !== null ? await virtualSqlProblem(connection, sqlText, { schema: ref.schema, engineName: spec.engineName }) : null;
    if (problem) throw HttpError.unprocessable({ sql: [problem] });
    const found = sqlText !== null ? await discoverQueryColumns(connection, spec, sqlText, ref.schema) : await discoverTableColumns(connection, spec, ref);
    const now = nowIso();
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('tables')
          .values({
            database_id: database!.id,
            catalog: ref.catalog,
            schema: ref.schema,
            table_name: tableName,
            sql: sqlText,
            is_sqllab_view: false,
            filter_select_enabled: true,
            normalize_columns: input.normalize_columns ?? false,
            always_filter_main_dttm: input.always_filter_main_dttm ?? false,
            template_params: input.template_params ?? null,
            is_managed_externally: input.is_managed_externally ?? false,
            external_url: input.external_url ?? null,
            extra: null,
            created_on: now,
            changed_on: now,
            created_by_fk: principal.userId,
            changed_by_fk: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertColumns(trx, newColumnRows(inserted.id, found, now, principal.userId));
        await insertMetrics(trx, [{ ...DEFAULT_COUNT_METRIC, table_id: inserted.id, created_on: now, changed_on: now, created_by_fk: principal.userId, changed_by_fk: principal.userId }]);
        await setOwners(trx, inserted.id, owners);
        await defaultMainDttmCol(trx, inserted.id);
        await syncDatasetPermissions(trx, { id: inserted.id, table_name: tableName, schema: ref.schema, catalog: ref.catalog, database: database! });
        return inserted.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ table: [datasetExistsMessage(ref)] });
      throw error;
    }
    const bundle = (await loadDatasetBundle(this.db, id))!;
    return {
      id,
      uuid: bundle.dataset.uuid,
      result: { ...input, table_name: tableName, sql: sqlText, owners },
      data: datasourceData(bundle, spec),
    };
  }

  /** `POST /get_or_create/`: the id of the dataset over this table, created when there is none. */
  async getOrCreate(principal: Principal, input: { database_id: number; table_name: string; schema?: string | null; catalog?: string | null; template_params?: string; normalize_columns?: boolean; always_filter_main_dttm?: boolean }) {
    const existing = await this.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select(['tables.id', 'tables.table_name', 'tables.schema', 'tables.catalog', 'dbs.database_name'])
      .where('tables.database_id', '=', input.database_id)
      .where('tables.table_name', '=', input.table_name)
      .$if(input.schema !== undefined, (q) => (input.schema ? q.where('tables.schema', '=', input.schema) : q.where('tables.schema', 'is', null)))
      .orderBy('tables.id')
      .executeTakeFirst();
    if (existing && canAccessDataset(principal, { ...existing, database: { id: input.database_id, database_name: existing.database_name } })) {
      return { table_id: existing.id };
    }
    const created = await this.create(principal, {
      database: input.database_id,
      table_name: input.table_name,
      schema: input.schema ?? null,
      catalog: input.catalog ?? null,
      template_params: input.template_params ?? null,
      normalize_columns: input.normalize_columns,
      always_filter_main_dttm: input.always_filter_main_dttm,
    });
    return { table_id: created.id };
  }

  /** `PUT /{pk}`: properties, owners, and the full lists of columns and metrics (Superset's semantics). */
  async update(principal: Principal, id: number, input: DatasetUpdateInput, overrideColumns: boolean) {
    const { bundle } = await this.openForWrite(principal, id);
    const changedOn = await updateDataset(this.db, principal, bundle, input, {
      overrideColumns,
      canUseDatabase: (database) => canSeeDatabase(principal, database),
      authorizeSql: (database) => requireVirtualSqlAccess(principal, database),
      sqlProblem: async (database, sqlText, schema) => {
        const { connection, spec } = await this.databases.connect(database);
        return virtualSqlProblem(connection, sqlText, { schema, engineName: spec.engineName });
      },
      guardDialects: (database) => guardDialectsOf(this.databases.specOf(database)),
      discover: async (source) => {
        const database = await this.db.selectFrom('dbs').selectAll().where('id', '=', source.databaseId).executeTakeFirstOrThrow();
        const { connection, spec } = await this.databases.connect(database);
        return this.discover(connection, spec, source);
      },
    });
    const { changed_on: _version, ...result } = input;
    return { id, result: { ...result, changed_on: changedOn } };
  }

  async remove(principal: Principal, id: number): Promise<void> {
    const { bundle } = await this.openForWrite(principal, id);
    await this.db.transaction().execute(async (trx) => {
      await removeDatasetPermissions(trx, { ...bundle.dataset, database: bundle.database });
      await trx.deleteFrom('tables').where('id', '=', id).execute();
    });
  }

  /** `PUT /{pk}/refresh`: re-reads the columns from the table or query, keeping the user's settings. */
  async refresh(principal: Principal, id: number): Promise<void> {
    const { bundle } = await this.openForWrite(principal, id);
    const { connection, spec } = await this.databases.connect(bundle.database);
    const { dataset } = bundle;
    const found = await this.discover(connection, spec, { sql: dataset.sql, table: dataset.table_name, schema: dataset.schema, catalog: dataset.catalog, databaseId: dataset.database_id });
    const sync = syncColumns(bundle.columns, found);
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await applyColumnSync(trx, id, sync, now, principal.userId);
      await defaultMainDttmCol(trx, id);
      await trx.updateTable('tables').set({ changed_on: now, changed_by_fk: principal.userId }).where('id', '=', id).execute();
    });
  }

  private discover(connection: EngineConnection, spec: DatabaseEngineContribution, source: DatasetSource) {
    return source.sql ? discoverQueryColumns(connection, spec, source.sql, source.schema) : discoverTableColumns(connection, spec, { table: source.table, schema: source.schema, catalog: source.catalog });
  }
}
