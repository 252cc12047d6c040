import { sql, type Kysely } from 'kysely';
import type { DatabaseEngineContribution, EngineConnection } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { DatabaseSecrets } from '../security/database-secrets.js';
import { accessibleDatabaseFilter, canSeeDatabase } from '../security/datasource-access.js';
import { addDatabasePermissions, removeDatabasePermissions, renameDatabasePermissions } from '../security/object-permissions.js';
import { SecurityManager } from '../security/security-manager.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { ConnectionProvider } from './connection-provider.js';
import { engineErrors } from './connection-errors.js';
import { parseExtraField, resolveConnection, testResolvedConnection, type ResolvedConnection } from './database-connection-input.js';
import { databaseDetail, databaseListItem, type DatabaseRow } from './database-serializer.js';
import { PASSWORD_MASK } from './connection-uri.js';
import { filterConditions, orderReference, type FilterableColumn } from './list-filter-sql.js';
import { isUniqueViolation } from './unique-violation.js';
import { loadUserNames } from './user-names.js';

/** The writable fields of a database connection (Superset's `DatabasePostSchema`/`DatabasePutSchema`). */
export interface DatabaseInput {
  database_name?: string;
  sqlalchemy_uri?: string;
  verbose_name?: string | null;
  cache_timeout?: number | null;
  expose_in_sqllab?: boolean;
  allow_run_async?: boolean;
  allow_file_upload?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_dml?: boolean;
  force_ctas_schema?: string | null;
  impersonate_user?: boolean;
  extra?: string;
  masked_encrypted_extra?: string | null;
  server_cert?: string | null;
  external_url?: string | null;
  is_managed_externally?: boolean | null;
}

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'dbs.id' },
  uuid: { ref: 'dbs.uuid' },
  database_name: { ref: 'dbs.database_name' },
  expose_in_sqllab: { ref: 'dbs.expose_in_sqllab' },
  allow_run_async: { ref: 'dbs.allow_run_async' },
  allow_dml: { ref: 'dbs.allow_dml' },
  allow_file_upload: { ref: 'dbs.allow_file_upload' },
  created_by: { ref: 'dbs.created_by_fk' },
  changed_by: { ref: 'dbs.changed_by_fk' },
};

const ORDERABLE: Record<string, string> = {
  database_name: 'dbs.database_name',
  allow_file_upload: 'dbs.allow_file_upload',
  allow_dml: 'dbs.allow_dml',
  allow_run_async: 'dbs.allow_run_async',
  expose_in_sqllab: 'dbs.expose_in_sqllab',
  changed_on: 'dbs.changed_on',
  changed_on_delta_humanized: 'dbs.changed_on',
  'created_by.first_name': 'creator.first_name',
};

/** Columns a list query may select, and the list's metadata keys. */
export const DATABASE_LIST_COLUMNS = [
  'id', 'uuid', 'database_name', 'backend', 'allow_file_upload', 'allow_ctas', 'allow_cvas', 'allow_dml', 'allow_run_async',
  'allows_cost_estimate', 'allows_subquery', 'allows_virtual_table_explore', 'changed_on', 'changed_on_delta_humanized',
  'changed_by.first_name', 'changed_by.last_name', 'created_by.first_name', 'created_by.last_name', 'explore_database_id',
  'expose_in_sqllab', 'extra', 'force_ctas_schema', 'disable_data_preview', 'disable_drill_to_detail', 'allow_multi_catalog',
  'engine_information', 'cache_timeout',
];
export const DATABASE_ORDER_COLUMNS = Object.keys(ORDERABLE);

const EXISTS = 'A database with the same name already exists.';

/**
 * Database connections: list, read, create, update and delete, with Superset's rules — the
 * name is unique, the URI's engine must be installed, the connection is tested before it is
 * saved, the password is stored apart from a masked URI, a connection with datasets cannot be
 * deleted, and permission views follow every change in the same transaction.
 */
