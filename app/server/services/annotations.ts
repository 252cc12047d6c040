import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { AnnotationTable } from '../store/tables/content-tables.js';
import { storedAnnotationTime } from './annotation-datetime.js';
import { humanizeDelta } from './humanize-delta.js';
import { basicFilterCondition, filterConditions, orderReference, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';
import { loadUserNames, type UserName } from './user-names.js';

/** The writable fields of an annotation (Superset's `AnnotationRestApi.post` / `.put`). */
export interface AnnotationInput {
  short_descr?: string;
  long_descr?: string | null;
  start_dttm?: string;
  end_dttm?: string;
  json_metadata?: string | null;
}

type AnnotationRow = Selectable<AnnotationTable>;

/** Superset's answers about annotations. */
export const ANNOTATION_MESSAGES = {
  layerNotFound: 'Annotation layer not found.',
  notDatetime: 'Not a valid datetime.',
  notJson: 'JSON not valid',
  endBeforeStart: 'End date must be after start date',
  shortDescrTaken: 'Short description must be unique for this layer',
} as const;

/** The columns of a layer's annotation list, which `q=(columns:!(…))` may select from. */
export const ANNOTATION_LIST_COLUMNS = [
  'id', 'short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'created_by.id', 'created_by.first_name', 'created_by.last_name',
  'changed_by.id', 'changed_by.first_name', 'changed_by.last_name', 'changed_on', 'changed_on_delta_humanized',
];
/** The columns of one annotation (`GET …/annotation/{annotation_id}`). */
export const ANNOTATION_SHOW_COLUMNS = ['id', 'short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'json_metadata', 'layer.id', 'layer.name'];

const ORDERABLE: Record<string, string> = {
  short_descr: 'annotation.short_descr',
  'created_by.first_name': 'creator.first_name',
  'changed_by.first_name': 'changer.first_name',
  changed_on_delta_humanized: 'annotation.changed_on',
  start_dttm: 'annotation.start_dttm',
  end_dttm: 'annotation.end_dttm',
};
/** The columns a layer's annotation list may be ordered by. */
export const ANNOTATION_ORDER_COLUMNS = Object.keys(ORDERABLE);

// Superset's `annotation_all_text`: the words may appear in the short or the long description.
const allText = (value: unknown) => {
  const parts = ['annotation.short_descr', 'annotation.long_descr'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
};

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'annotation.id' },
  short_descr: { ref: 'annotation.short_descr', custom: { annotation_all_text: allText } },
  long_descr: { ref: 'annotation.long_descr' },
  start_dttm: { ref: 'annotation.start_dttm' },
  end_dttm: { ref: 'annotation.end_dttm' },
  created_by: { ref: 'annotation.created_by_fk' },
  changed_by: { ref: 'annotation.changed_by_fk' },
};

function listItem(row: AnnotationRow, users: Map<number, UserName>) {
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return {
    id: row.id,
    short_descr: row.short_descr,
    long_descr: row.long_descr,
    start_dttm: row.start_dttm,
    end_dttm: row.end_dttm,
    created_by: user(row.created_by_fk),
    changed_by: user(row.changed_by_fk),
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
  };
}

/** The stored form of the body's fields, or the 400 Superset's schema gives for malformed ones. */
function readInput(input: AnnotationInput): Partial<Pick<AnnotationRow, 'short_descr' | 'long_descr' | 'start_dttm' | 'end_dttm' | 'json_metadata'>> {
  const problems: Record<string, string[]> = {};
  const out: ReturnType<typeof readInput> = {};
  for (const field of ['start_dttm', 'end_dttm'] as const) {
    const text = input[field];
    if (text === undefined) continue;
    const stored = storedAnnotationTime(text);
    if (stored === null) problems[field] = [ANNOTATION_MESSAGES.notDatetime];
    else out[field] = stored;
  }
  if (input.json_metadata !== undefined) {
    const text = input.json_metadata;
    if (text !== null && text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        problems['json_metadata'] = [ANNOTATION_MESSAGES.notJson];
      }
    }
    out.json_metadata = text;
  }
  if (Object.keys(problems).length > 0) throw HttpError.badRequest(problems);
  if (input.short_descr !== undefined) out.short_descr = input.short_descr;
  if (input.long_descr !== undefined) out.long_descr = input.long_descr;
  return out;
}

/**
 * The annotations of a layer (`/api/v1/annotation_layer/{pk}/annotation/`) with Superset's shapes
 * and rules: a short description is unique within its layer and an annotation does not end
 * before it starts. An annotation is always addressed through its own layer: asked for through
 * another, it does not exist.
 */
export class Annotations {
  constructor(private readonly db: Kysely<Database>) {}

