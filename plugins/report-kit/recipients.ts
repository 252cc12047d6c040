import type { RecipientConfig } from './report-types.js';

/** The addresses typed in a recipients field, and the entries that are not addresses. */
export interface ParsedAddresses {
  addresses: string[];
  invalid: string[];
}

// One @ between a name and a domain of dot-separated labels, no spaces or separators: enough to
// catch typing mistakes (`admin@localhost` is an address on a local server); the mail server has
// the last word.
const ADDRESS = /^[^\s@,;<>()"]+@[^\s@,;<>()".]+(?:\.[^\s@,;<>()".]+)*$/;

/** True when `text` looks like one email address. */
export function isEmailAddress(text: string): boolean {
  return ADDRESS.test(text);
}

/** The addresses in a field, separated by commas, semicolons, spaces or lines; each once. */
export function parseAddresses(text: string | undefined): ParsedAddresses {
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const entry of (text ?? '').split(/[\s,;]+/).filter((part) => part.length > 0)) {
    if (!isEmailAddress(entry)) invalid.push(entry);
    else if (!addresses.some((known) => known.toLowerCase() === entry.toLowerCase())) addresses.push(entry);
  }
  return { addresses, invalid };
}

/** What is wrong with each of a config's fields, if anything; `target` must hold an address. */
export interface RecipientErrors {
  target?: string;
  ccTarget?: string;
  bccTarget?: string;
}

function fieldError(text: string | undefined): string | undefined {
  const { invalid } = parseAddresses(text);
  if (invalid.length === 0) return undefined;
  return `${invalid.length === 1 ? 'Not an email address' : 'Not email addresses'}: ${invalid.join(', ')}`;
}

/** The problems of an Email recipient config: none when every field holds addresses and To one at least. */
export function recipientErrors(config: RecipientConfig): RecipientErrors {
  const errors: RecipientErrors = {};
  const target = fieldError(config.target) ?? (parseAddresses(config.target).addresses.length === 0 ? 'Enter at least one email address.' : undefined);
  if (target) errors.target = target;
  const cc = fieldError(config.ccTarget);
  if (cc) errors.ccTarget = cc;
  const bcc = fieldError(config.bccTarget);
  if (bcc) errors.bccTarget = bcc;
  return errors;
}

/** The config as the API keeps it: each field's addresses comma-separated, empty Cc/Bcc left out. */
export function normaliseRecipients(config: RecipientConfig): RecipientConfig {
  const normalised: RecipientConfig = { target: parseAddresses(config.target).addresses.join(',') };
  const cc = parseAddresses(config.ccTarget).addresses.join(',');
  const bcc = parseAddresses(config.bccTarget).addresses.join(',');
  if (cc) normalised.ccTarget = cc;
  if (bcc) normalised.bccTarget = bcc;
  return normalised;
}

/** A recipient's config from a record: its JSON text parsed, or the object itself. */
export function recipientConfigOf(raw: string | RecipientConfig | null | undefined): RecipientConfig {
  if (raw === null || raw === undefined) return { target: '' };
  if (typeof raw !== 'string') return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
      const config: RecipientConfig = { target: text('target') ?? '' };
      if (text('ccTarget')) config.ccTarget = text('ccTarget');
      if (text('bccTarget')) config.bccTarget = text('bccTarget');
      return config;
    }
  } catch {
    // A target written as plain text: keep it as the addresses.
  }
  return { target: raw };
}
