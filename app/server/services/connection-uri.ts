/**
 * SQLAlchemy-style connection URIs (`postgresql://user:secret@host:5432/db`,
 * `duckdb:///abs/path.duckdb`) as the database API stores and shows them: the password never
 * leaves the server; the stored URI carries Superset's mask in its place.
 */

/** What Superset writes in place of a password, in stored and displayed URIs alike. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

export interface ConnectionUriParts {
  /** Full scheme, e.g. `postgresql+psycopg2`. */
  scheme: string;
  /** The scheme before `+`, e.g. `postgresql`: Superset's `backend`. */
  backend: string;
  /** The driver after `+`, if any. */
  driver: string | null;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  /** The path after the authority, without its leading slash (a database name or a file path). */
  database: string | null;
}

const URI = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Splits a URI into its parts; null when it is not `scheme://…`. */
export function parseConnectionUri(uri: string): ConnectionUriParts | null {
  const match = URI.exec(uri.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const rest = match[3]!;
  const at = authority.lastIndexOf('@');
  const userInfo = at >= 0 ? authority.slice(0, at) : null;
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  let username: string | null = null;
  let password: string | null = null;
  if (userInfo !== null) {
    const colon = userInfo.indexOf(':');
    username = decode(colon >= 0 ? userInfo.slice(0, colon) : userInfo) || null;
    password = colon >= 0 ? decode(userInfo.slice(colon + 1)) : null;
  }
  const portMatch = /^(.*):(\d+)$/.exec(hostPort);
  const host = (portMatch ? portMatch[1]! : hostPort) || null;
  const port = portMatch ? Number(portMatch[2]) : null;
  const path = rest.split(/[?#]/)[0] ?? '';
  const [backend, driver] = scheme.split('+', 2) as [string, string | undefined];
  return { scheme, backend, driver: driver ?? null, username, password, host, port, database: path.replace(/^\//, '') || null };
}

/** Replaces the password of a URI (URL-encoded); null removes it. The rest stays byte for byte. */
export function uriWithPassword(uri: string, password: string | null): string {
  const match = URI.exec(uri.trim());
  if (!match) return uri;
  const authority = match[2]!;
  const at = authority.lastIndexOf('@');
  if (at < 0) return uri.trim();
  const userInfo = authority.slice(0, at);
  const colon = userInfo.indexOf(':');
  const user = colon >= 0 ? userInfo.slice(0, colon) : userInfo;
  const secret = password === null ? '' : `:${password === PASSWORD_MASK ? PASSWORD_MASK : encodeURIComponent(password)}`;
  return `${match[1]}://${user}${secret}@${authority.slice(at + 1)}${match[3]}`;
}

/** The URI as it may be stored or shown: any password replaced by {@link PASSWORD_MASK}. */
export function maskUriPassword(uri: string): string {
  const parts = parseConnectionUri(uri);
  if (!parts || parts.password === null || parts.password === '') return uri.trim();
  return uriWithPassword(uri, PASSWORD_MASK);
}
