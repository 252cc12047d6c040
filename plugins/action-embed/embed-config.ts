/** A dashboard's embedding as the API answers it (`GET /api/v1/dashboard/{id}/embedded`). */
export interface DashboardEmbedding {
  uuid: string;
  allowed_domains: string[];
  dashboard_id: string;
  changed_on?: string | null;
}

/** The allowed domains a user typed, as origins, or what is wrong with them. */
export interface ParsedDomains {
  domains: string[];
  errors: string[];
}

/**
 * Reads the allowed domains typed one per line (commas and spaces also separate them). Each is a
 * host name (`example.com`, `localhost:8080`, `*.example.com` for its sub-domains) or an origin
 * (`https://app.example.com`): host pages are matched by host, and by scheme and port when the
 * entry names them, so paths, queries and wildcards inside a name are refused. Entries come back
 * lower-case, without a trailing slash or a default port, once each.
 */
export function parseAllowedDomains(text: string): ParsedDomains {
  const domains: string[] = [];
  const errors: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter((part) => part.length > 0)) {
    const read = readDomain(entry);
    if (typeof read === 'object') {
      errors.push(`"${entry}": ${read.problem}`);
      continue;
    }
    if (!domains.includes(read)) domains.push(read);
  }
  return { domains, errors };
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ENTRY = /^(?:(https?):\/\/)?([^/:?#@]+)(?::(\d{1,5}))?\/?$/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/** An entry, normalised, or what is wrong with it. */
function readDomain(raw: string): string | { problem: string } {
  const entry = raw.toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//.exec(entry)?.[1];
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { problem: 'only http:// and https:// pages can show an embedded dashboard.' };
  if (entry.includes('@')) return { problem: 'a domain carries no user name or password.' };
  const match = ENTRY.exec(entry);
  if (!match) return { problem: 'give only the host name or the origin (scheme, host and port); leave out any path.' };
  const [, entryScheme, host = '', port] = match;
  const wildcard = host.startsWith('*.');
  if (host.includes('*') && !(wildcard && !host.slice(2).includes('*'))) return { problem: 'a wildcard stands only at the start, as in *.example.com.' };
  const labels = (wildcard ? host.slice(2) : host).split('.');
  if (!labels.every((label) => LABEL.test(label))) return { problem: 'this is neither a host name (example.com) nor an origin (https://example.com).' };
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return { problem: 'a port is a number from 1 to 65535.' };
  const shownPort = port !== undefined && !(entryScheme !== undefined && DEFAULT_PORTS[entryScheme] === port) ? `:${port}` : '';
  return `${entryScheme ? `${entryScheme}://` : ''}${host}${shownPort}`;
}

/** The text area's value for a list of domains: one per line. */
export function domainsText(domains: readonly string[]): string {
  return domains.join('\n');
}

/** The embedding configuration's URL for a dashboard (its numeric id or slug). */
export function embeddingPath(dashboardIdOrSlug: number | string): string {
  return `/api/v1/dashboard/${encodeURIComponent(String(dashboardIdOrSlug))}/embedded`;
}

/** The request that enables embedding (`POST`) or saves the allowed domains (`PUT`). */
export function saveEmbeddingRequest(method: 'POST' | 'PUT', domains: readonly string[]): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ allowed_domains: domains }),
  };
}

/** The embedding in an API answer's `result`, or null when the answer holds none. */
export function embeddingOf(body: unknown): DashboardEmbedding | null {
  const result = isRecord(body) ? body['result'] : undefined;
  if (!isRecord(result) || typeof result['uuid'] !== 'string') return null;
  const domains = Array.isArray(result['allowed_domains']) ? result['allowed_domains'].filter((domain): domain is string => typeof domain === 'string') : [];
  const changedOn = result['changed_on'];
  return { uuid: result['uuid'], allowed_domains: domains, dashboard_id: String(result['dashboard_id'] ?? ''), changed_on: typeof changedOn === 'string' ? changedOn : null };
}

/**
 * What a refused request says, in words: the API's `message` (a sentence, or field errors such as
 * `{allowed_domains: ['…']}`), else the status's meaning.
 */
export function apiErrorMessage(status: number, body: unknown): string {
  const message = isRecord(body) ? body['message'] : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (isRecord(message)) {
    const parts = Object.entries(message).map(([field, value]) => `${field}: ${(Array.isArray(value) ? value : [value]).map(String).join(' ')}`);
    if (parts.length > 0) return parts.join('; ');
  }
  const errors = isRecord(body) ? body['errors'] : undefined;
  if (Array.isArray(errors) && isRecord(errors[0]) && typeof errors[0]['message'] === 'string') return errors[0]['message'];
  if (status === 401) return 'Your session has ended; sign in again.';
  if (status === 403) return 'You may not change how this dashboard is embedded.';
  if (status === 404) return 'The dashboard or its embedding was not found.';
  return `The server could not do this (status ${status}).`;
}

/** What the host page passes to `embedDashboard` besides its own callbacks. */
export interface SnippetOptions {
  uuid: string;
  /** This Tessera's origin, where the iframe loads from. */
  supersetDomain: string;
}

/** A copyable example of embedding the dashboard with `@superset-ui/embedded-sdk`. */
export function embedSnippet({ uuid, supersetDomain }: SnippetOptions): string {
  return [
    "import { embedDashboard } from '@superset-ui/embedded-sdk';",
    '',
    'embedDashboard({',
    `  id: ${JSON.stringify(uuid)},`,
    `  supersetDomain: ${JSON.stringify(supersetDomain)},`,
    "  mountPoint: document.getElementById('dashboard'),",
    '  // Resolves to a guest token that your backend got from POST /api/v1/security/guest_token/.',
    '  fetchGuestToken: () => fetchGuestTokenFromYourBackend(),',
    '  dashboardUiConfig: {',
    '    hideTitle: false,',
    '    hideTab: false,',
    '    hideChartControls: false,',
    '    filters: { visible: true, expanded: true },',
    '  },',
    '});',
    '',
  ].join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
