/** An `allowed_domains` entry: a host name (`app.example`, `*.app.example`, `localhost:8080`) or an origin (`https://app.example:8443`). */
const ENTRY = /^(?:(https?):\/\/)?([^/:?#\s]+)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** `*.app.example` stands for the sub-domains of app.example (not app.example itself), as in CSP. */
const hostMatches = (pattern: string, hostname: string) => (pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern);

/**
 * Whether a message from `origin` may drive the embedded page, by the rule the server applies to
 * the page's framing: any origin when `allowedDomains` is empty; else the origin's host must match
 * an entry, and its scheme and port too when the entry is an origin (`https://app.example`) or
 * names a port (`app.example:8080`).
 *
 * @example
 * ```ts
 * isAllowedOrigin('https://app.example', ['app.example']); // true
 * isAllowedOrigin('https://evil.example', ['https://app.example']); // false
 * ```
 */
export function isAllowedOrigin(origin: string, allowedDomains: readonly string[]): boolean {
  const entries = allowedDomains.map((domain) => domain.trim()).filter(Boolean);
  if (entries.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An opaque origin (a sandboxed frame, a file) is never on a list.
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (!defaultPort) return false;
  const hostname = url.hostname.toLowerCase();
  const port = url.port || defaultPort;
  return entries.some((entry) => {
    const match = ENTRY.exec(entry);
    if (!match || !hostMatches(match[2]!.toLowerCase(), hostname)) return false;
    const [, scheme, , entryPort] = match;
    if (scheme) return url.protocol === `${scheme.toLowerCase()}:` && port === (entryPort ?? DEFAULT_PORTS[`${scheme.toLowerCase()}:`]);
    return entryPort === undefined || entryPort === port;
  });
}
