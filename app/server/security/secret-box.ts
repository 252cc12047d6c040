import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marks a sealed value: version 1 is AES-256-GCM with a 12-byte IV and a 16-byte tag. */
const PREFIX = 'tessera-sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a sealed value cannot be opened: another secret key, or the value was altered. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/**
 * Encrypts secrets kept in the metadata store (AES-256-GCM). Each value is bound to a context
 * (say `dbs.password`) as additional data, so a sealed value copied into another column does
 * not open there. Values written before encryption existed are plain text and open as they are,
 * until the start-up migration seals them.
 *
 * @example
 * ```ts
 * const box = new SecretBox(deriveSigningKeys(config.secretKey).storedSecrets);
 * const stored = box.seal('s3cret', 'dbs.password');
 * box.open(stored, 'dbs.password'); // 's3cret'
 * ```
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text of a sealed value; a value that was never sealed comes back unchanged. */
  open(stored: string, context: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('A stored secret is damaged.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('A stored secret cannot be decrypted: was the secret key (TESSERA_SECRET_KEY) changed?');
    }
  }

  /** `seal` for nullable columns: null and '' stay as they are. */
  sealNullable(plain: string | null, context: string): string | null {
    return plain === null || plain === '' ? plain : this.seal(plain, context);
  }

  openNullable(stored: string | null, context: string): string | null {
    return stored === null || stored === '' ? stored : this.open(stored, context);
  }
}
