import { createHmac } from 'node:crypto';

/**
 * One secret key, separate derived keys per purpose: a token minted for one use (say CSRF)
 * can never verify as another (say a session).
 */
export interface SigningKeys {
  session: Buffer;
  csrf: Buffer;
  jwt: Uint8Array;
}

export function deriveSigningKeys(secretKey: string): SigningKeys {
  const derive = (purpose: string) => createHmac('sha256', secretKey).update(`tessera:${purpose}`).digest();
  return { session: derive('session'), csrf: derive('csrf'), jwt: new Uint8Array(derive('jwt')) };
}
