import type { NodemailerError } from 'nodemailer';

/**
 * One failed attempt to deliver a report to one recipient. `answer` is what the other side said
 * (an SMTP reply, an HTTP status and body, or the network error); `permanent` means another
 * attempt would get the same answer, so retrying is pointless.
 */
export class DeliveryAttemptError extends Error {
  override name = 'DeliveryAttemptError';

  constructor(
    readonly answer: string,
    readonly permanent: boolean,
  ) {
    super(answer);
  }
}

function isNodemailerError(error: unknown): error is NodemailerError {
  return error instanceof Error;
}

/** Error codes of nodemailer that no retry can fix: bad configuration or credentials refused. */
const PERMANENT_CODES = new Set(['ECONFIG', 'EAUTH', 'EENVELOPE', 'EMAXRECIPIENTS']);

/**
 * What an SMTP failure tells the report's owner: the server's reply (`451 4.3.0 Try again later`)
 * when there is one, else the connection error (`connect ECONNREFUSED 127.0.0.1:25`).
 */
export function smtpAttemptError(error: unknown): DeliveryAttemptError {
  if (!isNodemailerError(error)) return new DeliveryAttemptError(String(error), false);
  const reply = error.response?.trim();
  if (reply) {
    const answer = /^\d{3}\b/.test(reply) || error.responseCode === undefined ? reply : `${error.responseCode} ${reply}`;
    return new DeliveryAttemptError(`SMTP server answered ${answer}`, error.permanent === true);
  }
  const permanent = error.permanent === true || (error.code !== undefined && PERMANENT_CODES.has(error.code));
  return new DeliveryAttemptError(`SMTP error: ${error.message}`, permanent);
}

/** HTTP answers another attempt may change: timeouts, rate limits and server errors. */
export function isTransientHttpStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
