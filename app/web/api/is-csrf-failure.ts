import { isCsrfError } from '@core/errors';

/**
 * True when a response is the server refusing a request for its CSRF token
 * (403 "The CSRF token is missing." / "... is invalid."). Reads a clone, so the
 * caller can still consume the body.
 */
export async function isCsrfFailure(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return false;
  }
  return isCsrfError(readMessages(text));
}

function readMessages(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const messages: unknown[] = [body.message];
    if (Array.isArray(body.errors)) {
      for (const error of body.errors) messages.push((error as { message?: unknown } | null)?.message);
    }
    return messages.filter((message) => typeof message === 'string').join('\n');
  } catch {
    return text;
  }
}
