import { SESSION_COOKIE, encodeSession, newSession, passwordStamp } from '../../security/browser-session.js';
import type { Principal } from '../../security/principal.js';
import type { SessionRegistry } from '../../security/session-registry.js';
import type { SigningKeys } from '../../security/signing-keys.js';

/** A browser session minted for a report's executor, for one render. */
export interface ExecutorSession {
  /** The `session` cookie as the browser sends it. */
  cookie: { name: string; value: string };
  /** Ends the session at once (the render is over). */
  end(): Promise<void>;
}

/**
 * Signs the executor in the way the login page does (a server-side session record and a signed
 * `session` cookie naming it), without any password: the report acts as its executor only for
 * `maxAgeSeconds`, and `end()` revokes it when the render is done. A password change or a
 * deactivation ends it like any other session.
 */
export async function startExecutorSession(sessions: SessionRegistry, keys: SigningKeys, principal: Principal, maxAgeSeconds: number): Promise<ExecutorSession> {
  const seconds = Math.max(60, Math.ceil(maxAgeSeconds));
  const sessionId = await sessions.start(principal.userId, new Date(Date.now() + seconds * 1000));
  const session = newSession(seconds, { userId: principal.userId, passwordStamp: passwordStamp(principal.passwordHash), sessionId });
  return {
    cookie: { name: SESSION_COOKIE, value: encodeSession(keys.session, session) },
    end: () => sessions.revoke(sessionId),
  };
}
