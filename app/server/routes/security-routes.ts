import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { issueApiToken, verifyApiToken } from '../security/api-tokens.js';
import { writeSession, type AuthOptions } from '../security/auth-plugin.js';
import { passwordStamp } from '../security/browser-session.js';
import { csrfTokenFor } from '../security/csrf-token.js';
import { guardedPasswordCheck, sendTooManyAttempts } from '../security/guarded-password-check.js';
import type { TesseraConfig } from '../config/tessera-config.js';

const messageSchema = {
  type: 'object',
  properties: { message: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] } },
} as const;

/** `/api/v1/security/*`: CSRF tokens for the browser, JWT login and refresh for API clients. */
export async function securityRoutes(app: FastifyInstance, opts: { auth: AuthOptions; config: TesseraConfig }): Promise<void> {
  const { auth, config } = opts;

  app.get('/api/v1/security/csrf_token/', {
    config: { auth: 'public' },
    schema: {
      tags: ['Security'],
      summary: 'Get the CSRF token bound to this browser session',
      response: { 200: { type: 'object', required: ['result'], properties: { result: { type: 'string' } } } },
    },
  }, async (request, reply) => {
    // An anonymous visitor gets a session of their own so the login form can be protected too.
    const session = request.browserSession ?? writeSession(reply, auth, {});
    return { result: csrfTokenFor(auth.keys.csrf, session.nonce) };
  });

  app.post('/api/v1/security/login', {
    config: { auth: 'public', csrfExempt: true },
    schema: {
      tags: ['Security'],
      summary: 'Authenticate and get a JWT access and refresh token',
      body: {
        type: 'object',
        required: ['username', 'password'],
        additionalProperties: false,
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 256 },
          password: { type: 'string', minLength: 1, maxLength: 1024 },
          provider: { type: 'string', enum: ['db', 'ldap'], default: 'db' },
          refresh: { type: 'boolean', default: false },
        },
      },
      response: {
        200: { type: 'object', properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' } } },
        400: messageSchema,
        401: messageSchema,
        429: messageSchema,
        503: messageSchema,
      },
    },
  }, async (request, reply) => {
    const body = request.body as { username: string; password: string; provider: string; refresh: boolean };
    if (body.provider !== 'db') throw HttpError.badRequest({ provider: ['Only the "db" provider is enabled.'] });
    const login = await guardedPasswordCheck(auth.throttle, request, body.username, () => auth.security.authenticate(body.username, body.password));
    if (login.outcome === 'throttled') return sendTooManyAttempts(reply, login.retryAfterSeconds);
    if (login.outcome === 'wrong') throw HttpError.unauthorized();
    const principal = login.value;
    // Both tokens carry the password stamp: a new password voids them, as it ends browser sessions.
    const claims = { userId: principal.userId, fresh: true, passwordStamp: passwordStamp(principal.passwordHash) };
    const result: { access_token: string; refresh_token?: string } = {
      access_token: await issueApiToken(auth.keys.jwt, { ...claims, type: 'access' }, config.accessTokenTtlSeconds),
    };
    if (body.refresh) {
      result.refresh_token = await issueApiToken(auth.keys.jwt, { ...claims, type: 'refresh', fresh: false }, config.refreshTokenTtlSeconds);
    }
    return result;
  });

  app.post('/api/v1/security/refresh', {
    config: { auth: 'public', csrfExempt: true },
    schema: {
      tags: ['Security'],
      summary: 'Exchange a refresh token (as the Bearer token) for a new access token',
      response: { 200: { type: 'object', properties: { access_token: { type: 'string' } } }, 401: messageSchema },
    },
  }, async (request) => {
    // The refresh token arrives as the Bearer header, which the auth hook has not accepted as access.
    const token = request.headers.authorization?.replace(/^Bearer\s+/, '');
    if (!token) throw HttpError.unauthorized('Missing Authorization Header');
    const check = await verifyApiToken(auth.keys.jwt, token, 'refresh');
    if (!check.ok) throw HttpError.unauthorized(check.reason === 'expired' ? 'Token has expired' : 'Invalid token');
    const principal = await auth.security.loadPrincipal(check.claims.userId);
    if (!principal) throw HttpError.unauthorized();
    const stamp = passwordStamp(principal.passwordHash);
    if (check.claims.passwordStamp !== stamp) throw HttpError.unauthorized('Token has been revoked');
    return {
      access_token: await issueApiToken(auth.keys.jwt, { userId: principal.userId, type: 'access', fresh: false, passwordStamp: stamp }, config.accessTokenTtlSeconds),
    };
  });
}
