import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { clearSession, writeSession, type AuthOptions } from '../security/auth-plugin.js';
import { passwordStamp } from '../security/browser-session.js';
import { safeNextPath } from './safe-next-path.js';

/** Browser login and logout: a session cookie instead of tokens. The login form is CSRF-protected too. */
export async function loginRoutes(app: FastifyInstance, opts: { auth: AuthOptions }): Promise<void> {
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
    const principal = await opts.auth.security.authenticate(body.username, body.password);
    if (!principal) throw HttpError.unauthorized('Invalid login. Please try again.');
    // A fresh nonce at login: a session fixed before login cannot ride into the logged-in one.
    writeSession(reply, opts.auth, { userId: principal.userId, passwordStamp: passwordStamp(principal.passwordHash) });
    return { result: { redirect: safeNextPath(body.next) } };
  });

  app.get('/logout/', { config: { auth: 'public' }, schema: { tags: ['Security'], summary: 'Log out (clears the session cookie)' } }, async (_request, reply) => {
    clearSession(reply);
    return reply.redirect('/login/');
  });
}
