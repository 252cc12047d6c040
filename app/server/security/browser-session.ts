import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the signed session cookie carries. No secrets: it is readable by whoever holds it. */
export interface BrowserSession {
  /** Logged-in user, absent for an anonymous visitor who only asked for a CSRF token. */
  userId?: number;
  /** Fingerprint of the user's password hash: changing the password ends every session. */
  passwordStamp?: string;
  /** Id of the signed-in session's server-side record (`SessionRegistry`); ending it ends the cookie. */
  sessionId?: string;
  /** Random per-session value that the CSRF token is bound to; renewed at login. */
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

export const SESSION_COOKIE = 'session';

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function newSession(maxAgeSeconds: number, fields: Partial<BrowserSession> = {}): BrowserSession {
  const now = Math.floor(Date.now() / 1000);
  return { nonce: randomBytes(16).toString('base64url'), issuedAt: now, expiresAt: now + maxAgeSeconds, ...fields };
}

export function encodeSession(key: Buffer, session: BrowserSession): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** Returns the session when the signature holds and it has not expired; otherwise null. */
export function decodeSession(key: Buffer, cookie: string | undefined): BrowserSession | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(sign(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as BrowserSession;
    if (typeof session.nonce !== 'string' || typeof session.expiresAt !== 'number') return null;
    return session.expiresAt > Date.now() / 1000 ? session : null;
  } catch {
    return null;
  }
}

export function passwordStamp(passwordHash: string): string {
  return createHmac('sha256', 'password-stamp').update(passwordHash).digest('base64url').slice(0, 12);
}
