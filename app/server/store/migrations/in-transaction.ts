import type { Kysely } from 'kysely';

/**
 * Runs a migration body atomically. Kysely's migrator already opens a transaction on
 * PostgreSQL but not on SQLite (it reports no transactional DDL, though SQLite has it), where
 * a half-applied migration would otherwise leave tables behind and fail every later start.
 */
export async function inTransaction(
  db: Kysely<unknown>,
  body: (db: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  if (db.isTransaction) {
    await body(db);
    return;
  }
  await db.transaction().execute(body);
}
