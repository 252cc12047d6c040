import type { DatabaseEngineContribution, EngineOptions } from '@core/plugin-api/index.js';
import { readAllowedDirectories } from '../engine/allowed-directories.js';
import { HttpError } from '../http/http-error.js';
import type { ConnectionProvider } from './connection-provider.js';
import { connectionErrors } from './connection-errors.js';
import { PASSWORD_MASK, maskUriPassword, parseConnectionUri, uriWithPassword, type ConnectionUriParts } from './connection-uri.js';

/** A URI from a request, resolved against the stored connection it may refer to. */
export interface ResolvedConnection {
  spec: DatabaseEngineContribution;
  parts: ConnectionUriParts;
  /** The URI to store and show: the password masked. */
  maskedUri: string;
  /** The password to store apart from the URI. */
  password: string | null;
  /** The URI with the real password, to open a connection with. */
  fullUri: string;
}

const INVALID_URI =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

/**
 * Validates `extra` as a JSON object (400 with Superset's message otherwise) and, given the
 * connection pool, its `allowed_directories`: absolute paths of existing directories that are
 * not, hold or lie inside the Tessera home (422 naming each refused path).
 */
export function parseExtraField(extra: string | undefined | null, connections?: Pick<ConnectionProvider, 'protectedPaths'>): Record<string, unknown> {
  if (extra === undefined || extra === null || extra.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(extra);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object');
  } catch (error) {
    throw HttpError.badRequest({ extra: [`Field cannot be decoded by JSON. ${(error as Error).message}`] });
  }
  const fields = value as Record<string, unknown>;
  if (connections) {
    const { problems } = readAllowedDirectories(fields, connections.protectedPaths);
    if (problems.length > 0) throw HttpError.unprocessable({ extra: problems.map((problem) => `allowed_directories: ${problem}`) });
  }
  return fields;
}

/** Driver options from a database's `extra.engine_params` (Superset's `connect_args`, `pool_size`). */
export function engineOptionsFromExtra(extra: Record<string, unknown>, password?: string | null): EngineOptions {
  const params = (extra['engine_params'] ?? {}) as Record<string, unknown>;
  const options: EngineOptions = {};
  if (params['connect_args'] && typeof params['connect_args'] === 'object') options.connectArgs = params['connect_args'] as Record<string, unknown>;
  if (typeof params['pool_size'] === 'number') options.poolSize = params['pool_size'];
  if (password) options.password = password;
  return options;
}

/**
 * Resolves a submitted URI. A masked password (`XXXXXXXXXX`) means "keep the stored one", which
 * is only allowed while the URI still points at the same server as user: re-pointing a stored
 * credential elsewhere would hand it to whoever runs that server.
 */
export function resolveConnection(
  connections: ConnectionProvider,
  uri: string,
  stored: { sqlalchemy_uri: string; password: string | null } | null,
): ResolvedConnection {
  const parts = parseConnectionUri(uri);
  if (!parts) throw HttpError.unprocessable({ sqlalchemy_uri: [INVALID_URI] });
  let spec: DatabaseEngineContribution;
  try {
    spec = connections.specFor(uri.trim());
  } catch {
    throw HttpError.unprocessable({ sqlalchemy_uri: [`Could not load database driver: ${parts.backend}. No installed engine answers to "${parts.scheme}://" URIs.`] });
  }
  let password = parts.password;
  if (password === PASSWORD_MASK) {
    const before = stored ? parseConnectionUri(stored.sqlalchemy_uri) : null;
    if (!stored || !before) throw HttpError.unprocessable({ sqlalchemy_uri: ['The password is masked: enter the real password.'] });
    const same = before.backend === parts.backend && before.host === parts.host && before.port === parts.port && before.username === parts.username;
    if (!same) {
      throw HttpError.unprocessable({
        sqlalchemy_uri: ['This change would point the stored password at another server or user. Provide the real password to confirm the move.'],
      });
    }
    password = stored.password;
  }
  const trimmed = uri.trim();
  return {
    spec,
    parts,
    maskedUri: maskUriPassword(trimmed),
    password: password || null,
    fullUri: password ? uriWithPassword(trimmed, password) : uriWithPassword(trimmed, null),
  };
}

/**
 * Opens a throw-away connection and runs a trivial query; a failure answers 400 with Superset's
 * `{"errors": [...]}` naming the problem (wrong password, unknown host, closed port …).
 */
export async function testResolvedConnection(connections: ConnectionProvider, resolved: ResolvedConnection, extra: Record<string, unknown>): Promise<void> {
  try {
    await connections.test(resolved.fullUri, engineOptionsFromExtra(extra));
  } catch (error) {
    throw new HttpError(400, { errors: connectionErrors(error, resolved.spec.engineName, resolved.parts) });
  }
}
