import type { Kysely, Transaction, Updateable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../store/database.js';

/**
 * Optimistic concurrency for saves: a dashboard, chart, dataset or saved query carries its
 * version, its `changed_on` stamp. A save that names the version it was based on (`changed_on`
 * as the detail answered it, or a dashboard's `last_modified_time` in whole seconds) only writes
 * when the stored row still has that version; otherwise it answers 409 and writes nothing. The
 * check and the write are one conditional `UPDATE … WHERE changed_on = ?` inside the save's
 * transaction, so two saves based on the same version cannot both pass. A save naming no version
 * (Superset's API clients, and the pages' "overwrite" after a conflict) is last-write-wins.
 */

/** The version a save was based on. */
export type EditVersion = { kind: 'stamp'; ms: number } | { kind: 'seconds'; seconds: number };

/** The kinds of object a save can conflict on, as the messages name them. */
export type EditedKind = 'dashboard' | 'chart' | 'dataset' | 'query';

/** The 409 message of a save based on an older version. */
export function editConflictMessage(kind: EditedKind): string {
  return `This ${kind} was changed by someone else after you opened it. Reload it to see their changes, or save again to overwrite them.`;
}

/** The 409 answer of a save based on an older version. */
export function editConflict(kind: EditedKind): HttpError {
  return new HttpError(409, { message: editConflictMessage(kind) });
}

/**
 * A stored stamp in milliseconds since the epoch. The store writes ISO-8601 UTC text; a stamp a
 * database default wrote (`2024-05-01 09:30:00`) has no zone and is read as UTC too.
 */
export function stampMs(stamp: string | null | undefined): number | null {
  if (!stamp) return null;
  const iso = stamp.includes('T') ? stamp : stamp.replace(' ', 'T');
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The version a save names: `changed_on` (a stamp, compared to the millisecond) or, for a
 * dashboard, `last_modified_time` (whole seconds since the epoch, as Superset answers it). None
 * when neither is sent; a `changed_on` that is not a time answers 400.
 */
export function editVersionOf(changedOn: string | null | undefined, lastModifiedTime?: number | null): EditVersion | null {
  if (changedOn !== undefined && changedOn !== null) {
    const ms = stampMs(changedOn);
    if (ms === null) throw HttpError.badRequest({ changed_on: ['Not a valid datetime.'] });
    return { kind: 'stamp', ms };
  }
  if (lastModifiedTime !== undefined && lastModifiedTime !== null) {
    if (!Number.isFinite(lastModifiedTime) || lastModifiedTime < 0) throw HttpError.badRequest({ last_modified_time: ['Not a valid number.'] });
    return { kind: 'seconds', seconds: Math.floor(lastModifiedTime) };
  }
  return null;
}

/** Whether a stored stamp is the version a save was based on. */
export function isVersion(stored: string | null, version: EditVersion): boolean {
  const ms = stampMs(stored);
  if (ms === null) return false;
  return version.kind === 'stamp' ? ms === version.ms : Math.floor(ms / 1000) === version.seconds;
}

/**
 * The stamp of a save replacing `previous`: now, but always after `previous`, so every save makes
 * a new version even within one clock tick. `wholeSecond` keeps versions a second apart, so a
 * version in whole seconds (a dashboard's `last_modified_time`) names exactly one.
 */
export function nextStamp(previous: string | null, wholeSecond = false, now: Date = new Date()): string {
  const before = stampMs(previous);
  let ms = now.getTime();
  if (before !== null) ms = Math.max(ms, wholeSecond ? Math.floor(before / 1000) * 1000 + 1000 : before + 1);
  return new Date(ms).toISOString();
}

/** The tables whose rows carry an edit version. */
type VersionedTable = 'dashboards' | 'slices' | 'tables' | 'saved_query';

/**
 * Writes `changes` to row `id` of `table` inside `trx`: when the save named a version, only if
 * the row still holds the stamp `stored` that was read (and checked against the version) before;
 * otherwise the 409 of `kind` is thrown, and the caller's transaction writes nothing.
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Transaction<Database> | Kysely<Database>,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  guard: { version: EditVersion | null; stored: string | null; kind: EditedKind },
): Promise<void> {
  // Kysely cannot narrow the union of tables on its own; every versioned table has `id` and `changed_on`.
  const db = trx as unknown as Kysely<Record<VersionedTable, { id: number; changed_on: string | null }>>;
  let query = db
    .updateTable(table as VersionedTable)
    .set(changes as Updateable<{ id: number; changed_on: string | null }>)
    .where('id', '=', id);
  if (guard.version) query = guard.stored === null ? query.where('changed_on', 'is', null) : query.where('changed_on', '=', guard.stored);
  const result = await query.executeTakeFirst();
  if (guard.version && Number(result.numUpdatedRows) === 0) throw editConflict(guard.kind);
}

/** Checks a version against the row read before the save: 409 of `kind` when it is older. */
export function checkVersion(version: EditVersion | null, stored: string | null, kind: EditedKind): void {
  if (version && !isVersion(stored, version)) throw editConflict(kind);
}
