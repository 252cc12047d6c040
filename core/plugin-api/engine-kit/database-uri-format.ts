/**
 * How one engine spells its SQLAlchemy-style URIs: what the parsers in this folder need to accept
 * them and to word their errors.
 */
export interface DatabaseUriFormat {
  /** The engine's name in error messages (`PostgreSQL`). */
  name: string;
  /** Accepted schemes, the first one canonical (`['postgresql', 'postgres']`); a `+driver` suffix is always allowed. */
  schemes: readonly string[];
}

/** The URI with its password replaced, for error messages. */
export function redactUri(uri: string): string {
  return uri.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}

/** The scheme pattern of a format: `^(a|b)(\+driver)?://`, case-insensitive. */
export function schemePattern(format: DatabaseUriFormat): RegExp {
  const names = format.schemes.map((scheme) => scheme.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`^(?:${names})(?:\\+[a-z0-9_]+)?://`, 'i');
}

/** The error every parser throws: `Invalid <name> URI '<redacted uri>': <problem>`. */
export function invalidUri(format: DatabaseUriFormat, uri: string, problem: string): Error {
  return new Error(`Invalid ${format.name} URI '${redactUri(uri)}': ${problem}`);
}

/** `decodeURIComponent`, failing with a parser error that names the badly encoded part. */
export function decodeUriPart(format: DatabaseUriFormat, uri: string, part: string, what = `'${part}'`): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw invalidUri(format, uri, `${what} is not properly URL-encoded`);
  }
}

/** Query-string parameters as a plain record (the last value of a repeated key wins). */
export function queryParams(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  return params;
}
