/**
 * The `allowed_domains` of an embedded dashboard: which host pages may frame it. Each entry is a
 * host name (`example.com`, `*.example.com`, `localhost:8080`) or an origin
 * (`https://example.com:8443`); an empty list lets any page frame it, as in Superset.
 */

/** An allowed domain, read. */
export interface AllowedDomain {
  /** The scheme when the entry is an origin; null for a bare host name (either scheme). */
  scheme: 'http' | 'https' | null;
  /** Lower-case host, possibly `*.` followed by a parent domain. */
  host: string;
  /** The port written, or null: any port for a bare host, the scheme's default for an origin. */
  port: string | null;
}

/** The most entries a list may hold and the longest entry, checked by the API's schema too. */
export const MAX_ALLOWED_DOMAINS = 100;
export const MAX_ALLOWED_DOMAIN_LENGTH = 255;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*$`, 'i');
const ENTRY = /^(?:(https?):\/\/)?([^/:?#\s]+)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** Reads an entry; null when it is neither a host name nor an origin. */
export function parseAllowedDomain(entry: string): AllowedDomain | null {
  const match = ENTRY.exec(entry.trim());
  if (!match || !HOST.test(match[2]!)) return null;
  const port = match[3] ?? null;
  if (port !== null && (Number(port) < 1 || Number(port) > 65535)) return null;
  const scheme = match[1] ? (match[1].toLowerCase() as 'http' | 'https') : null;
  return { scheme, host: match[2]!.toLowerCase(), port };
}

/** What is wrong with each entry of a list, in the API's words; empty when the list is good. */
export function allowedDomainProblems(entries: readonly string[]): string[] {
  const problems: string[] = [];
  if (entries.length > MAX_ALLOWED_DOMAINS) problems.push(`At most ${MAX_ALLOWED_DOMAINS} domains may be allowed.`);
  for (const entry of entries) {
    if (entry.length > MAX_ALLOWED_DOMAIN_LENGTH) problems.push(`"${entry.slice(0, 40)}…" is longer than ${MAX_ALLOWED_DOMAIN_LENGTH} characters.`);
    else if (/\s/.test(entry)) problems.push(`"${entry}" contains a space: give one host name or origin per entry.`);
    else if (!parseAllowedDomain(entry)) problems.push(`"${entry}" is not a host name (example.com) or an origin (https://example.com).`);
  }
  return problems;
}

function hostMatches(pattern: string, hostname: string): boolean {
  // `*.example.com` stands for its sub-domains, not example.com itself (as in CSP).
  return pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;
}

/**
 * Whether a host page at `pageUrl` (the request's Referer, or its Origin) may frame the
 * dashboard: any page when the list is empty; otherwise its host must match an entry (and its
 * scheme and port, when the entry is an origin or names a port). No page address, no match.
 */
export function isAllowedHostPage(entries: readonly string[], pageUrl: string | undefined): boolean {
  if (entries.length === 0) return true;
  if (!pageUrl) return false;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const hostname = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol]!;
  return entries.some((entry) => {
    const domain = parseAllowedDomain(entry);
    if (!domain || !hostMatches(domain.host, hostname)) return false;
    if (domain.scheme) return url.protocol === `${domain.scheme}:` && port === (domain.port ?? DEFAULT_PORTS[`${domain.scheme}:`]);
    return domain.port === null || domain.port === port;
  });
}

/**
 * The CSP `frame-ancestors` sources for a list: `*` when it is empty; an origin as written; a
 * bare host under both schemes and, without a port, on any port (what the Referer check accepts).
 */
export function frameAncestorSources(entries: readonly string[]): string[] {
  if (entries.length === 0) return ['*'];
  const sources = entries.flatMap((entry) => {
    const domain = parseAllowedDomain(entry);
    if (!domain) return [];
    if (domain.scheme) return [`${domain.scheme}://${domain.host}${domain.port ? `:${domain.port}` : ''}`];
    const port = `:${domain.port ?? '*'}`;
    return [`https://${domain.host}${port}`, `http://${domain.host}${port}`];
  });
  // Entries that cannot be read (never written through the API) allow no one.
  return sources.length > 0 ? [...new Set(sources)] : ["'none'"];
}
