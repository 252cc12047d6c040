import { createHmac, timingSafeEqual } from 'node:crypto';

/** The CSRF token is an HMAC of the session's nonce: no server state, and it dies with the session. */
export function csrfTokenFor(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(`csrf:${nonce}`).digest('base64url');
}

export function isValidCsrfToken(key: Buffer, nonce: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(csrfTokenFor(key, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
