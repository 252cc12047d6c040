import { DeliveryAttemptError, isTransientHttpStatus } from './delivery-attempt-error.js';
import type { WebhookPayload } from './webhook-payload.js';

/** How much of a failing webhook's answer goes into the execution log. */
const ANSWER_EXCERPT_CHARS = 200;

/** A webhook URL as logs show it: no credentials, no query string (they may hold tokens). */
export function webhookLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.slice(0, 100);
  }
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error.message;
}

/**
 * POSTs `payload` as JSON to a Webhook recipient. Any 2xx answer is a success; another status,
 * a network error or no answer within `timeoutMs` throws `DeliveryAttemptError` with the status
 * and the start of the body (4xx but 408/425/429 are final, the rest may be retried).
 */
export async function postWebhook(url: string, payload: WebhookPayload, signal: AbortSignal, timeoutMs: number): Promise<void> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new DeliveryAttemptError(`invalid webhook URL "${webhookLabel(url)}"`, true);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new DeliveryAttemptError(`webhook URL must be http or https, not ${target.protocol}`, true);
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Tessera-Reports' },
      body: JSON.stringify(payload),
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted) throw new DeliveryAttemptError(`no answer within ${timeoutMs} ms`, false);
    throw new DeliveryAttemptError(`request failed: ${causeOf(error)}`, false);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const body = await response.text().catch(() => '');
  const excerpt = body.trim().slice(0, ANSWER_EXCERPT_CHARS);
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  throw new DeliveryAttemptError(excerpt ? `${status}: ${excerpt}` : status, !isTransientHttpStatus(response.status));
}
