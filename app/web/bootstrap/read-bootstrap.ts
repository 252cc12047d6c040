import type { BootstrapCommon, BootstrapData, BootstrapEmbedded, BootstrapUser, PermissionPair, UserRoles } from './bootstrap-data';
import { DEFAULT_BOOTSTRAP } from './default-bootstrap';

export const BOOTSTRAP_ELEMENT_ID = 'tessera-bootstrap';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readRoles(value: unknown): UserRoles {
  if (!isObject(value)) return {};
  const roles: Record<string, PermissionPair[]> = {};
  for (const [role, pairs] of Object.entries(value)) {
    if (!Array.isArray(pairs)) continue;
    roles[role] = pairs.filter(
      (pair): pair is PermissionPair =>
        Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    );
  }
  return roles;
}

function readUser(value: unknown): BootstrapUser | null {
  // An anonymous or malformed user is treated as signed out: the server re-renders after login.
  if (!isObject(value) || typeof value.username !== 'string' || value.isAnonymous === true) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    userId: typeof value.userId === 'number' ? value.userId : 0,
    username: value.username,
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    email: text(value.email),
    isActive: value.isActive !== false,
    isAnonymous: false,
    roles: readRoles(value.roles),
    permissions: isObject(value.permissions) ? value.permissions : {},
  };
}

function readCommon(value: unknown): BootstrapCommon {
  const defaults = DEFAULT_BOOTSTRAP.common;
  if (!isObject(value)) return defaults;
  return {
    feature_flags: isObject(value.feature_flags)
      ? Object.fromEntries(Object.entries(value.feature_flags).map(([flag, on]) => [flag, on === true]))
      : defaults.feature_flags,
    conf: { ...defaults.conf, ...(isObject(value.conf) ? value.conf : {}) },
    application_root: typeof value.application_root === 'string' ? value.application_root : defaults.application_root,
    version: typeof value.version === 'string' ? value.version : defaults.version,
  };
}

function readEmbedded(value: unknown): BootstrapEmbedded | undefined {
  if (!isObject(value) || typeof value.uuid !== 'string') return undefined;
  // A number, or its digits (the embedding API answers the id as text).
  const dashboardId = typeof value.dashboard_id === 'string' && /^\d+$/.test(value.dashboard_id) ? Number(value.dashboard_id) : value.dashboard_id;
  if (typeof dashboardId !== 'number' || !Number.isInteger(dashboardId)) return undefined;
  const domains = Array.isArray(value.allowed_domains) ? value.allowed_domains.filter((domain): domain is string => typeof domain === 'string') : [];
  const header = typeof value.guest_token_header_name === 'string' && value.guest_token_header_name ? value.guest_token_header_name : 'X-GuestToken';
  return { uuid: value.uuid, dashboard_id: dashboardId, allowed_domains: domains, guest_token_header_name: header };
}

/** Parses the page's bootstrap JSON; a missing or broken payload yields the signed-out defaults. */
export function readBootstrap(doc: Document = document): BootstrapData {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_BOOTSTRAP;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return DEFAULT_BOOTSTRAP;
  }
  if (!isObject(payload)) return DEFAULT_BOOTSTRAP;
  const embedded = readEmbedded(payload.embedded);
  return { user: readUser(payload.user), common: readCommon(payload.common), ...(embedded ? { embedded } : {}) };
}
