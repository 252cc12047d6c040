import type { Migration } from 'kysely/migration';
import { inTransaction } from './in-transaction.js';

/**
 * Scheduled queries from SQL Lab: a report may run a saved query and mail its result as CSV.
 * The report goes with its saved query.
 */
export function reportSavedQueryMigration(): Migration {
  return {
    async up(db) {
      await inTransaction(db, async (trx) => {
        await trx.schema
          .alterTable('report_schedule')
          .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('cascade'))
          .execute();
        await trx.schema.createIndex('ix_report_schedule_saved_query_id').on('report_schedule').column('saved_query_id').execute();
      });
    },
  };
}
