import { createHmac, hkdfSync } from 'node:crypto';

/**
 * One secret key, separate derived keys per purpose: a token minted for one use (say CSRF)
 * can never verify as another (say a session).
 */
export interface SigningKeys {
  session: Buffer;
  csrf: Buffer;
  jwt: Uint8Array;
  /** AES-256 key for secrets kept in the metadata store (database passwords). */
  storedSecrets: Buffer;
}

/** Salt of the HKDF derivation: fixed, so the same secret key always yields the same key. */
const HKDF_SALT = 'tessera-key-derivation';

/** A 32-byte key for `purpose`, derived from the secret key with HKDF-SHA256. */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, HKDF_SALT, `tessera:${purpose}`, 32));
}

export function deriveSigningKeys(secretKey: string): SigningKeys {
  const derive = (purpose: string) => createHmac('sha256', secretKey).update(`tessera:${purpose}`).digest();
  return { session: derive('session'), csrf: derive('csrf'), jwt: new Uint8Array(derive('jwt')), storedSecrets: deriveKey(secretKey, 'stored-secrets') };
}
