import { sql, type Kysely, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { checkVersion, editVersionOf, nextStamp, updateVersioned } from './edit-version.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';
import {
  SAVED_QUERY_LIST_COLUMNS,
  loadSavedQueryRecords,
  savedQueryListItem,
  savedQueryShowItem,
  savedQueryWritten,
  type SavedQueryRow,
} from './sqllab-saved-query-serializer.js';

/** The writable fields of a saved query (Superset's `SavedQueryRestApi.post`/`.put`). */
export interface SavedQueryInput {
  db_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  label?: string | null;
  description?: string | null;
  sql?: string | null;
  template_parameters?: string | null;
  extra_json?: string | null;
}

/** Where favourites of saved queries live in `favstar`. */
const SAVED_QUERY_FAVSTAR_CLASS = 'query';

const ORDERABLE: Record<string, string> = {
  catalog: 'saved_query.catalog',
  schema: 'saved_query.schema',
  label: 'saved_query.label',
  description: 'saved_query.description',
  sql: 'saved_query.sql',
  rows: 'saved_query.rows',
  'created_by.first_name': 'creator.first_name',
  'database.database_name': 'dbs.database_name',
  created_on: 'saved_query.created_on',
  changed_on: 'saved_query.changed_on',
  changed_on_delta_humanized: 'saved_query.changed_on',
  last_run_delta_humanized: 'saved_query.last_run',
};
/** The columns the saved-query list may be ordered by. */
export const SAVED_QUERY_ORDER_COLUMNS = Object.keys(ORDERABLE);

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

function filterable(principal: Principal): Record<string, FilterableColumn> {
  const favorites = sql`(select favstar.obj_id from favstar where favstar.class_name = ${SAVED_QUERY_FAVSTAR_CLASS} and favstar.user_id = ${principal.userId})`;
  const isFavorite = (value: unknown) => (truthy(value) ? sql<SqlBool>`${sql.ref('saved_query.id')} in ${favorites}` : sql<SqlBool>`${sql.ref('saved_query.id')} not in ${favorites}`);
  // Superset's `all_text`: the words may appear in the label, description or SQL.
  const allText = (value: unknown) => {
    const parts = ['saved_query.label', 'saved_query.description', 'saved_query.sql'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  };
  return {
    id: { ref: 'saved_query.id', custom: { saved_query_is_fav: isFavorite } },
    database: { ref: 'saved_query.db_id' },
    label: { ref: 'saved_query.label', custom: { all_text: allText } },
    catalog: { ref: 'saved_query.catalog' },
    schema: { ref: 'saved_query.schema' },
    created_by: { ref: 'saved_query.created_by_fk' },
    changed_by: { ref: 'saved_query.changed_by_fk' },
  };
}

function checkJson(field: 'template_parameters' | 'extra_json', text: string | null | undefined): void {
  if (text === null || text === undefined || text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw HttpError.badRequest({ [field]: ['Not a valid JSON.'] });
  }
}

/**
 * Saved queries (`/api/v1/saved_query/…`) with Superset's shapes. Each user sees and changes only
 * the queries they saved, administrators included; another user's query answers 404.
 */
export class SqlLabSavedQueries {
  constructor(private readonly db: Kysely<Database>) {}

  private base(principal: Principal) {
    return this.db
      .selectFrom('saved_query')
      .leftJoin('dbs', 'dbs.id', 'saved_query.db_id')
      .leftJoin('ab_user as creator', 'creator.id', 'saved_query.created_by_fk')
      .where('saved_query.created_by_fk', '=', principal.userId);
  }

  async list(principal: Principal, query: ListQuery) {
    let base = this.base(principal);
    for (const condition of filterConditions(query.filters, filterable(principal))) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.selectAll('saved_query');
    const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
    page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('saved_query.changed_on', 'desc');
    page = page.orderBy('saved_query.id', 'desc');
    const { offset, limit } = resolvePaging(query);
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const records = await loadSavedQueryRecords(this.db, rows);
    const allowed = new Set(SAVED_QUERY_LIST_COLUMNS);
    return {
      count: Number(total),
      ids: rows.map((r) => r.id),
      result: records.map((record) => selectFields(savedQueryListItem(record), query.columns ?? query.select_columns, allowed)),
    };
  }

  /** The caller's saved query; 404 for a missing one or someone else's. */
  async find(principal: Principal, id: number): Promise<SavedQueryRow> {
    const row = await this.base(principal).selectAll('saved_query').where('saved_query.id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return row;
  }

  async show(principal: Principal, id: number) {
    const [record] = await loadSavedQueryRecords(this.db, [await this.find(principal, id)]);
    return savedQueryShowItem(record!);
  }

  private async checkInput(principal: Principal, input: SavedQueryInput): Promise<void> {
    checkJson('template_parameters', input.template_parameters);
    checkJson('extra_json', input.extra_json);
    if (input.db_id === undefined || input.db_id === null) return;
    const database = await this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', input.db_id).executeTakeFirst();
    if (!database || !canSeeDatabase(principal, database)) throw HttpError.unprocessable({ db_id: ['Database does not exist.'] });
  }

  async create(principal: Principal, input: SavedQueryInput) {
    await this.checkInput(principal, input);
    const now = nowIso();
    const { id } = await this.db
      .insertInto('saved_query')
      .values({ ...input, user_id: principal.userId, created_by_fk: principal.userId, changed_by_fk: principal.userId, created_on: now, changed_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, result: { ...savedQueryWritten(await this.find(principal, id)), changed_on: now } };
  }

  /**
   * `PUT /api/v1/saved_query/{pk}`: a save naming the version it was based on (`changed_on`)
   * answers 409 and writes nothing when the query changed since; the answer holds the new one.
   */
  async update(principal: Principal, id: number, input: SavedQueryInput & { changed_on?: string | null }) {
    const { changed_on: changedOn, ...fields } = input;
    const current = await this.find(principal, id);
    const version = editVersionOf(changedOn);
    checkVersion(version, current.changed_on, 'query');
    await this.checkInput(principal, fields);
    const changes = { ...fields, changed_by_fk: principal.userId, changed_on: nextStamp(current.changed_on) };
    await updateVersioned(this.db, 'saved_query', id, changes, { version, stored: current.changed_on, kind: 'query' });
    const saved = await this.find(principal, id);
    return { id, result: { ...savedQueryWritten(saved), changed_on: saved.changed_on } };
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.find(principal, id);
    await this.deleteRows([id]);
  }

  /** Deletes several of the caller's saved queries at once; 404 (deleting none) when any is missing or not theirs. */
  async removeMany(principal: Principal, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const found = await this.base(principal).select('saved_query.id').where('saved_query.id', 'in', unique).execute();
    if (found.length !== unique.length) throw HttpError.notFound();
    await this.deleteRows(unique);
    return unique.length;
  }

  private async deleteRows(ids: readonly number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('favstar').where('class_name', '=', SAVED_QUERY_FAVSTAR_CLASS).where('obj_id', 'in', [...ids]).execute();
      await trx.deleteFrom('saved_query').where('id', 'in', [...ids]).execute();
    });
  }

  /** Distinct values of a column among the caller's saved queries, for the list's filters. */
  async distinct(principal: Principal, column: 'schema' | 'catalog'): Promise<{ count: number; result: { text: string; value: string }[] }> {
    const rows = await this.db
      .selectFrom('saved_query')
      .select(sql<string>`distinct ${sql.ref(`saved_query.${column}`)}`.as('value'))
      .where('saved_query.created_by_fk', '=', principal.userId)
      .where(`saved_query.${column}`, 'is not', null)
      .orderBy('value')
      .execute();
    return { count: rows.length, result: rows.map((r) => ({ text: r.value, value: r.value })) };
  }
}
