import type { SMTPPoolOptions } from 'nodemailer';
import type { ReportSettings } from '../../config/tessera-config.js';

/** Seconds-scale bounds so a stalled SMTP server fails an attempt instead of holding a run. */
const CONNECTION_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * The pooled nodemailer transport for Superset's `SMTP_*` settings:
 * - `SMTP_SSL` connects over TLS from the start (`secure`);
 * - `SMTP_STARTTLS` upgrades a plain connection when the server offers STARTTLS; when it is off
 *   the connection stays plain (`ignoreTLS`). STARTTLS is never required, so a relay on the
 *   local network without TLS still works with the default settings;
 * - `SMTP_USER`/`SMTP_PASSWORD` log in only when both are set.
 */
export function smtpTransportOptions(settings: ReportSettings): SMTPPoolOptions & { pool: true } {
  const auth = settings.smtpUser && settings.smtpPassword ? { user: settings.smtpUser, pass: settings.smtpPassword } : undefined;
  return {
    pool: true,
    maxConnections: 2,
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpSsl,
    requireTLS: false,
    ignoreTLS: !settings.smtpSsl && !settings.smtpStarttls,
    ...(auth ? { auth } : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}
