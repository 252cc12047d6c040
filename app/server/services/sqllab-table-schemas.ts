import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { SqlLabTabStates } from './sqllab-tab-states.js';

/** A table pane as the editor posts it: where it lives, which tab shows it, and its metadata. */
export interface TableSchemaInput {
  queryEditorId: number | string;
  dbId: number;
  name: string;
  schema?: string | null;
  catalog?: string | null;
  [field: string]: unknown;
}

/**
 * The tables open in SQL Lab tabs' left panes (`/tableschemaview/…`). A pane belongs to a tab,
 * so only the tab's owner may add, expand, collapse or remove it (403 for anyone else).
 */
export class SqlLabTableSchemas {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tabs: SqlLabTabStates,
  ) {}

  /** The pane, if its tab is the caller's: 404 when missing, 403 otherwise. */
  private async owned(principal: Principal, id: number) {
    const row = await this.db.selectFrom('table_schema').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    await this.tabs.owned(principal, row.tab_state_id);
    return row;
  }

  /**
   * Opens a table in a tab (expanded), replacing a pane already showing the same table there; the
   * posted object is kept as the pane's description.
   */
  async create(principal: Principal, table: TableSchemaInput): Promise<number> {
    const tabId = Number(table.queryEditorId);
    if (!Number.isInteger(tabId) || tabId < 1) throw HttpError.badRequest({ 'table.queryEditorId': ['Must be the id of a saved tab.'] });
    await this.tabs.owned(principal, tabId);
    const database = await this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', table.dbId).executeTakeFirst();
    if (!database || !canSeeDatabase(principal, database)) throw HttpError.unprocessable({ 'table.dbId': ['Database does not exist.'] });
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      let same = trx.deleteFrom('table_schema').where('tab_state_id', '=', tabId).where('database_id', '=', table.dbId).where('table', '=', table.name);
      same = table.schema ? same.where('schema', '=', table.schema) : same.where('schema', 'is', null);
      same = table.catalog ? same.where('catalog', '=', table.catalog) : same.where('catalog', 'is', null);
      await same.execute();
      const { id } = await trx
        .insertInto('table_schema')
        .values({
          tab_state_id: tabId,
          database_id: table.dbId,
          catalog: table.catalog ?? null,
          schema: table.schema ?? null,
          table: table.name,
          description: JSON.stringify(table),
          expanded: true,
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  async setExpanded(principal: Principal, id: number, expanded: boolean): Promise<void> {
    await this.owned(principal, id);
    await this.db.updateTable('table_schema').set({ expanded, changed_on: nowIso(), changed_by_fk: principal.userId }).where('id', '=', id).execute();
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.owned(principal, id);
    await this.db.deleteFrom('table_schema').where('id', '=', id).execute();
  }
}
