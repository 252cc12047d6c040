import type { Migration } from 'kysely/migration';
import type { StoreDialect } from '../store.js';
import { inTransaction } from './in-transaction.js';
import { createContentSchema } from './initial/content-schema.js';
import { createDatasetSchema } from './initial/dataset-schema.js';
import { createReportSchema } from './initial/report-schema.js';
import { createSecuritySchema } from './initial/security-schema.js';
import { createSqlLabSchema } from './initial/sqllab-schema.js';
import { createSystemSchema } from './initial/system-schema.js';
import { portableDdl } from './portable-ddl.js';

/** Every table of the first release, created in foreign-key order. */
export function initialMigration(dialect: StoreDialect): Migration {
  return {
    async up(db) {
      await inTransaction(db, async (trx) => {
        const ddl = portableDdl(trx, dialect);
        await createSecuritySchema(ddl);
        await createDatasetSchema(ddl);
        await createContentSchema(ddl);
        await createSqlLabSchema(ddl);
        await createReportSchema(ddl);
        await createSystemSchema(ddl);
      });
    },
  };
}
