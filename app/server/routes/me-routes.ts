import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { startUserSession, type AuthOptions } from '../security/auth-plugin.js';
import { guardedPasswordCheck, sendTooManyAttempts } from '../security/guarded-password-check.js';
import { verifyPassword } from '../security/password-hash.js';
import { isGuest, type Principal } from '../security/principal.js';

const userProperties = {
  id: { type: 'integer' },
  username: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  email: { type: ['string', 'null'] },
  is_active: { type: 'boolean' },
  is_anonymous: { type: 'boolean' },
  last_login: { type: ['string', 'null'] },
  login_count: { type: 'integer' },
} as const;

function meOf(principal: Principal) {
  return {
    id: principal.userId,
    username: principal.username,
    first_name: principal.firstName,
    last_name: principal.lastName,
    email: principal.email,
    is_active: principal.isActive,
    is_anonymous: false,
    last_login: principal.lastLogin ?? null,
    login_count: principal.loginCount ?? 0,
  };
}

const PASSWORD_BODY = {
  type: 'object',
  required: ['current_password', 'new_password'],
  additionalProperties: false,
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: 1024 },
    new_password: { type: 'string', minLength: 8, maxLength: 1024 },
  },
} as const;

const MESSAGE = { type: 'object', properties: { message: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: true }] } } } as const;

/** `/api/v1/me/`: the caller, the caller's roles as permission pairs, and a password change. */
export async function meRoutes(app: FastifyInstance, opts: { auth: AuthOptions }): Promise<void> {
  const { auth } = opts;

  app.get('/api/v1/me/', {
    // Answers a guest too, with Superset's 401: an embedded page's visitor is no user.
    config: { guest: true },
    schema: {
      tags: ['Current User'],
      summary: 'Get the current user',
      response: { 200: { type: 'object', properties: { result: { type: 'object', properties: userProperties } } } },
    },
  }, async (request) => {
    if (isGuest(request.principal)) throw HttpError.unauthorized();
    return { result: meOf(request.principal!) };
  });

  app.get('/api/v1/me/roles/', {
    schema: {
      tags: ['Current User'],
      summary: "Get the current user's roles and permissions",
      response: {
        200: {
          type: 'object',
          properties: {
            result: {
              type: 'object',
              properties: {
                ...userProperties,
                roles: { type: 'object', additionalProperties: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
                permissions: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  }, async (request) => {
    const principal = request.principal!;
    return { result: { ...meOf(principal), roles: principal.roles, permissions: objectPermissions(principal) } };
  });

  app.put<{ Body: { current_password: string; new_password: string } }>('/api/v1/me/password', {
    schema: {
      tags: ['Current User'],
      summary: "Change the current user's password (ends their other sessions)",
      body: PASSWORD_BODY,
      response: { 200: MESSAGE, 400: MESSAGE, 401: MESSAGE, 403: MESSAGE, 422: MESSAGE, 429: MESSAGE, 503: MESSAGE },
    },
  }, async (request, reply) => {
    const principal = request.principal!;
    const { current_password: current, new_password: next } = request.body;
    // A wrong current password counts like a failed login: the form must not become a guessing oracle.
    const check = await guardedPasswordCheck(auth.throttle, request, principal.username, async () =>
      (await verifyPassword(current, principal.passwordHash)) ? principal : null);
    if (check.outcome === 'throttled') return sendTooManyAttempts(reply, check.retryAfterSeconds);
    if (check.outcome === 'wrong') throw HttpError.unprocessable({ current_password: ['The current password is not correct.'] });
    if (next === current) throw HttpError.unprocessable({ new_password: ['The new password must differ from the current one.'] });
    // Setting the password ends every session of the user (tokens too, through the stamp) ...
    await auth.security.resetPassword(principal.username, next);
    await auth.sessions.revokeUserSessions(principal.userId);
    // ... then this browser gets a new session at once, keeping its nonce so the page's CSRF token stays valid.
    const renewed = await auth.security.loadPrincipal(principal.userId);
    if (renewed && request.authMethod === 'cookie' && request.browserSession) {
      await startUserSession(reply, auth, renewed, { nonce: request.browserSession.nonce });
    }
    return { message: 'OK' };
  });
}

/** Per-object grants (`datasource_access`, `database_access`) grouped by permission, as the web app reads them. */
export function objectPermissions(principal: Principal): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pairs of Object.values(principal.roles)) {
    for (const [permission, view] of pairs) {
      if (permission === 'datasource_access' || permission === 'database_access' || permission === 'schema_access') {
        (out[permission] ??= []).push(view);
      }
    }
  }
  return out;
}