export class DatabaseService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly connections: ConnectionProvider,
  ) {}

  /** Passwords and encrypted extras are sealed at rest with the pool's key, which opens them. */
  private get secrets(): DatabaseSecrets {
    return new DatabaseSecrets(this.connections.secrets);
  }

  async list(principal: Principal, query: ListQuery) {
    let base = this.db.selectFrom('dbs').leftJoin('ab_user as creator', 'creator.id', 'dbs.created_by_fk');
    const access = accessibleDatabaseFilter(principal);
    if (access) base = base.where(access);
    for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const order = orderReference(query.order_column, ORDERABLE);
    let page = base.selectAll('dbs');
    if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
    page = page.orderBy('dbs.id', 'asc');
    const { offset, limit } = resolvePaging(query, { maxPageSize: -1 });
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const users = await loadUserNames(this.db, rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]));
    return { count: Number(total), ids: rows.map((r) => r.id), result: rows.map((row) => databaseListItem(row, this.specOf(row), users)) };
  }

  /** The database, or 404 when it does not exist or the caller may not see it. */
  async find(principal: Principal, id: number): Promise<DatabaseRow> {
    const row = await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !canSeeDatabase(principal, row)) throw HttpError.notFound();
    return row;
  }

  async show(principal: Principal, id: number) {
    const row = await this.find(principal, id);
    return databaseDetail(this.secrets.openForEditing(row), this.specOf(row));
  }

  /** The engine spec of a stored database; undefined when its engine is not installed any more. */
  specOf(row: { sqlalchemy_uri: string }): DatabaseEngineContribution | undefined {
    try {
      return this.connections.specFor(row.sqlalchemy_uri);
    } catch {
      return undefined;
    }
  }

  /** A pooled connection to a stored database, with its spec; 422 when its engine is missing. */
  async connect(row: DatabaseRow): Promise<{ connection: EngineConnection; spec: DatabaseEngineContribution }> {
    const spec = this.specOf(row);
    if (!spec) throw HttpError.unprocessable(`Could not load database driver for: ${row.sqlalchemy_uri.split(':')[0]}`);
    try {
      return { connection: await this.connections.get(row), spec };
    } catch (error) {
      throw new HttpError(422, { errors: engineErrors(error, spec.engineName) });
    }
  }

  async testConnection(input: { database_name?: string; sqlalchemy_uri: string; extra?: string }): Promise<void> {
    const extra = parseExtraField(input.extra, this.connections);
    // Testing an existing connection from its edit form: the stored password stands behind the mask.
    const stored = input.database_name
      ? ((await this.db.selectFrom('dbs').select(['sqlalchemy_uri', 'password']).where('database_name', '=', input.database_name).executeTakeFirst()) ?? null)
      : null;
    const resolved = resolveConnection(this.connections, input.sqlalchemy_uri, stored && { ...stored, password: this.secrets.openPassword(stored.password) });
    await testResolvedConnection(this.connections, resolved, extra);
  }

  async create(principal: Principal, input: DatabaseInput & { database_name: string; sqlalchemy_uri: string }) {
    const name = input.database_name.trim();
    if (!name) throw HttpError.unprocessable({ database_name: ['Field is required'] });
    const extra = parseExtraField(input.extra, this.connections);
    if (await this.nameTaken(name)) throw HttpError.unprocessable({ database_name: [EXISTS] });
    const resolved = resolveConnection(this.connections, input.sqlalchemy_uri, null);
    await testResolvedConnection(this.connections, resolved, extra);
    const now = nowIso();
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('dbs')
          .values({
            ...this.settings(input),
            database_name: name,
            sqlalchemy_uri: resolved.maskedUri,
            password: this.secrets.sealPassword(resolved.password),
            encrypted_extra: this.secrets.sealEncryptedExtra(input.masked_encrypted_extra ?? null, null),
            created_on: now,
            changed_on: now,
            created_by_fk: principal.userId,
            changed_by_fk: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addDatabasePermissions(trx, { id: inserted.id, database_name: name });
        return inserted.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ database_name: [EXISTS] });
      throw error;
    }
    const row = await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await this.addSchemaPermissions(row);
    return { id, result: this.echo(input, row) };
  }

  async update(principal: Principal, id: number, input: DatabaseInput) {
    const row = await this.find(principal, id);
    const name = input.database_name?.trim() ?? row.database_name;
    if (!name) throw HttpError.unprocessable({ database_name: ['Field is required'] });
    if (name !== row.database_name && (await this.nameTaken(name))) throw HttpError.unprocessable({ database_name: [EXISTS] });
    const extraText = input.extra ?? row.extra;
    const extra = parseExtraField(extraText, this.connections);
    let resolved: ResolvedConnection | null = null;
    if (input.sqlalchemy_uri !== undefined && input.sqlalchemy_uri.trim() !== '') {
      // A password sealed under an older secret key cannot be read: the form must then send a new one.
      const storedPassword = this.secrets.readablePassword(row.password);
      if (row.password && storedPassword === null && input.sqlalchemy_uri.includes(PASSWORD_MASK)) {
        throw HttpError.unprocessable({ sqlalchemy_uri: ['The stored password cannot be read (was TESSERA_SECRET_KEY changed?): enter the password again.'] });
      }
      resolved = resolveConnection(this.connections, input.sqlalchemy_uri, { sqlalchemy_uri: row.sqlalchemy_uri, password: storedPassword });
      const changed = resolved.maskedUri !== row.sqlalchemy_uri || resolved.password !== storedPassword || extraText !== row.extra;
      if (changed) await testResolvedConnection(this.connections, resolved, extra);
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('dbs')
          .set({
            ...this.settings(input),
            database_name: name,
            ...(resolved ? { sqlalchemy_uri: resolved.maskedUri, password: this.secrets.sealPassword(resolved.password) } : {}),
            ...(input.masked_encrypted_extra !== undefined ? { encrypted_extra: this.secrets.sealEncryptedExtra(input.masked_encrypted_extra, row.encrypted_extra) } : {}),
            changed_on: nowIso(),
            changed_by_fk: principal.userId,
          })
          .where('id', '=', id)
          .execute();
        await renameDatabasePermissions(trx, row.database_name, { id, database_name: name });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ database_name: [EXISTS] });
      throw error;
    }
    // Grants moved to the new name's permissions; cached principals still hold the old ones.
    if (name !== row.database_name) SecurityManager.clearCachesOf(this.db);
    // The cached pool is keyed on the row's connection fields and `changed_on`, so it is stale now
    // (a new URI, password or extra, or just a new stamp): closed at once, not when next used.
    this.closePool(id);
    const updated = await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { id, result: this.echo(input, updated) };
  }

  async remove(principal: Principal, id: number): Promise<void> {
    const row = await this.find(principal, id);
    await this.db.transaction().execute(async (trx) => {
      const datasets = await trx.selectFrom('tables').select((eb) => eb.fn.countAll<number>().as('n')).where('database_id', '=', id).executeTakeFirstOrThrow();
      if (Number(datasets.n) > 0) throw HttpError.unprocessable('There are associated datasets');
      const reports = await trx.selectFrom('report_schedule').select((eb) => eb.fn.countAll<number>().as('n')).where('database_id', '=', id).executeTakeFirstOrThrow();
      if (Number(reports.n) > 0) throw HttpError.unprocessable('There are associated alerts or reports');
      await removeDatabasePermissions(trx, row);
      await trx.deleteFrom('dbs').where('id', '=', id).execute();
    });
    this.closePool(id);
  }

  /**
   * Closes a database's pool in the background: it waits for statements still running on it,
   * which the request that changed or deleted the database need not wait for.
   */
  private closePool(id: number): void {
    void this.connections.drop(id);
  }

  private async nameTaken(name: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('dbs').select('id').where('database_name', '=', name).executeTakeFirst());
  }

  /** The flags and settings of an input, only those it names. */
  private settings(input: DatabaseInput) {
    const pick = <K extends keyof DatabaseInput>(...keys: K[]) =>
      Object.fromEntries(keys.filter((k) => input[k] !== undefined).map((k) => [k, input[k]])) as Pick<DatabaseInput, K>;
    const values = pick(
      'verbose_name', 'cache_timeout', 'expose_in_sqllab', 'allow_run_async', 'allow_file_upload', 'allow_ctas', 'allow_cvas',
      'allow_dml', 'force_ctas_schema', 'impersonate_user', 'extra', 'server_cert', 'external_url',
    );
    return { ...values, ...(typeof input.is_managed_externally === 'boolean' ? { is_managed_externally: input.is_managed_externally } : {}) };
  }

  /** Superset answers a write with the submitted item, the URI censored. */
  private echo(input: DatabaseInput, row: DatabaseRow) {
    const { masked_encrypted_extra: _secret, ...rest } = input;
    return { ...rest, database_name: row.database_name, sqlalchemy_uri: row.sqlalchemy_uri, expose_in_sqllab: row.expose_in_sqllab, uuid: row.uuid };
  }

  /**
   * Creates `schema_access` views for the new database's schemas so administrators can grant
   * them, as Superset does. Best effort: the database is saved whether or not this works.
   */
  private async addSchemaPermissions(row: DatabaseRow): Promise<void> {
    try {
      const { connection } = await this.connect(row);
      const schemas = await connection.getSchemas();
      await this.db.transaction().execute((trx) => addDatabasePermissions(trx, row, schemas));
    } catch {
      // An unreachable schema list only means no schema-level grants yet; datasets add theirs.
    }
  }
}
