import type { RecipientConfig } from '../report-model.js';

/** The To, Cc and Bcc lists of an Email recipient. */
export interface EmailAddresses {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** Splits a recipient field the way Superset does: addresses separated by commas or semicolons. */
export function parseEmailList(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const part of value.split(/[,;]/)) {
    const address = part.trim();
    if (address !== '') seen.add(address);
  }
  return [...seen];
}

/** The addresses of an Email recipient's `recipient_config_json`. */
export function emailAddressesOf(config: RecipientConfig): EmailAddresses {
  return { to: parseEmailList(config.target), cc: parseEmailList(config.ccTarget), bcc: parseEmailList(config.bccTarget) };
}
