import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error.js';
import { verifyApiToken } from './api-tokens.js';
import { SESSION_COOKIE, decodeSession, encodeSession, newSession, passwordStamp, type BrowserSession } from './browser-session.js';
import { isValidCsrfToken } from './csrf-token.js';
import { hasPermission, type Principal } from './principal.js';
import type { SecurityManager } from './security-manager.js';
import type { SigningKeys } from './signing-keys.js';

/** Who may call a route: anyone, or a logged-in user (the default), optionally with one permission pair. */
export type RouteAuth = 'public' | 'user';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    authMethod: 'bearer' | 'cookie' | null;
    browserSession: BrowserSession | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    permission?: readonly [permission: string, view: string];
    /** Token-authenticated endpoints (API login and refresh) carry no cookie to forge. */
    csrfExempt?: boolean;
  }
}

export interface AuthOptions {
  security: SecurityManager;
  keys: SigningKeys;
  sessionMaxAgeSeconds: number;
  secureCookies: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function authenticate(request: FastifyRequest, options: AuthOptions): Promise<void> {
  request.principal = null;
  request.authMethod = null;
  request.browserSession = null;
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
    request.principal = principal;
    request.authMethod = 'bearer';
    return;
  }
  const session = decodeSession(options.keys.session, request.cookies[SESSION_COOKIE]);
  if (!session) return;
  request.browserSession = session;
  if (session.userId === undefined) return;
  const principal = await options.security.loadPrincipal(session.userId);
  if (principal && session.passwordStamp === passwordStamp(principal.passwordHash)) {
    request.principal = principal;
    request.authMethod = 'cookie';
  }
}

/** 401 for a missing caller, 403 for a missing permission: both known before the body is read. */
function enforceAccess(request: FastifyRequest): void {
  if (request.is404) return;
  const config = request.routeOptions.config;
  if ((config.auth ?? 'user') === 'user' && !request.principal) throw HttpError.unauthorized();
  if (config.permission && !hasPermission(request.principal, config.permission[0], config.permission[1])) {
    throw HttpError.forbidden();
  }
}

/** A cookie-borne state change must prove it comes from our page: header, or a form field for posted forms. */
function enforceCsrf(request: FastifyRequest, options: AuthOptions): void {
  if (request.is404 || SAFE_METHODS.has(request.method) || request.authMethod === 'bearer') return;
  if (request.routeOptions.config.csrfExempt) return;
  const token = (request.headers['x-csrftoken'] as string | undefined) ?? (request.body as { csrf_token?: string } | undefined)?.csrf_token;
  if (!token) throw HttpError.forbidden('The CSRF token is missing.');
  if (!request.browserSession || !isValidCsrfToken(options.keys.csrf, request.browserSession.nonce, token)) {
    throw HttpError.forbidden('The CSRF token is invalid.');
  }
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

export function clearSession(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Resolves the caller (Bearer token, else session cookie) on every request, then enforces the
 * route's `config.auth` and `config.permission`, then CSRF for cookie-borne state changes.
 * Authentication is checked first so an anonymous API call gets 401, not 403 or 400.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('browserSession', null);
  app.addHook('onRequest', async (request) => {
    await authenticate(request, options);
    enforceAccess(request);
  });
  app.addHook('preValidation', async (request) => enforceCsrf(request, options));
}, { name: 'tessera-auth' });
