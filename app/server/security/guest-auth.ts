import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { GuestTokenSettings } from '../config/tessera-config.js';
import { HttpError } from '../http/http-error.js';
import { PostedForm } from '../services/sqllab-form-body.js';
import type { Database } from '../store/database.js';
import { loadGuestPrincipal } from './guest-principal.js';
import { verifyGuestToken } from './guest-token.js';
import type { Principal } from './principal.js';

/** What authenticating guest tokens takes. */
export interface GuestAuthOptions {
  /** The EMBEDDED_SUPERSET feature flag: off, guest tokens are not read at all (as Superset). */
  enabled: boolean;
  settings: GuestTokenSettings;
  /** The server's secret key, from which the signing key derives when no guest secret is set. */
  secretKey: string;
  db: Kysely<Database>;
}

/** The guest token of a request's header (its name is matched without case); undefined when absent or empty. */
export function guestTokenOfHeaders(headers: IncomingHttpHeaders, headerName: string): string | undefined {
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/** The `guest_token` field of a posted form or JSON object body (the log beacon's). */
export function guestTokenOfBody(body: unknown): string | undefined {
  const value = body instanceof PostedForm ? body.fields['guest_token'] : (body as { guest_token?: unknown } | null | undefined)?.guest_token;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The principal of a guest token: 401 `Guest token has expired` for an expired one, 401
 * `Invalid guest token` for a bad signature, algorithm, audience or shape.
 */
export async function resolveGuest(options: GuestAuthOptions, token: string): Promise<Principal> {
  const check = await verifyGuestToken(options.settings, options.secretKey, token);
  if (!check.ok) throw HttpError.unauthorized(check.reason === 'expired' ? 'Guest token has expired' : 'Invalid guest token');
  return loadGuestPrincipal(options.db, options.settings.roleName, token, check.claims);
}
