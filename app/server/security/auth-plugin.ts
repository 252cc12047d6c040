import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.js';
import { verifyApiToken } from './api-tokens.js';
import { SESSION_COOKIE, decodeSession, encodeSession, newSession, passwordStamp, type BrowserSession } from './browser-session.js';
import { PostedForm } from '../services/sqllab-form-body.js';
import { isValidCsrfToken } from './csrf-token.js';
import type { LoginThrottle } from './login-throttle.js';
import { guestTokenOfBody, guestTokenOfHeaders, resolveGuest, type GuestAuthOptions } from './guest-auth.js';
import { hasPermission, isGuest, type Principal } from './principal.js';
import type { SecurityManager } from './security-manager.js';
import type { SessionRegistry } from './session-registry.js';
import type { SigningKeys } from './signing-keys.js';

/** Who may call a route: anyone, or a logged-in user (the default), optionally with one permission pair. */
export type RouteAuth = 'public' | 'user';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in browser sessions; `revokeUserSessions(userId)` ends a user's sessions at once. */
    sessions: SessionRegistry;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** `guest`: a guest token (embedded dashboards), which no cookie or CSRF token goes with. */
    authMethod: 'bearer' | 'cookie' | 'guest' | null;
    browserSession: BrowserSession | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    permission?: readonly [permission: string, view: string];
    /** Token-authenticated endpoints (API login and refresh) carry no cookie to forge. */
    csrfExempt?: boolean;
    /**
     * The route answers embedded-dashboard guests (guest token). Default deny: a guest calling a
     * route without it gets 403. Routes marked so still check each object against the grant.
     */
    guest?: boolean;
    /**
     * The guest token may come as the body's `guest_token` field (the log beacon, which cannot
     * set headers): the caller is then known only once the body is read.
     */
    guestTokenField?: boolean;
  }
}

export interface AuthOptions {
  security: SecurityManager;
  keys: SigningKeys;
  sessionMaxAgeSeconds: number;
  secureCookies: boolean;
  /** Server-side records of signed-in browser sessions. */
  sessions: SessionRegistry;
  /** Failed password checks per username and client address. */
  throttle: LoginThrottle;
  /** Guest tokens (EMBEDDED_SUPERSET); without it, or with the flag off, the guest header is ignored. */
  guest?: GuestAuthOptions;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function authenticate(request: FastifyRequest, options: AuthOptions): Promise<void> {
  request.principal = null;
  request.authMethod = null;
  request.browserSession = null;
  const guestToken = options.guest?.enabled ? guestTokenOfHeaders(request.headers, options.guest.settings.headerName) : undefined;
  if (guestToken !== undefined) {
    // The guest token wins over a cookie: an embedded page never acts as the browser's user.
    // Public routes that do not serve guests see an anonymous caller.
    if (request.routeOptions.config.auth === 'public' && !request.routeOptions.config.guest) return;
    request.principal = await resolveGuest(options.guest!, guestToken);
    request.authMethod = 'guest';
    return;
  }
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const check = await verifyApiToken(options.keys.jwt, header.slice(7).trim(), 'access');
    if (!check.ok) {
      // Public routes (token refresh reads its own refresh token) simply see no caller.
      if (request.routeOptions.config.auth === 'public') return;
      throw HttpError.unauthorized(check.reason === 'expired' ? 'Token has expired' : 'Invalid token');
    }
    const principal = await options.security.loadPrincipal(check.claims.userId);
    if (!principal) throw HttpError.unauthorized();
    if (check.claims.passwordStamp !== passwordStamp(principal.passwordHash)) throw HttpError.unauthorized('Token has been revoked');
    request.principal = principal;
    request.authMethod = 'bearer';
    return;
  }
  const session = decodeSession(options.keys.session, request.cookies[SESSION_COOKIE]);
  if (!session) return;
  request.browserSession = session;
  if (session.userId === undefined || session.sessionId === undefined) return;
  const principal = await options.security.loadPrincipal(session.userId);
  if (!principal || session.passwordStamp !== passwordStamp(principal.passwordHash)) return;
  if (await options.sessions.isActive(session.sessionId, session.userId)) {
    request.principal = principal;
    request.authMethod = 'cookie';
  }
}

