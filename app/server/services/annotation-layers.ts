import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { AnnotationLayerTable } from '../store/tables/content-tables.js';
import { humanizeDelta } from './humanize-delta.js';
import { basicFilterCondition, filterConditions, orderReference, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';
import { loadUserNames, type UserName } from './user-names.js';

/** The writable fields of a layer (Superset's `AnnotationLayerRestApi.post` / `.put`). */
export interface AnnotationLayerInput {
  name?: string;
  descr?: string | null;
}

type LayerRow = Selectable<AnnotationLayerTable>;

/** Superset's answers about layers. */
export const ANNOTATION_LAYER_MESSAGES = {
  nameTaken: 'Name must be unique',
  hasAnnotations: 'Annotation layer has associated annotations.',
} as const;

/** The columns of the layer list, which `q=(columns:!(…))` may select from. */
export const ANNOTATION_LAYER_LIST_COLUMNS = [
  'id', 'name', 'descr', 'created_by.id', 'created_by.first_name', 'created_by.last_name',
  'changed_by.id', 'changed_by.first_name', 'changed_by.last_name', 'changed_on', 'changed_on_delta_humanized', 'created_on',
];
/** The columns of one layer (`GET /api/v1/annotation_layer/{pk}`). */
export const ANNOTATION_LAYER_SHOW_COLUMNS = ['id', 'name', 'descr'];

const ORDERABLE: Record<string, string> = {
  name: 'annotation_layer.name',
  descr: 'annotation_layer.descr',
  'created_by.first_name': 'creator.first_name',
  'changed_by.first_name': 'changer.first_name',
  changed_on: 'annotation_layer.changed_on',
  changed_on_delta_humanized: 'annotation_layer.changed_on',
  created_on: 'annotation_layer.created_on',
};
/** The columns the layer list may be ordered by. */
export const ANNOTATION_LAYER_ORDER_COLUMNS = Object.keys(ORDERABLE);

// Superset's `annotation_layer_all_text`: the words may appear in the name or the description.
const allText = (value: unknown) => {
  const parts = ['annotation_layer.name', 'annotation_layer.descr'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
};

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'annotation_layer.id' },
  name: { ref: 'annotation_layer.name', custom: { annotation_layer_all_text: allText } },
  descr: { ref: 'annotation_layer.descr' },
  created_by: { ref: 'annotation_layer.created_by_fk' },
  changed_by: { ref: 'annotation_layer.changed_by_fk' },
};

function listItem(row: LayerRow, users: Map<number, UserName>) {
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return {
    id: row.id,
    name: row.name,
    descr: row.descr,
    created_by: user(row.created_by_fk),
    changed_by: user(row.changed_by_fk),
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
  };
}

/**
 * The annotation layers (`/api/v1/annotation_layer/`) with Superset's shapes and rules: names
 * are unique, and a layer that still holds annotations cannot be deleted. Every layer is visible
 * to whoever may read annotations; there is no ownership.
 */
export class AnnotationLayers {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: ListQuery) {
    let base = this.db
      .selectFrom('annotation_layer')
      .leftJoin('ab_user as creator', 'creator.id', 'annotation_layer.created_by_fk')
      .leftJoin('ab_user as changer', 'changer.id', 'annotation_layer.changed_by_fk');
    for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.selectAll('annotation_layer');
    const order = orderReference(query.order_column, ORDERABLE);
    page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('annotation_layer.changed_on', 'desc');
    page = page.orderBy('annotation_layer.id', 'asc');
    const { offset, limit } = resolvePaging(query);
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const users = await loadUserNames(this.db, rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]));
    const allowed = new Set(ANNOTATION_LAYER_LIST_COLUMNS);
    return {
      count: Number(total),
      ids: rows.map((r) => r.id),
      result: rows.map((row) => selectFields(listItem(row, users), query.columns ?? query.select_columns, allowed)),
    };
  }

  /** The layer; 404 when there is none. */
  async find(id: number): Promise<LayerRow> {
    const row = await this.db.selectFrom('annotation_layer').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return row;
  }

  async show(id: number) {
    const row = await this.find(id);
    return { id: row.id, name: row.name, descr: row.descr };
  }

  async create(principal: Principal, input: AnnotationLayerInput) {
    const name = input.name ?? '';
    const now = nowIso();
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkNameFree(trx, name, null);
      const inserted = await trx
        .insertInto('annotation_layer')
        .values({ name, descr: input.descr ?? null, created_on: now, changed_on: now, created_by_fk: principal.userId, changed_by_fk: principal.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return { id, result: { name, descr: input.descr ?? null } };
  }

  async update(principal: Principal, id: number, input: AnnotationLayerInput) {
    await this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('annotation_layer').select('id').where('id', '=', id).executeTakeFirst();
      if (!current) throw HttpError.notFound();
      if (input.name !== undefined) await this.checkNameFree(trx, input.name, id);
      await trx
        .updateTable('annotation_layer')
        .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.descr !== undefined ? { descr: input.descr } : {}), changed_on: nowIso(), changed_by_fk: principal.userId })
        .where('id', '=', id)
        .execute();
    });
    return { id, result: input };
  }

  /** Deletes layers, all or none: 404 when any does not exist, 422 when any still holds annotations. */
  async removeMany(ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw HttpError.notFound();
    await this.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('annotation_layer').select('id').where('id', 'in', unique).execute();
      if (found.length !== unique.length) throw HttpError.notFound();
      const used = await trx.selectFrom('annotation').select('id').where('layer_id', 'in', unique).limit(1).executeTakeFirst();
      if (used) throw HttpError.unprocessable(ANNOTATION_LAYER_MESSAGES.hasAnnotations);
      await trx.deleteFrom('annotation_layer').where('id', 'in', unique).execute();
    });
    return unique.length;
  }

  private async checkNameFree(db: Kysely<Database>, name: string, except: number | null): Promise<void> {
    let taken = db.selectFrom('annotation_layer').select('id').where('name', '=', name);
    if (except !== null) taken = taken.where('id', '<>', except);
    if (await taken.executeTakeFirst()) throw HttpError.unprocessable({ name: [ANNOTATION_LAYER_MESSAGES.nameTaken] });
  }
}