  async list(layerId: number, query: ListQuery) {
    await this.layer(this.db, layerId);
    let base = this.db
      .selectFrom('annotation')
      .leftJoin('ab_user as creator', 'creator.id', 'annotation.created_by_fk')
      .leftJoin('ab_user as changer', 'changer.id', 'annotation.changed_by_fk')
      .where('annotation.layer_id', '=', layerId);
    for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.selectAll('annotation');
    const order = orderReference(query.order_column, ORDERABLE);
    page = order ? page.orderBy(sql.ref(order), query.order_direction ?? 'asc') : page.orderBy('annotation.start_dttm', 'desc');
    page = page.orderBy('annotation.id', 'asc');
    const { offset, limit } = resolvePaging(query);
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const users = await loadUserNames(this.db, rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]));
    const allowed = new Set(ANNOTATION_LIST_COLUMNS);
    return {
      count: Number(total),
      ids: rows.map((r) => r.id),
      result: rows.map((row) => selectFields(listItem(row, users), query.columns ?? query.select_columns, allowed)),
    };
  }

  async show(layerId: number, id: number) {
    const layer = await this.layer(this.db, layerId);
    const row = await this.annotation(this.db, layerId, id);
    return {
      id: row.id,
      short_descr: row.short_descr,
      long_descr: row.long_descr,
      start_dttm: row.start_dttm,
      end_dttm: row.end_dttm,
      json_metadata: row.json_metadata,
      layer: { id: layer.id, name: layer.name },
    };
  }

  async create(principal: Principal, layerId: number, input: AnnotationInput) {
    const fields = readInput(input);
    const now = nowIso();
    const id = await this.db.transaction().execute(async (trx) => {
      await this.layer(trx, layerId);
      await this.checkRules(trx, layerId, null, fields);
      const inserted = await trx
        .insertInto('annotation')
        .values({
          layer_id: layerId,
          short_descr: fields.short_descr ?? null,
          long_descr: fields.long_descr ?? null,
          start_dttm: fields.start_dttm ?? null,
          end_dttm: fields.end_dttm ?? null,
          json_metadata: fields.json_metadata ?? null,
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return { id, result: { ...fields, layer: layerId } };
  }

  async update(principal: Principal, layerId: number, id: number, input: AnnotationInput) {
    const fields = readInput(input);
    await this.db.transaction().execute(async (trx) => {
      await this.layer(trx, layerId);
      const current = await this.annotation(trx, layerId, id);
      await this.checkRules(trx, layerId, id, { start_dttm: current.start_dttm, end_dttm: current.end_dttm, ...fields });
      await trx.updateTable('annotation').set({ ...fields, changed_on: nowIso(), changed_by_fk: principal.userId }).where('id', '=', id).execute();
    });
    return { id, result: { ...fields, layer: layerId } };
  }

  /** Deletes annotations of a layer, all or none: 404 when any is missing or belongs to another layer. */
  async removeMany(layerId: number, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      await this.layer(trx, layerId);
      if (unique.length === 0) throw HttpError.notFound();
      const found = await trx.selectFrom('annotation').select('id').where('layer_id', '=', layerId).where('id', 'in', unique).execute();
      if (found.length !== unique.length) throw HttpError.notFound();
      await trx.deleteFrom('annotation').where('id', 'in', unique).execute();
    });
    return unique.length;
  }

  private async layer(db: Kysely<Database>, layerId: number) {
    const layer = await db.selectFrom('annotation_layer').select(['id', 'name']).where('id', '=', layerId).executeTakeFirst();
    if (!layer) throw HttpError.notFound(ANNOTATION_MESSAGES.layerNotFound);
    return layer;
  }

  private async annotation(db: Kysely<Database>, layerId: number, id: number): Promise<AnnotationRow> {
    const row = await db.selectFrom('annotation').selectAll().where('id', '=', id).where('layer_id', '=', layerId).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return row;
  }

  /** The 422 rules, all reported at once: a short description free in the layer, and an end not before the start. */
  private async checkRules(db: Kysely<Database>, layerId: number, except: number | null, fields: ReturnType<typeof readInput>): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (fields.short_descr !== undefined && fields.short_descr !== null) {
      let taken = db.selectFrom('annotation').select('id').where('layer_id', '=', layerId).where('short_descr', '=', fields.short_descr);
      if (except !== null) taken = taken.where('id', '<>', except);
      if (await taken.executeTakeFirst()) problems['short_descr'] = [ANNOTATION_MESSAGES.shortDescrTaken];
    }
    // Stored times share one shape, so text order is time order.
    if (fields.start_dttm && fields.end_dttm && fields.end_dttm < fields.start_dttm) problems['start_dttm'] = [ANNOTATION_MESSAGES.endBeforeStart];
    if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
  }
}