/** 401 for a missing caller, 403 for a missing permission: both known before the body is read. */
function enforceAccess(request: FastifyRequest): void {
  if (request.is404) return;
  const config = request.routeOptions.config;
  if ((config.auth ?? 'user') === 'user' && !request.principal) throw HttpError.unauthorized();
  if (isGuest(request.principal) && !config.guest) throw HttpError.forbidden();
  if (config.permission && !hasPermission(request.principal, config.permission[0], config.permission[1])) {
    throw HttpError.forbidden();
  }
}

/** A cookie-borne state change must prove it comes from our page: header, or a form field for posted forms. */
function enforceCsrf(request: FastifyRequest, options: AuthOptions): void {
  if (request.is404 || SAFE_METHODS.has(request.method) || request.authMethod === 'bearer' || request.authMethod === 'guest') return;
  if (request.routeOptions.config.csrfExempt) return;
  const token = (request.headers['x-csrftoken'] as string | undefined) ?? formCsrfToken(request.body);
  if (!token) throw HttpError.forbidden('The CSRF token is missing.');
  if (!request.browserSession || !isValidCsrfToken(options.keys.csrf, request.browserSession.nonce, token)) {
    throw HttpError.forbidden('The CSRF token is invalid.');
  }
}

/** Whether the caller is decided in `preValidation`: a route taking the guest token as a body field, not already a guest. */
function deferredToBody(request: FastifyRequest, options: AuthOptions): boolean {
  return Boolean(options.guest?.enabled && request.routeOptions.config.guestTokenField && request.authMethod !== 'guest' && !request.is404);
}

/** The `csrf_token` field of a posted form or JSON body (a beacon cannot set headers). */
function formCsrfToken(body: unknown): string | undefined {
  const value = body instanceof PostedForm ? body.fields['csrf_token'] : (body as { csrf_token?: unknown } | null | undefined)?.csrf_token;
  return typeof value === 'string' ? value : undefined;
}

/** Starts (or renews) the browser session and returns it; used at login and for anonymous CSRF tokens. */
export function writeSession(reply: FastifyReply, options: AuthOptions, fields: Partial<BrowserSession>): BrowserSession {
  const session = newSession(options.sessionMaxAgeSeconds, fields);
  reply.setCookie(SESSION_COOKIE, encodeSession(options.keys.session, session), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: options.sessionMaxAgeSeconds,
  });
  return session;
}

/**
 * Signs a user in on this browser: a new server-side session and a cookie naming it. `keep`
 * carries fields of the current cookie over (the nonce, so the page's CSRF token stays valid
 * when a password change renews the session).
 */
export async function startUserSession(reply: FastifyReply, options: AuthOptions, principal: Principal, keep: Partial<BrowserSession> = {}): Promise<BrowserSession> {
  const expiresAt = new Date(Date.now() + options.sessionMaxAgeSeconds * 1000);
  const sessionId = await options.sessions.start(principal.userId, expiresAt);
  return writeSession(reply, options, { ...keep, userId: principal.userId, passwordStamp: passwordStamp(principal.passwordHash), sessionId });
}

export function clearSession(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Resolves the caller (guest token, else Bearer token, else session cookie) on every request,
 * then enforces the route's `config.auth`, `config.permission` and, for guests, `config.guest`,
 * then CSRF for cookie-borne state changes.
 * Authentication is checked first so an anonymous API call gets 401, not 403 or 400.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('browserSession', null);
  app.decorate('sessions', options.sessions);
  // Administrators' changes to users (deactivate, delete, new password) end their sessions here.
  options.security.attachSessionRevoker(async (userId) => {
    await options.sessions.revokeUserSessions(userId);
  });
  app.addHook('onClose', async () => options.throttle.close());
  app.addHook('onRequest', async (request) => {
    await authenticate(request, options);
    // A route taking the guest token from its body decides once the body is read.
    if (!deferredToBody(request, options)) enforceAccess(request);
  });
  app.addHook('preValidation', async (request) => {
    if (deferredToBody(request, options)) {
      const token = guestTokenOfBody(request.body);
      if (token !== undefined) {
        request.principal = await resolveGuest(options.guest!, token);
        request.authMethod = 'guest';
        request.browserSession = null;
      }
      enforceAccess(request);
    }
    enforceCsrf(request, options);
  });
}, { name: 'tessera-auth' });
