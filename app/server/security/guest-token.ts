import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { GuestTokenSettings } from '../config/tessera-config.js';
import { deriveKey } from './signing-keys.js';

/** Who a guest says they are; shown nowhere but logs. Superset's `user` field of a guest token. */
export interface GuestUser {
  username?: string;
  first_name?: string;
  last_name?: string;
}

/** A resource a guest token opens: only dashboards, by numeric id, slug or embedded uuid. */
export interface GuestResource {
  type: 'dashboard';
  id: string;
}

/** A row filter a guest token carries; without `dataset` it applies to every dataset. */
export interface GuestRlsRule {
  dataset?: number;
  clause: string;
}

/** The claims of a guest token, as Superset mints them. */
export interface GuestTokenClaims {
  user: GuestUser;
  resources: GuestResource[];
  rls_rules: GuestRlsRule[];
  iat: number;
  exp: number;
  aud: string;
  type: 'guest';
}

/** Audience used when `GUEST_TOKEN_JWT_AUDIENCE` is not set. */
export const DEFAULT_GUEST_AUDIENCE = 'tessera';

function signingKey(settings: GuestTokenSettings, secretKey: string): Uint8Array {
  return settings.secret ? new TextEncoder().encode(settings.secret) : new Uint8Array(deriveKey(secretKey, 'guest-token'));
}

/** Signs a guest token good for `settings.expSeconds` from now. */
export async function mintGuestToken(
  settings: GuestTokenSettings,
  secretKey: string,
  grant: { user: GuestUser; resources: GuestResource[]; rls: GuestRlsRule[] },
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ user: grant.user, resources: grant.resources, rls_rules: grant.rls, type: 'guest' })
    .setProtectedHeader({ alg: settings.algorithm, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + settings.expSeconds)
    .setAudience(settings.audience ?? DEFAULT_GUEST_AUDIENCE)
    .sign(signingKey(settings, secretKey));
}

export type GuestTokenCheck = { ok: true; claims: GuestTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

function isResource(value: unknown): value is GuestResource {
  const resource = value as GuestResource;
  return typeof value === 'object' && value !== null && resource.type === 'dashboard' && (typeof resource.id === 'string' || typeof resource.id === 'number');
}

function isRule(value: unknown): value is GuestRlsRule {
  const rule = value as GuestRlsRule;
  return typeof value === 'object' && value !== null && typeof rule.clause === 'string' && (rule.dataset === undefined || Number.isInteger(rule.dataset));
}

/** Checks signature, algorithm, audience, expiry and shape; a token of any other type is invalid. */
export async function verifyGuestToken(settings: GuestTokenSettings, secretKey: string, token: string): Promise<GuestTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, signingKey(settings, secretKey), {
      algorithms: [settings.algorithm],
      audience: settings.audience ?? DEFAULT_GUEST_AUDIENCE,
      requiredClaims: ['exp', 'iat'],
    });
    const resources = payload['resources'];
    const rules = payload['rls_rules'] ?? [];
    if (payload['type'] !== 'guest' || !Array.isArray(resources) || !resources.every(isResource) || !Array.isArray(rules) || !rules.every(isRule)) {
      return { ok: false, reason: 'invalid' };
    }
    const user = typeof payload['user'] === 'object' && payload['user'] !== null ? (payload['user'] as GuestUser) : {};
    return {
      ok: true,
      claims: {
        user,
        resources: resources.map((resource) => ({ type: 'dashboard', id: String(resource.id) })),
        rls_rules: rules,
        iat: payload.iat ?? 0,
        exp: payload.exp ?? 0,
        aud: settings.audience ?? DEFAULT_GUEST_AUDIENCE,
        type: 'guest',
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
