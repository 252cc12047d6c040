import type { Kysely } from 'kysely';
import type { DatabaseEngineContribution, EngineConnection, TableInfo, TableRef } from '@core/plugin-api/index.js';
import { HttpError } from '../http/http-error.js';
import { canAccessDatabase, canAccessSchema, grantedDatasetIds } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { engineErrors } from './connection-errors.js';
import type { DatabaseService } from './database-service.js';
import type { DatabaseRow } from './database-serializer.js';
import { MetadataCache, metadataCacheTtlMs, type MetadataKind } from './metadata-cache.js';
import { buildTableMetadata, selectStarSql } from './table-metadata.js';

/**
 * What a connected database contains — catalogs, schemas, tables, one table's columns and keys,
 * its SQL functions — for SQL Lab and the new-dataset flow. Lists are cached per database
 * (`extra.metadata_cache_timeout`, default five minutes) and reloaded on `force`; each caller
 * sees only the schemas and tables they may access.
 */
export class DatabaseMetadataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly databases: DatabaseService,
    private readonly cache: MetadataCache = new MetadataCache(),
  ) {}

  /** Forgets the cached metadata of a database that was edited or deleted. */
  forget(databaseId: number): void {
    this.cache.forgetDatabase(databaseId);
  }

  async catalogs(principal: Principal, id: number, force: boolean): Promise<string[]> {
    const { row, spec, connection } = await this.open(principal, id);
    if (!spec.supportsCatalog) return [];
    const catalogs = await this.cached(row, 'catalog', 'catalogs', force, () => connection.getCatalogs());
    return canAccessDatabase(principal, row) ? catalogs : catalogs.filter((c) => this.schemaVisibleIn(principal, row, c));
  }

  async schemas(principal: Principal, id: number, options: { catalog?: string | null; force: boolean }): Promise<string[]> {
    const { row, connection } = await this.open(principal, id);
    const catalog = options.catalog ?? null;
    const schemas = await this.cached(row, 'schema', `schemas:${catalog ?? ''}`, options.force, () => connection.getSchemas(catalog));
    if (canAccessDatabase(principal, row)) return schemas;
    const granted = new Set((await this.grantedTables(principal, row)).map((t) => t.schema));
    return schemas.filter((schema) => canAccessSchema(principal, row, schema, catalog) || granted.has(schema));
  }

  async tables(principal: Principal, id: number, options: { schema: string | null; catalog?: string | null; force: boolean }) {
    const { row, connection } = await this.open(principal, id);
    const catalog = options.catalog ?? null;
    const key = `tables:${catalog ?? ''}:${options.schema ?? ''}`;
    let tables = await this.cached<TableInfo[]>(row, 'table', key, options.force, () => connection.getTables(options.schema, catalog));
    if (!canAccessSchema(principal, row, options.schema, catalog)) {
      const granted = new Set((await this.grantedTables(principal, row)).filter((t) => t.schema === options.schema).map((t) => t.table_name));
      tables = tables.filter((t) => granted.has(t.name));
    }
    const result = tables.map((t) => ({ value: t.name, type: t.type, extra: null }));
    return { count: result.length, result };
  }

  async tableMetadata(principal: Principal, id: number, ref: TableRef) {
    const { spec, connection } = await this.openTable(principal, id, ref);
    const [columns, primaryKey, foreignKeys, indexes] = await this.engineCall(spec, () =>
      Promise.all([connection.getColumns(ref), connection.getPrimaryKey(ref), connection.getForeignKeys(ref), connection.getIndexes(ref)]),
    );
    if (columns.length === 0) throw HttpError.notFound(`Table ${ref.table} not found`);
    return buildTableMetadata(spec, ref, { columns, primaryKey, foreignKeys, indexes });
  }

  /** Superset's engine-specific extras (partitions, clustering); none of our engines has any. */
  async tableExtraMetadata(principal: Principal, id: number, ref: TableRef): Promise<Record<string, unknown>> {
    await this.openTable(principal, id, ref);
    return {};
  }

  async selectStar(principal: Principal, id: number, ref: TableRef): Promise<string> {
    const { spec } = await this.openTable(principal, id, ref);
    return selectStarSql(spec, ref);
  }

  async functionNames(principal: Principal, id: number): Promise<string[]> {
    const { row, connection } = await this.open(principal, id);
    return this.cached(row, 'function', 'functions', false, () => connection.getFunctionNames());
  }

  private async open(principal: Principal, id: number): Promise<{ row: DatabaseRow; spec: DatabaseEngineContribution; connection: EngineConnection }> {
    const row = await this.databases.find(principal, id);
    const { connection, spec } = await this.databases.connect(row);
    return { row, spec, connection };
  }

  /** Opens the database of a table the caller may read; 404 otherwise (its existence is not revealed). */
  private async openTable(principal: Principal, id: number, ref: TableRef) {
    const opened = await this.open(principal, id);
    if (!canAccessSchema(principal, opened.row, ref.schema ?? null, ref.catalog)) {
      const granted = await this.grantedTables(principal, opened.row);
      if (!granted.some((t) => t.table_name === ref.table && t.schema === (ref.schema ?? null))) throw HttpError.notFound();
    }
    return opened;
  }

  /** The datasets of this database the caller holds `datasource_access` on. */
  private async grantedTables(principal: Principal, row: DatabaseRow): Promise<{ table_name: string; schema: string | null }[]> {
    const ids = grantedDatasetIds(principal, row.database_name);
    if (ids.length === 0) return [];
    return this.db.selectFrom('tables').select(['table_name', 'schema']).where('database_id', '=', row.id).where('id', 'in', ids).execute();
  }

  private schemaVisibleIn(principal: Principal, row: DatabaseRow, catalog: string): boolean {
    return canAccessSchema(principal, row, null, catalog);
  }

  private async cached<T>(row: DatabaseRow, kind: MetadataKind, key: string, force: boolean, load: () => Promise<T>): Promise<T> {
    const spec = this.databases.specOf(row);
    const ttl = metadataCacheTtlMs(row.extra, kind);
    // changed_on in the key: an edited connection never serves what the old one listed.
    return this.cache.get(`${row.id}:${row.changed_on}:${key}`, ttl, force, () => this.engineCall(spec, load));
  }

  private async engineCall<T>(spec: DatabaseEngineContribution | undefined, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(422, { errors: engineErrors(error, spec?.engineName ?? 'Database') });
    }
  }
}
