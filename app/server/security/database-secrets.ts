import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { PASSWORD_MASK as MASK } from '../services/connection-uri.js';
import { SecretBox } from './secret-box.js';

/** What the API shows in place of a secret (Superset's mask). */

/** Contexts the database secrets are sealed under: one per column. */
export const DATABASE_PASSWORD_CONTEXT = 'dbs.password';
export const DATABASE_ENCRYPTED_EXTRA_CONTEXT = 'dbs.encrypted_extra';

/** The secret columns of a `dbs` row. */
export interface DatabaseSecretColumns {
  password: string | null;
  encrypted_extra: string | null;
}

/**
 * A database connection's secrets at rest: the password and the encrypted extra are sealed when
 * written and opened only where a connection is made or an edit is checked.
 *
 * @example
 * ```ts
 * const secrets = new DatabaseSecrets(connections.secrets);
 * await db.insertInto('dbs').values({ ..., password: secrets.sealPassword('s3cret') }).execute();
 * const opened = secrets.open(row); // opened.password === 's3cret'
 * ```
 */
export class DatabaseSecrets {
  constructor(private readonly box: SecretBox) {}

  /** The row with its secrets in plain text; never send it as it is. */
  open<Row extends DatabaseSecretColumns>(row: Row): Row {
    return {
      ...row,
      password: this.box.openNullable(row.password, DATABASE_PASSWORD_CONTEXT),
      encrypted_extra: this.box.openNullable(row.encrypted_extra, DATABASE_ENCRYPTED_EXTRA_CONTEXT),
    };
  }

  openPassword(sealed: string | null): string | null {
    return this.box.openNullable(sealed, DATABASE_PASSWORD_CONTEXT);
  }

  /**
   * The row as an edit form may show it (masked later): a secret sealed under another secret key
   * (`TESSERA_SECRET_KEY` changed) reads as an unknown password and no extra, so an administrator
   * can still open the connection and enter the password again instead of meeting an error.
   */
  openForEditing<Row extends DatabaseSecretColumns>(row: Row): Row {
    return { ...row, password: this.readablePassword(row.password) ?? (row.password ? MASK : null), encrypted_extra: this.readable(row.encrypted_extra, DATABASE_ENCRYPTED_EXTRA_CONTEXT) };
  }

  /** The stored password, or null when there is none or it was sealed under another secret key. */
  readablePassword(sealed: string | null): string | null {
    return this.readable(sealed, DATABASE_PASSWORD_CONTEXT);
  }

  private readable(sealed: string | null, context: string): string | null {
    try {
      return this.box.openNullable(sealed, context);
    } catch {
      return null;
    }
  }

  sealPassword(password: string | null): string | null {
    return this.box.sealNullable(password, DATABASE_PASSWORD_CONTEXT);
  }

  /**
   * The encrypted extra to store from a submitted `masked_encrypted_extra`: where the form sends
   * the mask back, the stored value stays (as Superset's PUT does), then the whole is sealed.
   */
  sealEncryptedExtra(submitted: string | null, storedSealed: string | null): string | null {
    const stored = this.readable(storedSealed, DATABASE_ENCRYPTED_EXTRA_CONTEXT);
    return this.box.sealNullable(revealMaskedValues(submitted, stored), DATABASE_ENCRYPTED_EXTRA_CONTEXT);
  }
}

/** `submitted` JSON with each masked string replaced by the stored value at the same place. */
export function revealMaskedValues(submitted: string | null, stored: string | null): string | null {
  if (submitted === null || !submitted.includes(MASK)) return submitted;
  let before: unknown;
  let after: unknown;
  try {
    after = JSON.parse(submitted);
    before = stored ? JSON.parse(stored) : undefined;
  } catch {
    return submitted;
  }
  const reveal = (value: unknown, old: unknown): unknown => {
    if (value === MASK) return typeof old === 'string' ? old : value;
    if (Array.isArray(value)) return value.map((item, i) => reveal(item, Array.isArray(old) ? old[i] : undefined));
    if (value && typeof value === 'object') {
      const oldObject = old && typeof old === 'object' && !Array.isArray(old) ? (old as Record<string, unknown>) : {};
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reveal(v, oldObject[k])]));
    }
    return value;
  };
  return JSON.stringify(reveal(after, before));
}

/**
 * Seals the database passwords and encrypted extras still stored in plain text (written before
 * encryption at rest, or inserted by hand). Runs at every start; a warm start changes nothing.
 * Answers how many rows it sealed.
 */
export async function sealStoredDatabaseSecrets(db: Kysely<Database>, box: SecretBox): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('dbs').select(['id', 'password', 'encrypted_extra']).execute();
    let sealed = 0;
    for (const row of rows) {
      const plainPassword = row.password !== null && row.password !== '' && !SecretBox.isSealed(row.password);
      const plainExtra = row.encrypted_extra !== null && row.encrypted_extra !== '' && !SecretBox.isSealed(row.encrypted_extra);
      if (!plainPassword && !plainExtra) continue;
      await trx
        .updateTable('dbs')
        .set({
          ...(plainPassword ? { password: box.seal(row.password!, DATABASE_PASSWORD_CONTEXT) } : {}),
          ...(plainExtra ? { encrypted_extra: box.seal(row.encrypted_extra!, DATABASE_ENCRYPTED_EXTRA_CONTEXT) } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      sealed += 1;
    }
    return sealed;
  });
}
