import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type ApiTokenType = 'access' | 'refresh';

export interface ApiTokenClaims {
  userId: number;
  type: ApiTokenType;
  /** True only for an access token issued from a password login, not from a refresh. */
  fresh: boolean;
  /** The user's password stamp when the token was issued: a new password makes the token void. */
  passwordStamp: string;
}

const ISSUER = 'tessera';

/**
 * The HMAC key as WebCrypto holds it, imported once per key: a raw key handed to `jose` is
 * imported again on every call, which costs more than the signature itself on a busy server.
 */
const importedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(key: Uint8Array): Promise<CryptoKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(key, imported);
  }
  return imported;
}

/** Bearer tokens for API clients: HS256 JWTs with a `type` claim so a refresh token is never accepted as access. */
export async function issueApiToken(key: Uint8Array, claims: ApiTokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ type: claims.type, fresh: claims.fresh, pwd: claims.passwordStamp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await hmacKey(key));
}

export type TokenCheck = { ok: true; claims: ApiTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyApiToken(key: Uint8Array, token: string, expected: ApiTokenType): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || payload['type'] !== expected) return { ok: false, reason: 'invalid' };
    // A token without a stamp never matches a user's: it predates stamps and counts as revoked.
    const stamp = typeof payload['pwd'] === 'string' ? payload['pwd'] : '';
    return { ok: true, claims: { userId, type: expected, fresh: payload['fresh'] === true, passwordStamp: stamp } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
