import type { RecipientConfig } from '../../reports/report-model.js';
import { parseJsonObject } from '../../store/json-object-column.js';

/** Reads `recipient_config_json` into `{target, ccTarget?, bccTarget?}` (missing target → ''). */
export function parseRecipientConfig(text: string | null | undefined): RecipientConfig {
  const raw = parseJsonObject(text);
  const config: RecipientConfig = { target: typeof raw.target === 'string' ? raw.target : '' };
  if (typeof raw.ccTarget === 'string') config.ccTarget = raw.ccTarget;
  if (typeof raw.bccTarget === 'string') config.bccTarget = raw.bccTarget;
  return config;
}
