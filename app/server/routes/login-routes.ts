import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { clearSession, startUserSession, type AuthOptions } from '../security/auth-plugin.js';
import { guardedPasswordCheck, sendTooManyAttempts } from '../security/guarded-password-check.js';
import { safeNextPath } from './safe-next-path.js';

/**
 * Browser login and logout: a session cookie naming a server-side session instead of tokens.
 * The login form is CSRF-protected too, and throttled per username and client address.
 */
export async function loginRoutes(app: FastifyInstance, opts: { auth: AuthOptions }): Promise<void> {
  const { auth } = opts;

  app.post('/login/', {
    config: { auth: 'public' },
    schema: {
      tags: ['Security'],
      summary: 'Log in from the browser (sets the session cookie)',
      body: {
        type: 'object',
        required: ['username', 'password'],
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 256 },
          password: { type: 'string', minLength: 1, maxLength: 1024 },
          next: { type: 'string', maxLength: 2048 },
          csrf_token: { type: 'string' },
        },
      },
    },
  }, async (request, reply) => {
    const body = request.body as { username: string; password: string; next?: string };
    const login = await guardedPasswordCheck(auth.throttle, request, body.username, () => auth.security.authenticate(body.username, body.password));
    if (login.outcome === 'throttled') return sendTooManyAttempts(reply, login.retryAfterSeconds);
    if (login.outcome === 'wrong') throw HttpError.unauthorized('Invalid login. Please try again.');
    // Housekeeping at login, not per request: sessions whose cookie expired are only dead rows.
    await auth.sessions.deleteExpired();
    // A fresh nonce at login: a session fixed before login cannot ride into the logged-in one.
    await startUserSession(reply, auth, login.value);
    return { result: { redirect: safeNextPath(body.next) } };
  });

  // A GET, as in Superset: SameSite=Lax keeps other sites' images and frames from sending the
  // cookie, and the worst a top-level link can do is sign the user out.
  app.get('/logout/', { config: { auth: 'public' }, schema: { tags: ['Security'], summary: 'Log out (ends the session)' } }, async (request, reply) => {
    const sessionId = request.browserSession?.sessionId;
    if (sessionId) await auth.sessions.revoke(sessionId);
    clearSession(reply);
    return reply.redirect('/login/');
  });
}
